// The renderer, lights, materials and post-processing shared by every scene (runs in Chromium).
import * as THREE from 'three'
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js'
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js'
import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js'
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js'
import { SMAAPass } from 'three/addons/postprocessing/SMAAPass.js'
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js'
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js'

/** A seeded random source (mulberry32): the same name gives the same picture. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function hashName(name) {
  let h = 2166136261
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** The brand palette and the colours of the machines. */
export const C = {
  brand: 0xf5a524,
  orange: 0xe8731a,
  navy: 0x0b2545,
  blue: 0x1d4e89,
  rackBlue: 0x1f4f8f,
  white: 0xe9ecef,
  grey: 0x8a929b,
  dark: 0x23272d,
  black: 0x111315,
  cardboard: 0xb98a5a,
  wood: 0xa47a4d,
  concrete: 0x9a9690,
  epoxy: 0x6d7780,
}

// ------------------------------------------------------------------------------------------
// Procedural textures (canvas, seeded)

function canvasTexture(size, draw, { repeat = [1, 1], srgb = true } = {}) {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = size
  const g = canvas.getContext('2d')
  draw(g, size)
  const tex = new THREE.CanvasTexture(canvas)
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping
  tex.repeat.set(repeat[0], repeat[1])
  tex.anisotropy = 8
  if (srgb) tex.colorSpace = THREE.SRGBColorSpace
  return tex
}

/** Concrete or epoxy: a mottled base with fine speckle and a few trowel marks. */
export function floorTexture(seed, base = '#8f8c87', repeat = 8) {
  const r = rng(seed)
  return canvasTexture(
    1024,
    (g, s) => {
      g.fillStyle = base
      g.fillRect(0, 0, s, s)
      for (let i = 0; i < 260; i++) {
        const x = r() * s
        const y = r() * s
        const rad = 30 + r() * 160
        const grad = g.createRadialGradient(x, y, 0, x, y, rad)
        const v = r() > 0.5 ? 255 : 0
        grad.addColorStop(0, `rgba(${v},${v},${v},${0.035 + r() * 0.03})`)
        grad.addColorStop(1, `rgba(${v},${v},${v},0)`)
        g.fillStyle = grad
        g.fillRect(x - rad, y - rad, rad * 2, rad * 2)
      }
      for (let i = 0; i < 24000; i++) {
        const v = r() > 0.5 ? 255 : 0
        g.fillStyle = `rgba(${v},${v},${v},${0.05 + r() * 0.08})`
        g.fillRect(r() * s, r() * s, 1 + r() * 1.5, 1 + r() * 1.5)
      }
      g.strokeStyle = 'rgba(0,0,0,0.12)'
      g.lineWidth = 2
      g.beginPath()
      g.moveTo(0, 2)
      g.lineTo(s, 2)
      g.moveTo(2, 0)
      g.lineTo(2, s)
      g.stroke()
    },
    { repeat: [repeat, repeat] },
  )
}

/** Corrugated cardboard with tape: a box side. */
export function cardboardTexture(seed, tint = '#b98a5a') {
  const r = rng(seed)
  return canvasTexture(256, (g, s) => {
    g.fillStyle = tint
    g.fillRect(0, 0, s, s)
    for (let i = 0; i < 3000; i++) {
      const v = r() > 0.5 ? 255 : 0
      g.fillStyle = `rgba(${v},${v},${v},0.04)`
      g.fillRect(r() * s, r() * s, 2, 2)
    }
    g.fillStyle = 'rgba(120,80,40,0.25)'
    g.fillRect(0, s * 0.46, s, s * 0.08)
    g.fillStyle = 'rgba(255,255,255,0.5)'
    g.fillRect(s * 0.12, s * 0.66, s * 0.3, s * 0.14)
  })
}

/**
 * The face of a stack of cartons on a pallet (2 x 4 cartons with seams, tape and labels), so
 * a whole load is one box: cheap for a CPU renderer, and it still reads as cartons.
 */
export function stackTexture(seed, tint = '#c39465') {
  const r = rng(seed)
  return canvasTexture(512, (g, s) => {
    g.fillStyle = tint
    g.fillRect(0, 0, s, s)
    for (let i = 0; i < 6000; i++) {
      const v = r() > 0.5 ? 255 : 0
      g.fillStyle = `rgba(${v},${v},${v},0.035)`
      g.fillRect(r() * s, r() * s, 2, 2)
    }
    const cols = 2
    const rows = 4
    const cw = s / cols
    const ch = s / rows
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++) {
        const x = i * cw
        const y = j * ch
        const shade = 0.9 + r() * 0.2
        g.fillStyle = `rgba(${shade > 1 ? 255 : 0},${shade > 1 ? 230 : 0},${shade > 1 ? 200 : 0},${Math.abs(shade - 1) * 0.6})`
        g.fillRect(x, y, cw, ch)
        g.fillStyle = 'rgba(110,72,38,0.22)'
        g.fillRect(x, y + ch * 0.45, cw, ch * 0.1)
        if (r() > 0.3) {
          g.fillStyle = 'rgba(250,250,245,0.85)'
          g.fillRect(x + cw * 0.12, y + ch * 0.62, cw * 0.28, ch * 0.2)
        }
        g.strokeStyle = 'rgba(60,40,20,0.55)'
        g.lineWidth = 4
        g.strokeRect(x + 1, y + 1, cw - 2, ch - 2)
      }
  })
}

/** A screen: a dark fleet map with lanes, racks and moving dots; or a chart panel. No text. */
export function screenTexture(seed, kind = 'map', hue = '#4fd1c5') {
  const r = rng(seed)
  return canvasTexture(512, (g, s) => {
    g.fillStyle = '#07121f'
    g.fillRect(0, 0, s, s)
    if (kind === 'map') {
      g.strokeStyle = 'rgba(80,140,200,0.35)'
      g.lineWidth = 2
      for (let i = 0; i < 9; i++) {
        g.strokeRect(30 + i * 52, 60, 30, 300)
      }
      g.strokeStyle = 'rgba(245,165,36,0.8)'
      g.lineWidth = 3
      g.beginPath()
      g.moveTo(20, 400)
      g.lineTo(490, 400)
      g.moveTo(20, 40)
      g.lineTo(490, 40)
      g.stroke()
      for (let i = 0; i < 26; i++) {
        g.fillStyle = r() > 0.8 ? '#f5a524' : hue
        g.beginPath()
        g.arc(20 + r() * 470, r() > 0.5 ? 400 : 40 + r() * 360, 5, 0, Math.PI * 2)
        g.fill()
      }
      g.fillStyle = 'rgba(79,209,197,0.2)'
      g.fillRect(20, 430, 470, 60)
      g.fillStyle = hue
      for (let i = 0; i < 20; i++) g.fillRect(30 + i * 23, 480 - r() * 40, 14, 6)
    } else {
      g.strokeStyle = 'rgba(120,160,220,0.25)'
      for (let i = 0; i < 8; i++) {
        g.beginPath()
        g.moveTo(20, 40 + i * 55)
        g.lineTo(490, 40 + i * 55)
        g.stroke()
      }
      for (let k = 0; k < 2; k++) {
        g.strokeStyle = k ? '#f5a524' : hue
        g.lineWidth = 4
        g.beginPath()
        let y = 300
        for (let x = 20; x < 490; x += 20) {
          y = Math.max(60, Math.min(420, y + (r() - 0.5) * 70))
          if (x === 20) g.moveTo(x, y)
          else g.lineTo(x, y)
        }
        g.stroke()
      }
      for (let i = 0; i < 6; i++) {
        g.fillStyle = i % 2 ? 'rgba(79,209,197,0.7)' : 'rgba(82,134,196,0.8)'
        const h = 40 + r() * 80
        g.fillRect(40 + i * 75, 500 - h, 40, h)
      }
    }
  })
}

// ------------------------------------------------------------------------------------------
// Materials (physically based)

/** 'still' or 'film': films use cheaper materials and no point lights (SwiftShader is a CPU). */
export const quality = { mode: 'still' }

const matCache = new Map()
export function mat(key, make) {
  if (!matCache.has(key)) matCache.set(key, make())
  return matCache.get(key)
}

export const M = {
  paint: (color, rough = 0.42) =>
    mat(`paint-${color}-${rough}`, () =>
      quality.mode === 'film'
        ? new THREE.MeshStandardMaterial({ color, roughness: rough * 0.8, metalness: 0.05 })
        : new THREE.MeshPhysicalMaterial({
            color,
            roughness: rough,
            metalness: 0.05,
            clearcoat: 0.5,
            clearcoatRoughness: 0.25,
          }),
    ),
  steel: (color = 0xb8bec6, rough = 0.35) =>
    mat(
      `steel-${color}-${rough}`,
      () =>
        // without image-based light (films) a true metal renders black: keep it half dielectric
        new THREE.MeshStandardMaterial({
          color,
          roughness: rough,
          metalness: quality.mode === 'film' ? 0.25 : 0.85,
        }),
    ),
  plastic: (color, rough = 0.55) =>
    mat(
      `plastic-${color}-${rough}`,
      () => new THREE.MeshStandardMaterial({ color, roughness: rough, metalness: 0 }),
    ),
  rubber: () =>
    mat('rubber', () => new THREE.MeshStandardMaterial({ color: 0x161616, roughness: 0.9 })),
  glass: (color = 0x0c1218) =>
    mat(
      `glass-${color}`,
      () =>
        new THREE.MeshPhysicalMaterial({ color, roughness: 0.05, metalness: 0.2, clearcoat: 1 }),
    ),
  emissive: (color, intensity = 3) =>
    mat(
      `emit-${color}-${intensity}`,
      () =>
        new THREE.MeshStandardMaterial({
          color: 0x000000,
          emissive: color,
          emissiveIntensity: intensity,
        }),
    ),
  wood: () => mat('wood', () => new THREE.MeshStandardMaterial({ color: C.wood, roughness: 0.85 })),
  cardboard: (seed = 1, tint) =>
    mat(
      `card-${seed % 5}-${tint}`,
      () =>
        new THREE.MeshStandardMaterial({
          map: cardboardTexture(seed, tint),
          roughness: 0.9,
        }),
    ),
}

// ------------------------------------------------------------------------------------------
// Geometry helpers

const geoCache = new Map()
function geo(key, make) {
  if (!geoCache.has(key)) geoCache.set(key, make())
  return geoCache.get(key)
}

export function box(w, h, d, material, { round = 0 } = {}) {
  const g =
    round > 0
      ? geo(`rb-${w}-${h}-${d}-${round}`, () => new RoundedBoxGeometry(w, h, d, 3, round))
      : geo(`b-${w}-${h}-${d}`, () => new THREE.BoxGeometry(w, h, d))
  const m = new THREE.Mesh(g, material)
  m.castShadow = m.receiveShadow = true
  return m
}

export function cyl(rt, rb, h, material, seg = 24) {
  const g = geo(`c-${rt}-${rb}-${h}-${seg}`, () => new THREE.CylinderGeometry(rt, rb, h, seg))
  const m = new THREE.Mesh(g, material)
  m.castShadow = m.receiveShadow = true
  return m
}

export function at(obj, x, y, z, ry = 0) {
  obj.position.set(x, y, z)
  obj.rotation.y = ry
  return obj
}

export function group(...children) {
  const g = new THREE.Group()
  for (const c of children) g.add(c)
  return g
}

/**
 * Many boxes as one instanced mesh: `items` are {x,y,z,w,h,d,color?}. Each gets its own colour
 * (slight tint variation) so cartons on a rack do not look cloned.
 */
export function instancedBoxes(items, material, { round = 0 } = {}) {
  const g = round > 0 ? new RoundedBoxGeometry(1, 1, 1, 2, round) : new THREE.BoxGeometry(1, 1, 1)
  const mesh = new THREE.InstancedMesh(g, material, items.length)
  const m = new THREE.Matrix4()
  const q = new THREE.Quaternion()
  const color = new THREE.Color()
  items.forEach((it, i) => {
    q.setFromAxisAngle(new THREE.Vector3(0, 1, 0), it.ry ?? 0)
    m.compose(new THREE.Vector3(it.x, it.y, it.z), q, new THREE.Vector3(it.w, it.h, it.d))
    mesh.setMatrixAt(i, m)
    color.set(it.color ?? 0xffffff)
    mesh.setColorAt(i, color)
  })
  mesh.castShadow = mesh.receiveShadow = true
  return mesh
}

// ------------------------------------------------------------------------------------------
// Stage: renderer, environment, post-processing

export function createStage({ width, height, quality: mode = 'still' }) {
  quality.mode = mode
  matCache.clear()
  geoCache.clear()
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  document.body.appendChild(canvas)
  const renderer = new THREE.WebGLRenderer({
    canvas,
    antialias: false,
    preserveDrawingBuffer: true,
    powerPreference: 'high-performance',
  })
  renderer.setPixelRatio(1)
  renderer.setSize(width, height, false)
  renderer.shadowMap.enabled = true
  renderer.shadowMap.type = THREE.PCFShadowMap
  renderer.toneMapping = THREE.ACESFilmicToneMapping
  renderer.toneMappingExposure = 0.9
  renderer.outputColorSpace = THREE.SRGBColorSpace

  const pmrem = new THREE.PMREMGenerator(renderer)
  const envTexture = pmrem.fromScene(new RoomEnvironment(), 0.04).texture

  return { canvas, renderer, envTexture, width, height, quality: mode }
}

/** A scene with image-based light from a neutral room, optional fog and background. */
export function createScene(stage, { background = 0xdfe3e8, fog, envIntensity = 0.55 } = {}) {
  const scene = new THREE.Scene()
  scene.background = background instanceof THREE.Texture ? background : new THREE.Color(background)
  if (stage.quality === 'still' || globalThis.FILM_ENV) {
    scene.environment = stage.envTexture
    scene.environmentIntensity = envIntensity
  } else {
    // films: no image-based light (its cube sampling is the dearest part of a CPU frame)
    scene.add(new THREE.HemisphereLight(0xf4f6fa, 0x5d5a55, envIntensity * 1.6))
  }
  if (fog) scene.fog = new THREE.Fog(fog.color, fog.near, fog.far)
  return scene
}

/** The key light: a directional sun or skylight with a large soft shadow map. */
export function keyLight(
  stage,
  scene,
  {
    color = 0xfff1e0,
    intensity = 2.2,
    pos = [10, 20, 8],
    target = [0, 0, 0],
    extent = 20,
    mapSize,
  } = {},
) {
  const light = new THREE.DirectionalLight(color, intensity)
  light.position.set(...pos)
  light.target.position.set(...target)
  light.castShadow = true
  // a shadow map is rasterized in full: on a CPU its size is a large part of a frame's cost
  const size = Math.min(
    mapSize ?? 4096,
    stage.quality !== 'still' ? 1024 : stage.width > 2500 ? 4096 : 2048,
  )
  light.shadow.mapSize.set(size, size)
  light.shadow.camera.left = light.shadow.camera.bottom = -extent
  light.shadow.camera.right = light.shadow.camera.top = extent
  light.shadow.camera.near = 0.5
  light.shadow.camera.far = 200
  light.shadow.bias = -0.0004
  light.shadow.normalBias = 0.02
  light.shadow.radius = stage.quality === 'still' ? 5 : 3
  scene.add(light, light.target)
  return light
}

/**
 * Renders one frame; stills get ground-truth ambient occlusion (GTAO). `smaa`: morphological
 * anti-aliasing after the output pass, for frames not supersampled (the hero film).
 */
export function makeRenderer(
  stage,
  scene,
  camera,
  { ao = true, aoRadius = 0.6, smaa = false } = {},
) {
  const { renderer, width, height } = stage
  camera.aspect = width / height
  camera.updateProjectionMatrix()
  if (!ao) return () => renderer.render(scene, camera)
  const composer = new EffectComposer(renderer)
  composer.setPixelRatio(1)
  composer.setSize(width, height)
  composer.addPass(new RenderPass(scene, camera))
  if (ao) {
    const gtao = new GTAOPass(scene, camera, width, height)
    gtao.updateGtaoMaterial({
      radius: aoRadius,
      distanceExponent: 1.5,
      thickness: 1,
      scale: 1,
      samples: 12,
    })
    gtao.updatePdMaterial({ samples: 8, rings: 2, radius: 6 })
    gtao.blendIntensity = 0.9
    composer.addPass(gtao)
  }
  composer.addPass(new OutputPass())
  if (smaa) composer.addPass(new SMAAPass())
  return () => composer.render()
}

export { THREE }
