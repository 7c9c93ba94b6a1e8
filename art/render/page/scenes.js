// The scenes: each builds a world and a camera for a still, and moves them over time for a film.
import {
  THREE,
  C,
  M,
  box,
  cyl,
  at,
  rng,
  createStage,
  createScene,
  keyLight,
  makeRenderer,
  screenTexture,
  quality,
  mat,
  floorTexture,
  paperTexture,
  woodTexture,
  fabricTexture,
  foliageTexture,
  skyPanorama,
  quarterSlide,
  paintedTexture,
  wordBars,
} from './kit.js'
import {
  latentAgv,
  shelfPod,
  pallet,
  rackRun,
  stackerCrane,
  miniloadCrane,
  toteStack,
  craneRails,
  forkliftAgv,
  heavyAgv,
  rollerAgv,
  shuttle,
  lift,
  conveyor,
  sorter,
  warehouseFloor,
  hall,
  controlRoom,
  building,
  truck,
  tree,
  robotArm,
  fence,
  controlCabinet,
} from './models.js'
import { RectAreaLightUniformsLib } from 'three/addons/lights/RectAreaLightUniformsLib.js'
import { placeProps, propKinds, loadPallet, reeferTruck, dockDoor, insulatedWall } from './props.js'

const v3 = (a) => new THREE.Vector3(...a)
RectAreaLightUniformsLib.init()
const ease = (x) => {
  const c = Math.min(1, Math.max(0, x))
  return c * c * (3 - 2 * c)
}
const lerp3 = (a, b, p) => a.map((v, i) => v + (b[i] - v) * p)

function camera(fov = 40) {
  return new THREE.PerspectiveCamera(fov, 16 / 9, 0.1, 600)
}

/** Point a camera; `shot` is {pos, look, fov}. */
function frame(cam, { pos, look, fov }) {
  cam.position.set(...pos)
  if (fov) cam.fov = fov
  cam.lookAt(...look)
  cam.updateProjectionMatrix()
}

// ------------------------------------------------------------------------------------------
// Studio: one product on a seamless floor, three-quarter view

const products = {
  latent: (p) => latentAgv({ withShelf: p.withShelf, seed: p.seed }),
  forklift: (p) => forkliftAgv({ seed: p.seed, lift: p.lift ?? 0.25 }),
  heavy: (p) => heavyAgv({ load: p.load ?? 'coil', seed: p.seed }),
  roller: (p) => rollerAgv({ seed: p.seed }),
  shuttle: (p) => shuttle({ withLoad: p.withLoad ?? true, seed: p.seed }),
  stacker: (p) => stackerCrane({ height: 7, lift: 1.6, seed: p.seed }),
  miniload: (p) => stackerCrane({ height: 7, lift: 3.2, seed: p.seed, withLoad: false }),
  // the stacker-crane page's three products, each at its full height (issue 37)
  crane: (p) =>
    stackerCrane({ height: p.height ?? 12, lift: p.lift ?? 3, seed: p.seed, double: !!p.double }),
  minicrane: (p) => miniloadCrane({ height: p.height ?? 9, lift: p.lift ?? 3, seed: p.seed }),
  // surroundings and things for scale
  rack: (p) =>
    rackRun({ bays: p.bays ?? 3, levels: p.levels ?? 6, levelH: p.levelH ?? 1.65, seed: p.seed }),
  pallet: (p) => pallet(p.seed, { height: p.height ?? 1.2 }),
  totes: (p) => toteStack({ count: p.count ?? 4, seed: p.seed }),
  rail: (p) => box(p.length ?? 10, 0.12, 0.2, M.steel(0x6b7178, 0.4)),
  cabinet: (p) => controlCabinet((seed, kind) => screenTexture(seed, kind), { seed: p.seed }),
  fence: (p) => fence(p.length ?? 6, p.height ?? 2.2),
}

function studio(stage, p) {
  const bg = p.dark ? 0x1b2430 : 0xd9dde2
  const scene = createScene(stage, {
    background: bg,
    fog: { color: bg, near: p.fogNear ?? 18, far: p.fogFar ?? 40 },
    envIntensity: 0.7,
  })
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(200, 200),
    new THREE.MeshStandardMaterial({ color: p.dark ? 0x222c38 : 0xcfd3d8, roughness: 0.35 }),
  )
  floor.rotation.x = -Math.PI / 2
  floor.receiveShadow = true
  scene.add(floor)
  const items = p.items ?? [{ kind: p.product, x: 0, z: 0, ry: p.ry ?? 0 }]
  for (const it of items)
    scene.add(
      at((products[it.kind] ?? propKinds[it.kind])({ ...p, ...it }), it.x, 0, it.z, it.ry ?? 0),
    )
  keyLight(stage, scene, { pos: [-6, 12, 8], intensity: 2.4, extent: p.lightExtent ?? 8 })
  const rim = new THREE.DirectionalLight(0xcfe0ff, 1.2)
  rim.position.set(8, 6, -10)
  scene.add(rim)
  scene.add(new THREE.HemisphereLight(0xffffff, 0x8090a0, 0.6))
  const cam = camera(p.fov ?? 30)
  frame(cam, p.shot)
  return { scene, camera: cam }
}

// ------------------------------------------------------------------------------------------
// High-bay aisle with a stacker crane (also the cold store and the shuttle system)

// `climate`: 'frozen' (the old `cold: true`: frosted loads, a blue haze), 'deepfrozen' (-25 °C:
// rime on every load, a dense haze), 'chilled' (+2..8 °C: white insulated cladding, clean cool
// light, no frost) or ambient
function aisle(stage, p) {
  const climate = p.climate ?? (p.cold ? 'frozen' : 'ambient')
  const cold = climate !== 'ambient'
  const frosty = climate === 'frozen' || climate === 'deepfrozen'
  const deep = climate === 'deepfrozen'
  const levels = p.levels ?? 10
  const levelH = p.levelH ?? 1.65
  const bays = p.bays ?? 14
  const aisleW = p.aisleW ?? (p.shuttles ? 1.9 : 1.7)
  const bg = deep ? 0x6f92b8 : climate === 'chilled' ? 0xc9d3dc : cold ? 0xb9cde0 : 0xc9cdd1
  const scene = createScene(stage, {
    background: bg,
    fog: {
      color: deep ? 0x8fb0d0 : climate === 'chilled' ? 0xd3dbe2 : cold ? 0xc4d7ea : 0xc8ccd0,
      near: p.fogNear ?? (deep ? 4 : 12),
      far: p.fogFar ?? (deep ? 34 : cold ? 55 : 75),
    },
    envIntensity: climate === 'chilled' ? 0.55 : deep ? 0.4 : cold ? 0.8 : 0.5,
  })
  const length = bays * 2.7
  const height = levels * levelH + 0.4
  scene.add(
    at(
      warehouseFloor({
        size: 140,
        seed: p.seed,
        color: p.floorColor ?? (deep ? '#c9d6e1' : cold ? '#a9b4bf' : '#8f8c87'),
        roughness: deep ? 0.7 : cold ? 0.3 : 0.5,
        lanes: [
          [-8, -aisleW / 2 + 0.1, length + 2, -aisleW / 2 + 0.1, 0.08],
          [-8, aisleW / 2 - 0.1, length + 2, aisleW / 2 - 0.1, 0.08],
          [-6, -6, -6, 6, 0.12],
        ],
      }),
      length / 2,
      0,
      0,
    ),
  )
  scene.add(at(hall({ w: length + 30, d: 40, h: height + 3, cold }), length / 2, 0, 0))
  const runs = p.runs ?? 1
  for (let k = 0; k < runs; k++) {
    for (const side of [-1, 1]) {
      const z = side * (aisleW / 2 + 0.55 + k * (2.2 + aisleW))
      const run = rackRun({
        bays,
        levels,
        levelH,
        seed: p.seed + k * 10 + (side > 0 ? 1 : 0),
        frosted: frosty,
        fill: p.fill ?? 0.88,
        upright: p.upright ?? (cold ? 0xd7dde3 : C.rackBlue),
        beam: p.beam ?? (cold ? 0x2f6db5 : C.orange),
        load:
          (Array.isArray(p.load) ? p.load[side > 0 ? 1 : 0] : p.load) ??
          (deep ? 'frost' : 'cartons'),
        sensors: !!p.sensors,
        sprinklers: !!p.sprinklers,
        palletsPerBay: p.palletsPerBay ?? 2,
        palletColor: p.palletColor,
      })
      scene.add(at(run, 0, 0, z))
      if (k === 0) run.children.forEach((c) => (c.castShadow = true))
    }
  }
  const anim = {}
  if (p.shuttles) {
    // a rail level every second beam; shuttles parked or running in the aisle
    const r = rng(p.seed + 99)
    for (let l = 1; l < levels; l += 1) {
      for (const z of [-aisleW / 2 + 0.12, aisleW / 2 - 0.12])
        scene.add(
          at(box(length, 0.06, 0.08, M.steel(0x7d858d, 0.4)), length / 2, l * levelH - 0.1, z),
        )
    }
    anim.shuttles = []
    for (let l = 1; l < levels; l += 2) {
      const s = shuttle({
        withLoad: r() > 0.4,
        seed: p.seed + l,
        accent: cold ? 0x2f6db5 : C.brand,
      })
      s.position.set(4 + r() * (length - 8), l * levelH - 0.05, 0)
      s.rotation.y = Math.PI / 2
      anim.shuttles.push({ obj: s, x0: s.position.x, speed: 1.5 + r() * 1.5, phase: r() * 6 })
      scene.add(s)
    }
    const lf = lift({ height: height, level: 3 * levelH, seed: p.seed })
    scene.add(at(lf, -1.2, 0, 0))
    anim.lift = lf
  } else if (!p.noCrane) {
    scene.add(craneRails(length + 6, height - 0.5).translateX(-4))
    const crane = (p.trays ? propKinds.trayCrane : stackerCrane)({
      height: height - 1.2,
      lift: p.lift ?? 5,
      fork: p.fork ?? 0,
      seed: p.seed,
      double: !!p.double,
    })
    crane.position.set(p.craneX ?? length * 0.35, 0.08, 0)
    scene.add(crane)
    anim.crane = crane
    if (p.secondCrane) {
      const c2 = stackerCrane({
        height: height - 1.2,
        lift: 9,
        seed: p.seed + 3,
        double: !!p.double,
      })
      c2.position.set(length * 0.8, 0.08, 0)
      scene.add(c2)
    }
    // cranes in the neighbouring aisles (between the rack runs), each on its own rail
    for (const c of p.cranes ?? []) {
      const other = stackerCrane({
        height: height - 1.2,
        lift: c.lift ?? 3,
        seed: p.seed + 7 + Math.round(c.z * 3),
        double: !!p.double,
      })
      scene.add(at(craneRails(length + 6, height - 0.5).translateX(-4), 0, 0, c.z))
      scene.add(at(other, c.x ?? 4, 0.08, c.z))
    }
  }
  // light: skylight from the roof plus warm high-bay pools along the aisle
  keyLight(stage, scene, {
    pos: [length * 0.3, height + 20, 6],
    target: [length * 0.5, 0, 0],
    extent: Math.max(length, height) * 0.75,
    intensity: climate === 'chilled' ? 1.0 : deep ? 1.0 : cold ? 1.4 : 1.8,
    color: deep ? 0xa8c8ff : cold ? 0xdcecff : 0xfff2e2,
  })
  scene.add(
    new THREE.HemisphereLight(
      cold ? 0xdcecff : 0xfff6ec,
      cold ? 0x506070 : 0x6b6359,
      climate === 'chilled' ? 0.45 : deep ? 0.5 : cold ? 0.8 : 0.55,
    ),
  )
  for (let x = 4; x < length; x += 9) {
    if (quality.mode === 'still') {
      const pl = new THREE.PointLight(cold ? 0xcfe6ff : 0xffe2bd, cold ? 30 : 45, 22, 1.6)
      pl.position.set(x, height - 0.5, 0)
      scene.add(pl)
    }
    const lamp = box(0.9, 0.06, 0.3, M.emissive(cold ? 0xdcefff : 0xfff1dc, 8))
    lamp.castShadow = false
    scene.add(at(lamp, x, height + 0.4, 0))
  }
  placeProps(scene, p.props)
  if (frosty) {
    // frost haze: a few large translucent planes across the aisle catch the cold light
    const haze = new THREE.MeshBasicMaterial({
      color: 0xe8f4ff,
      transparent: true,
      opacity: deep ? 0.15 : 0.07,
      depthWrite: false,
      fog: true,
    })
    for (let x = 6; x < length; x += 6) {
      const plane = new THREE.Mesh(new THREE.PlaneGeometry(aisleW * 0.98, height), haze)
      plane.rotation.y = Math.PI / 2
      plane.position.set(x, height / 2, 0)
      scene.add(plane)
    }
    // -25 °C: cold mist lying on the floor along the aisle
    if (deep)
      for (const y of [0.15, 0.45, 0.8]) {
        const mist = new THREE.Mesh(new THREE.PlaneGeometry(length + 8, aisleW * 3), haze)
        mist.rotation.x = -Math.PI / 2
        mist.position.set(length / 2 - 4, y, 0)
        scene.add(mist)
      }
  }
  const cam = camera(p.fov ?? 45)
  frame(cam, p.shot ?? { pos: [-3.5, 1.7, 0.35], look: [length * 0.6, height * 0.35, 0] })
  const update = (t) => {
    if (anim.crane) {
      const c = anim.crane
      const u = (t % 16) / 16
      c.position.x = (p.craneX ?? 6) + 9 * (0.5 - 0.5 * Math.cos(u * Math.PI * 2))
      c.userData.carriage.position.y = 1 + 8 * (0.5 - 0.5 * Math.cos(u * Math.PI * 2 + 0.8))
      const f = Math.max(0, Math.sin(t * 0.9))
      c.userData.forks.position.z = 1.2 * f * f
    }
    if (anim.shuttles)
      for (const s of anim.shuttles)
        s.obj.position.x = 3 + ((s.x0 + t * s.speed + s.phase) % (length - 6))
    if (anim.lift) anim.lift.userData.platform.position.y = levelH * (4 + 3.5 * Math.sin(t * 0.4))
  }
  return { scene, camera: cam, update, length, height }
}

// ------------------------------------------------------------------------------------------
// AGV fleet: goods-to-person storage with latent AGVs and pods, or a forklift/roller floor

function fleet(stage, p) {
  const cold = !!p.cold
  const scene = createScene(stage, {
    background: cold ? 0xbcd0e3 : 0xc8ccd0,
    fog: { color: cold ? 0xc6d9ec : 0xcdd1d5, near: cold ? 14 : 25, far: cold ? 60 : 90 },
    envIntensity: 0.55,
  })
  const r = rng(p.seed)
  const W = 60
  const D = 40
  const lanes = []
  for (let x = -24; x <= 24; x += 3) lanes.push([x, -16, x, 16, 0.06])
  for (let z = -15; z <= 15; z += 2.4) lanes.push([-24, z, 24, z, 0.06])
  lanes.push([-26, 17.5, 26, 17.5, 0.15], [-26, 19.5, 26, 19.5, 0.15])
  scene.add(
    warehouseFloor({
      size: 160,
      seed: p.seed,
      color: cold ? '#aab6c2' : (p.floor ?? '#7f8891'),
      roughness: cold ? 0.25 : 0.35,
      lanes,
      repeat: 14,
    }),
  )
  scene.add(hall({ w: W + 20, d: D + 20, h: 14, cold }))
  // rack runs along the back wall
  for (let k = 0; k < 2; k++)
    scene.add(
      at(
        rackRun({
          bays: 20,
          levels: 6,
          levelH: 1.7,
          seed: p.seed + k,
          frosted: cold,
          upright: cold ? 0xd7dde3 : C.rackBlue,
          beam: cold ? 0x2f6db5 : C.orange,
        }),
        -27,
        0,
        -22 - k * 2.6,
      ),
    )
  const anim = { movers: [] }
  const mode = p.mode ?? 'pods'
  if (mode === 'pods') {
    // storage grid of pods, some carried
    for (let ix = -7; ix <= 7; ix++)
      for (let iz = -5; iz <= 3; iz++) {
        if (ix % 4 === 0 || iz === -1) continue
        if (r() < 0.12) continue
        const x = ix * 3 + 1.5
        const z = iz * 2.4 + 1.2
        if (r() < 0.18) {
          const agv = latentAgv({ withShelf: true, seed: p.seed + ix * 31 + iz })
          scene.add(at(agv, x, 0, z, r() > 0.5 ? 0 : Math.PI / 2))
        } else scene.add(at(shelfPod(p.seed + ix * 17 + iz), x, 0, z))
      }
    // vehicles running on the highways (x = multiples of 12, and z = -2.4)
    for (let i = 0; i < 9; i++) {
      const agv = latentAgv({ withShelf: r() > 0.35, seed: p.seed + 500 + i })
      const alongX = i % 2 === 0
      const lane = alongX ? -1.2 : [-10.5, 1.5, 13.5][i % 3]
      agv.position.set(alongX ? -22 + i * 5 : lane, 0, alongX ? lane : -14 + i * 3)
      agv.rotation.y = alongX ? 0 : Math.PI / 2
      scene.add(agv)
      anim.movers.push({
        obj: agv,
        alongX,
        base: alongX ? agv.position.x : agv.position.z,
        speed: 1.1 + r() * 0.4,
      })
    }
    // picking stations along the front
    for (let i = 0; i < 4; i++) {
      const st = new THREE.Group()
      st.add(at(box(2.6, 1.0, 1.2, M.paint(0xdfe2e5, 0.4)), 0, 0.5, 0))
      st.add(at(box(2.8, 0.08, 0.08, M.paint(C.brand, 0.4)), 0, 2.2, -0.5))
      for (const x of [-1.35, 1.35])
        st.add(at(box(0.08, 2.2, 0.08, M.paint(C.brand, 0.4)), x, 1.1, -0.5))
      const screen = new THREE.Mesh(
        new THREE.PlaneGeometry(0.6, 0.38),
        new THREE.MeshStandardMaterial({
          color: 0,
          emissive: 0xffffff,
          emissiveMap: screenTexture(p.seed + i, 'chart'),
          emissiveIntensity: 1.2,
        }),
      )
      st.add(at(screen, 0.9, 1.5, 0.2))
      st.add(at(box(0.9, 0.45, 0.7, M.plastic(0x2f6db5, 0.5), { round: 0.02 }), -0.6, 1.25, 0.1))
      scene.add(at(st, -15 + i * 10, 0, 13.2))
    }
  } else {
    // forklift / roller / heavy floor: pallet lanes, dock doors and vehicles
    for (let i = 0; i < 14; i++)
      for (let j = 0; j < 3; j++)
        if (r() > 0.25)
          scene.add(
            at(
              pallet(p.seed + i * 3 + j, { height: 0.9 + r() * 0.6, frosted: cold }),
              -20 + i * 1.5,
              0,
              6 + j * 1.4,
            ),
          )
    const kinds =
      mode === 'mixed'
        ? ['forklift', 'roller', 'latent', 'forklift', 'heavy', 'roller']
        : ['forklift', 'forklift', 'forklift', 'roller']
    kinds.forEach((kind, i) => {
      const m =
        kind === 'forklift'
          ? forkliftAgv({ seed: p.seed + i, lift: 0.15 + (i % 2) * 0.9 })
          : kind === 'roller'
            ? rollerAgv({ seed: p.seed + i })
            : kind === 'heavy'
              ? heavyAgv({ load: 'module' })
              : latentAgv({ withShelf: true, seed: p.seed + i })
      const alongX = i % 2 === 0
      m.position.set(alongX ? -18 + i * 7 : -8 + i * 4, 0, alongX ? -1.2 - (i % 3) * 2.4 : 2)
      m.rotation.y = alongX ? (i % 4 === 0 ? 0 : Math.PI) : Math.PI / 2
      scene.add(m)
      anim.movers.push({
        obj: m,
        alongX,
        base: alongX ? m.position.x : m.position.z,
        speed: (i % 4 === 0 ? 1 : -1) * (0.8 + r() * 0.4),
      })
    })
    for (let i = 0; i < 6; i++) {
      scene.add(at(box(3.2, 3.6, 0.12, M.plastic(0x9aa3ac, 0.5)), -20 + i * 6, 1.8, D / 2 + 9.8))
    }
  }
  keyLight(stage, scene, {
    pos: [-20, 30, -14],
    target: [0, 0, 0],
    extent: 34,
    intensity: cold ? 1.5 : 2.0,
    color: cold ? 0xdcecff : 0xfff1e0,
  })
  scene.add(new THREE.HemisphereLight(cold ? 0xdcecff : 0xfff6ec, 0x707070, cold ? 0.9 : 0.7))
  const cam = camera(p.fov ?? 38)
  frame(cam, p.shot ?? { pos: [16, 9, 22], look: [-2, 0, -2] })
  const update = (t) => {
    for (const m of anim.movers) {
      const span = 44
      const v = ((((m.base + 22 + t * m.speed) % span) + span) % span) - 22
      if (m.alongX) m.obj.position.x = v
      else m.obj.position.z = ((((m.base + 14 + t * m.speed) % 28) + 28) % 28) - 14
    }
  }
  return { scene, camera: cam, update }
}

// ------------------------------------------------------------------------------------------
// Conveyors and a sorter with parcels

function sortation(stage, p) {
  const scene = createScene(stage, {
    background: 0xc9cdd2,
    fog: { color: 0xcbcfd4, near: 20, far: 80 },
    envIntensity: 0.55,
  })
  scene.add(
    warehouseFloor({
      size: 140,
      seed: p.seed,
      color: '#7b8590',
      roughness: 0.35,
      lanes: [
        [-30, 8, 30, 8, 0.12],
        [-30, 10, 30, 10, 0.12],
      ],
      repeat: 12,
    }),
  )
  scene.add(hall({ w: 70, d: 50, h: 13 }))
  const anim = { belts: [] }
  const s = sorter({ length: 22, width: 4.2, seed: p.seed })
  scene.add(at(s, -11, 0, -4))
  for (let i = 0; i < 4; i++) {
    const c = conveyor({ length: 16, seed: p.seed + i, height: 0.85, belt: i % 2 === 0 })
    scene.add(at(c, -22 + i * 0, 0, 3 + i * 1.4))
    anim.belts.push({ c, len: 16 })
  }
  for (let i = 0; i < 3; i++) {
    const c = conveyor({ length: 12, seed: p.seed + 10 + i, height: 0.85 })
    scene.add(at(c, 6, 0, -10 + i * 3, -Math.PI / 2))
    anim.belts.push({ c, len: 12 })
  }
  // mezzanine conveyor on a steel structure
  const mezz = conveyor({ length: 30, seed: p.seed + 30, height: 4.2, parcels: 12 })
  scene.add(at(mezz, -18, 0, -9))
  anim.belts.push({ c: mezz, len: 30 })
  // roller cages and pallets at the chutes
  for (let i = 0; i < 12; i++)
    scene.add(at(pallet(p.seed + i, { height: 0.5 + (i % 3) * 0.3 }), -10 + i * 1.45, 0, 0.6))
  for (let k = 0; k < 2; k++)
    scene.add(
      at(rackRun({ bays: 14, levels: 5, levelH: 1.8, seed: p.seed + k }), -20, 0, -19 - k * 2.6),
    )
  keyLight(stage, scene, { pos: [-14, 26, 14], extent: 30, intensity: 2.1 })
  scene.add(new THREE.HemisphereLight(0xfff6ec, 0x707070, 0.9))
  const cam = camera(p.fov ?? 40)
  frame(cam, p.shot ?? { pos: [10, 7, 14], look: [-6, 0.5, -2] })
  const update = (t) => {
    for (const b of anim.belts)
      b.c.userData.parcels.forEach((parcel, i) => {
        const n = b.c.userData.parcels.length
        parcel.position.x = (((i + 0.5) * (b.len / n) + t * 0.9) % b.len) + 0.001
      })
  }
  return { scene, camera: cam, update }
}

// ------------------------------------------------------------------------------------------
// Control room (digital twin) and a boardroom

function control(stage, p) {
  const scene = createScene(stage, { background: 0x0c1016, envIntensity: 0.25 })
  scene.add(controlRoom((seed, kind) => screenTexture(seed, kind), { seed: p.seed }))
  const spot = new THREE.SpotLight(0xe6eeff, 60, 20, 0.8, 0.6, 1.6)
  spot.position.set(0, 4.8, 3)
  spot.target.position.set(0, 0, -2)
  spot.castShadow = true
  spot.shadow.mapSize.set(
    stage.quality === 'still' ? 2048 : 1024,
    stage.quality === 'still' ? 2048 : 1024,
  )
  spot.shadow.radius = 4
  scene.add(spot, spot.target)
  scene.add(new THREE.HemisphereLight(0x9fb4d8, 0x202020, 0.5))
  const fill = new THREE.PointLight(0x7ab6ff, 14, 14, 1.5)
  fill.position.set(0, 4.4, 1)
  scene.add(fill)
  const cam = camera(p.fov ?? 44)
  const shot = p.shot ?? { pos: [3.5, 2.3, 7.2], look: [-0.8, 1.6, -5] }
  frame(cam, shot)
  const update = (t) => {
    const a = t * 0.03
    frame(cam, {
      pos: [shot.pos[0] - Math.sin(a) * 6, shot.pos[1], shot.pos[2] - t * 0.05],
      look: shot.look,
    })
  }
  return { scene, camera: cam, update }
}

/**
 * A boardroom by day, seen from the foot of its long table at eye level: a walnut table with
 * executive chairs, the quarter's figures on the wall screen at the far end, floor-to-ceiling
 * windows on the right with the sun coming in over the park, wooden panelling on the left.
 */
function boardroom(stage, p) {
  const scene = createScene(stage, { background: 0xdfe6ee, envIntensity: 0.35 })
  const W = 7.2
  const D = 12
  const H = 3
  const r = rng(p.seed)
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(W, D),
    new THREE.MeshStandardMaterial({
      map: fabricTexture(p.seed, '#3e4043', [6, 10]),
      roughness: 0.95,
    }),
  )
  floor.rotation.x = -Math.PI / 2
  floor.receiveShadow = true
  scene.add(floor)
  const plaster = M.plastic(0xebe8e2, 0.9)
  const ceiling = box(W, 0.1, D, M.plastic(0xd9d7d2, 0.9))
  scene.add(at(ceiling, 0, H + 0.05, 0))
  // recessed linear lights along the table
  for (const x of [-0.9, 0.9]) {
    const l = box(0.06, 0.02, 8, M.emissive(0xfff4e6, 1.6))
    l.castShadow = false
    scene.add(at(l, x, H - 0.005, -0.5))
  }
  // the far wall: dark stone around the screen, a low credenza
  scene.add(at(box(W, H, 0.2, M.plastic(0x3b3d40, 0.6)), 0, H / 2, -D / 2))
  scene.add(at(box(3.3, 1.9, 0.06, M.plastic(0x0b0c0e, 0.3)), 0, 1.72, -D / 2 + 0.13))
  const screen = new THREE.Mesh(
    new THREE.PlaneGeometry(3.2, 1.8),
    new THREE.MeshStandardMaterial({
      color: 0,
      emissive: 0xffffff,
      emissiveMap: quarterSlide(),
      emissiveIntensity: 0.95,
      roughness: 0.15,
    }),
  )
  scene.add(at(screen, 0, 1.72, -D / 2 + 0.165))
  scene.add(
    at(
      box(
        3.6,
        0.55,
        0.45,
        new THREE.MeshStandardMaterial({ map: woodTexture(p.seed + 3), roughness: 0.5 }),
      ),
      0,
      0.3,
      -D / 2 + 0.35,
    ),
  )
  // the left wall: walnut panels with shadow gaps; the near wall behind the camera
  const walnut = new THREE.MeshStandardMaterial({
    map: woodTexture(p.seed, '#5a3b25', [1, 1]),
    roughness: 0.5,
  })
  scene.add(at(box(0.2, H, D, plaster), -W / 2 - 0.1, H / 2, 0))
  for (let z = -D / 2 + 0.6; z < D / 2; z += 1.2)
    scene.add(at(box(0.04, H - 0.2, 1.17, walnut), -W / 2 + 0.02, H / 2, z))
  scene.add(at(box(W, H, 0.2, plaster), 0, H / 2, D / 2 + 0.1))
  // the window wall on the right: mullions, a sill and a transom; the park beyond
  const frameMat = M.steel(0x3a3e44, 0.45)
  for (let z = -D / 2; z <= D / 2 + 0.01; z += 1.5)
    scene.add(at(box(0.08, H, 0.07, frameMat), W / 2, H / 2, z))
  scene.add(at(box(0.12, 0.08, D, frameMat), W / 2, 0.04, 0))
  scene.add(at(box(0.12, 0.14, D, frameMat), W / 2, H - 0.07, 0))
  const pane = new THREE.MeshPhysicalMaterial({
    color: 0xffffff,
    roughness: 0.02,
    transparent: true,
    opacity: 0.06,
  })
  const glass = new THREE.Mesh(new THREE.PlaneGeometry(D, H), pane)
  scene.add(at(glass, W / 2 + 0.02, H / 2, 0, -Math.PI / 2))
  const view = new THREE.Mesh(
    new THREE.PlaneGeometry(90, 40),
    new THREE.MeshBasicMaterial({ map: windowView(p.seed), toneMapped: false }),
  )
  scene.add(at(view, W / 2 + 30, 6, -8, -Math.PI / 2))
  // the table: a walnut top on two dark pedestals, a cable box in the middle
  const top = new THREE.MeshPhysicalMaterial({
    map: woodTexture(p.seed + 1, '#5e3d26', [1, 1]),
    roughness: 0.32,
    clearcoat: 0.6,
    clearcoatRoughness: 0.2,
  })
  const L = 6
  scene.add(at(box(1.5, 0.05, L, top, { round: 0.02 }), 0, 0.74, -1.6))
  for (const z of [-3.3, 0.1])
    scene.add(at(box(0.5, 0.7, 1.4, M.plastic(0x25272a, 0.5)), 0, 0.36, z))
  scene.add(at(box(0.3, 0.01, 0.12, M.steel(0x2b2e33, 0.3)), 0, 0.77, -1.6))
  // chairs along both sides and one at the far end, each a little out of line
  const places = []
  for (let i = 0; i < 5; i++) {
    const z = -4.1 + i * 1.15
    places.push([-1.12, z, Math.PI / 2], [1.12, z, -Math.PI / 2])
  }
  places.push([0, -4.9, 0])
  for (const [x, z, ry] of places) {
    const jitter = (r() - 0.5) * 0.25
    const pull = (r() - 0.3) * 0.18
    scene.add(
      at(
        propKinds.officeChair({ turn: r() }),
        x + Math.sign(x) * pull,
        0,
        z + (r() - 0.5) * 0.12,
        ry + jitter,
      ),
    )
  }
  // at each place a pad, a pen, a glass; reports at a few, a conference phone in the middle
  for (const [x, z] of places.slice(0, 10)) {
    const s = Math.sign(x)
    const pad = new THREE.Mesh(
      new THREE.PlaneGeometry(0.3, 0.21),
      new THREE.MeshStandardMaterial({
        map: paperTexture('page', p.seed + x * 7 + z),
        roughness: 0.8,
      }),
    )
    pad.rotation.x = -Math.PI / 2
    pad.rotation.z = (s * Math.PI) / 2 + (r() - 0.5) * 0.2
    pad.receiveShadow = true
    scene.add(at(pad, s * 0.5, 0.768, z))
    scene.add(at(propKinds.pen(), s * 0.42, 0.765, z + 0.18, Math.PI / 2 + (r() - 0.5) * 0.4))
    scene.add(at(propKinds.waterGlass(), s * 0.3, 0.765, z - 0.22))
  }
  const phone = new THREE.Group()
  phone.add(at(cyl(0.14, 0.16, 0.04, M.plastic(0x1a1c1f, 0.4), 3), 0, 0.02, 0))
  scene.add(at(phone, 0, 0.765, -2.3, 0.3))
  // daylight: the afternoon sun through the windows, sky light, the ceiling's lights
  const sun = keyLight(stage, scene, {
    pos: [15, 8.5, 1.5],
    target: [0, 0, -1.5],
    extent: 15,
    intensity: 6,
    color: 0xffe8cc,
  })
  sun.shadow.camera.far = 60
  scene.add(new THREE.HemisphereLight(0xe4eefa, 0x5a5048, 0.3))
  const skyFill = new THREE.RectAreaLight(0xdde9f7, 2.2, D, H)
  skyFill.position.set(W / 2 + 0.05, H / 2, 0)
  skyFill.lookAt(0, H / 2, 0)
  scene.add(skyFill)
  const cam = camera(p.fov ?? 48)
  frame(cam, p.shot ?? { pos: [0.55, 1.42, 4.3], look: [-0.05, 1.15, -6] })
  return { scene, camera: cam }
}

/** What a window looks out on: sky, the park's buildings and trees, bright as daylight is. */
function windowView(seed) {
  const r = rng(seed)
  return paintedTexture(1024, 512, (g) => {
    // out of focus and bright, as a camera exposed for the room sees the outside
    g.filter = 'blur(2px) brightness(1.08)'
    const sky = g.createLinearGradient(0, 0, 0, 330)
    sky.addColorStop(0, '#a9c6e4')
    sky.addColorStop(1, '#eef3f6')
    g.fillStyle = sky
    g.fillRect(0, 0, 1024, 512)
    for (let i = 0; i < 9; i++) {
      const x = r() * 1024
      const w = 60 + r() * 140
      const h = 60 + r() * 130
      g.fillStyle = ['#e6e9ec', '#d5dbe1', '#c9d3dc'][i % 3]
      g.fillRect(x, 330 - h, w, h)
      g.fillStyle = 'rgba(60,90,120,0.35)'
      for (let y = 330 - h + 14; y < 320; y += 16) g.fillRect(x + 6, y, w - 12, 6)
    }
    for (let x = 0; x < 1024; x += 14) {
      g.fillStyle = ['#7f9a6a', '#6f8d5c', '#8aa673'][Math.floor(r() * 3)]
      g.beginPath()
      g.arc(x, 334 - r() * 14, 14 + r() * 12, 0, Math.PI * 2)
      g.fill()
    }
    g.fillStyle = '#a9b1a0'
    g.fillRect(0, 340, 1024, 172)
  })
}

// ------------------------------------------------------------------------------------------
// Industrial park, a factory line, a trade fair stand

function skyTexture(top, bottom) {
  const c = document.createElement('canvas')
  c.width = 4
  c.height = 512
  const g = c.getContext('2d')
  const grad = g.createLinearGradient(0, 0, 0, 512)
  grad.addColorStop(0, top)
  grad.addColorStop(1, bottom)
  g.fillStyle = grad
  g.fillRect(0, 0, 4, 512)
  const t = new THREE.CanvasTexture(c)
  t.colorSpace = THREE.SRGBColorSpace
  return t
}

function park(stage, p) {
  const dusk = !!p.dusk
  const scene = createScene(stage, {
    background: skyTexture(dusk ? '#3a4f74' : '#8fb3d9', dusk ? '#f2b486' : '#e4edf5'),
    fog: { color: dusk ? 0xd9b9a2 : 0xdce6ef, near: 120, far: 420 },
    envIntensity: 0.6,
  })
  const r = rng(p.seed)
  const ground = new THREE.Mesh(
    new THREE.PlaneGeometry(900, 900),
    new THREE.MeshStandardMaterial({ color: 0x6f8a55, roughness: 0.95 }),
  )
  ground.rotation.x = -Math.PI / 2
  ground.receiveShadow = true
  scene.add(ground)
  // roads and yards
  const asphalt = new THREE.MeshStandardMaterial({ color: 0x4a4f55, roughness: 0.85 })
  for (const [x, z, w, d] of [
    [0, 24, 320, 12],
    [0, -48, 320, 10],
    [-50, 0, 10, 260],
    [55, 0, 10, 260],
    [0, 38, 130, 22],
  ]) {
    const road = new THREE.Mesh(new THREE.PlaneGeometry(w, d), asphalt)
    road.rotation.x = -Math.PI / 2
    road.position.set(x, 0.02, z)
    road.receiveShadow = true
    scene.add(road)
  }
  for (let x = -150; x < 150; x += 6) {
    const dash = new THREE.Mesh(
      new THREE.PlaneGeometry(3, 0.2),
      new THREE.MeshStandardMaterial({ color: 0xe8e8e8, roughness: 0.6 }),
    )
    dash.rotation.x = -Math.PI / 2
    dash.position.set(x, 0.03, 24)
    scene.add(dash)
  }
  // buildings: the main plant, the high-bay store, offices
  scene.add(at(building({ w: 90, d: 36, h: 14, seed: p.seed, docks: 12 }), 0, 0, 0))
  scene.add(
    at(building({ w: 30, d: 30, h: 34, seed: p.seed + 1, docks: 0, band: C.brand }), -70, 0, -5),
  )
  scene.add(
    at(building({ w: 26, d: 16, h: 20, seed: p.seed + 2, docks: 0, glass: true }), 90, 0, -4),
  )
  scene.add(at(building({ w: 70, d: 30, h: 12, seed: p.seed + 3, docks: 8 }), 10, 0, -78))
  scene.add(
    at(building({ w: 50, d: 28, h: 15, seed: p.seed + 4, docks: 6, color: 0xd6dadf }), -90, 0, -80),
  )
  if (p.opening) {
    // flags at the new plant's entrance and an arch of brand colour
    for (let i = 0; i < 8; i++) {
      scene.add(at(cyl(0.08, 0.08, 8, M.steel()), 60 + i * 3, 4, 30))
      scene.add(
        at(box(1.6, 1.0, 0.02, M.paint(i % 2 ? C.brand : 0xd42a20, 0.6)), 60.8 + i * 3, 7.2, 30),
      )
    }
    scene.add(at(box(14, 1.2, 1.2, M.paint(0xd42a20, 0.5), { round: 0.5 }), 70, 6, 36))
    for (const x of [63, 77]) scene.add(at(cyl(0.6, 0.6, 6, M.paint(0xd42a20, 0.5)), x, 3, 36))
  }
  // trucks at the docks and on the roads
  for (let i = 0; i < 7; i++)
    scene.add(
      at(
        truck({ cab: [C.blue, 0xd9dde1, 0x9b2a20, C.brand][i % 4] }),
        -36 + i * 12,
        0,
        25 + (i % 2) * 6,
        Math.PI / 2,
      ),
    )
  for (let i = 0; i < 3; i++)
    scene.add(at(truck({ cab: C.blue }), -120 + i * 70, 0, -46, i % 2 ? 0 : Math.PI))
  // cars in a parking lot
  for (let i = 0; i < 24; i++) {
    const car = new THREE.Group()
    const col = [0xe8e8e8, 0x2b2f36, 0x8a9098, 0x1d4e89, 0xb0b4b8][Math.floor(r() * 5)]
    car.add(at(box(4.3, 0.7, 1.8, M.paint(col, 0.3), { round: 0.25 }), 0, 0.6, 0))
    car.add(at(box(2.4, 0.6, 1.6, M.glass(0x1a2633), { round: 0.2 }), -0.2, 1.15, 0))
    scene.add(at(car, 75 + (i % 8) * 2.6, 0, 16 + Math.floor(i / 8) * 5.5, Math.PI / 2))
  }
  // trees along the roads
  for (let i = 0; i < 70; i++) {
    const x = -150 + i * 4.5 + r() * 2
    if (Math.abs(x - 55) < 6 || Math.abs(x + 50) < 6) continue
    scene.add(at(tree(p.seed + i, 1.2 + r() * 0.5), x, 0, 32 + (i % 2) * 0.5 + (p.opening ? 0 : 0)))
  }
  for (let i = 0; i < 40; i++)
    scene.add(at(tree(p.seed + 100 + i, 1.5), -140 + r() * 280, 0, -130 - r() * 40))
  if (p.saplings)
    for (let i = 0; i < 40; i++)
      scene.add(
        at(tree(p.seed + 200 + i, 0.45), 20 + (i % 10) * 2.5, 0, 48 + Math.floor(i / 10) * 2.5),
      )
  keyLight(stage, scene, {
    pos: dusk ? [-160, 60, 80] : [-90, 140, 110],
    target: [0, 0, 0],
    extent: 140,
    intensity: dusk ? 2.6 : 3.0,
    color: dusk ? 0xffb27a : 0xfff4e4,
    mapSize: stage.quality === 'still' ? 8192 : 1024,
  })
  scene.add(new THREE.HemisphereLight(dusk ? 0x8aa0c8 : 0xbcd4ee, 0x5a6a48, dusk ? 0.6 : 0.9))
  const cam = camera(p.fov ?? 34)
  const shot = p.shot ?? { pos: [150, 70, 150], look: [0, 5, 0] }
  frame(cam, shot)
  const update = (t) => {
    const a = t * 0.02
    const [x, y, z] = shot.pos
    frame(cam, {
      pos: [x * Math.cos(a) - z * Math.sin(a), y - t * 0.4, x * Math.sin(a) + z * Math.cos(a)],
      look: shot.look,
    })
  }
  return { scene, camera: cam, update }
}

/**
 * The company's office and R&D building in the late afternoon, from the forecourt at a
 * person's eye height with a long lens: a five-storey curtain wall of glass between aluminium
 * mullions and spandrels that reflects the sky (each pane a hair out of plane, as real panes
 * are), a lit lobby behind the ground floor's clear glass, the entrance canopy, clipped hedges,
 * lawn and trees on a stone-paved forecourt, the low sun raking across it all.
 */
function office(stage, p) {
  const r = rng(p.seed)
  const sky = skyPanorama(p.seed, { sun: 0.88 })
  const scene = createScene(stage, {
    background: sky,
    fog: { color: 0xe7dccb, near: 160, far: 600 },
    envIntensity: 1,
  })
  const pmrem = new THREE.PMREMGenerator(stage.renderer)
  scene.environment = pmrem.fromEquirectangular(sky).texture
  const ground = new THREE.Mesh(
    new THREE.PlaneGeometry(600, 600),
    new THREE.MeshStandardMaterial({
      map: foliageTexture(p.seed, '#5f7a44', [180, 180]),
      roughness: 1,
    }),
  )
  ground.rotation.x = -Math.PI / 2
  ground.receiveShadow = true
  scene.add(ground)
  // the forecourt: large pale stone slabs, a road in front, the pavement on its near side
  // (where the photographer stands), kerbs between them
  const surface = (w, d, map, roughness, z, y) => {
    const m = new THREE.Mesh(
      new THREE.PlaneGeometry(w, d),
      new THREE.MeshStandardMaterial({ map, roughness }),
    )
    m.rotation.x = -Math.PI / 2
    m.receiveShadow = true
    scene.add(at(m, 0, y, z))
  }
  surface(64, 26, floorTexture(p.seed, '#b7b1a6', 10), 0.8, 13, 0.02)
  surface(300, 9, floorTexture(p.seed + 1, '#4b4e52', 30), 0.9, 31, 0.025)
  surface(300, 18, floorTexture(p.seed + 6, '#a9a49b', 40), 0.85, 44.6, 0.03)
  for (const z of [26.4, 35.6])
    scene.add(at(box(300, 0.15, 0.3, M.plastic(0xc9c5bd, 0.8)), 0, 0.07, z))
  // the building: 60 m long, five storeys of 4.2 m, the ground floor 5 m high
  const L = 60
  const Dp = 20
  const floors = [0, 5, 9.2, 13.4, 17.6]
  const Hb = 21.8
  const alu = M.steel(0x9aa2ab, 0.32)
  const dark = M.steel(0x2e3338, 0.4)
  // the floors' dark interior behind the panes; the lobby's depth is open behind the ground floor
  scene.add(
    at(box(L, Hb - 5.3, Dp, M.plastic(0x2a2f35, 0.8)), 0, 5.3 + (Hb - 5.3) / 2, -Dp / 2 - 0.5),
  )
  scene.add(at(box(L, 5.3, Dp - 8, M.plastic(0x2a2f35, 0.8)), 0, 2.65, -8.1 - (Dp - 8) / 2))
  const coated = new THREE.MeshPhysicalMaterial({
    color: 0x7a90a4,
    metalness: 0.75,
    roughness: 0.04,
    clearcoat: 1,
    clearcoatRoughness: 0.02,
    envMapIntensity: 1.2,
  })
  // the upper floors' panes (1.5 m wide), each tilted a little: an instanced mesh
  const panes = []
  for (let f = 1; f < floors.length; f++) {
    const y0 = floors[f] + 0.9
    const h = 3.2
    for (let x = -L / 2 + 0.75; x < L / 2; x += 1.5)
      panes.push({
        x,
        y: y0 + h / 2,
        z: 0.02,
        w: 1.46,
        h,
        d: 0.02,
        tx: (r() - 0.5) * 0.012,
        ty: (r() - 0.5) * 0.012,
        c: 0.94 + r() * 0.08,
      })
  }
  const paneMesh = new THREE.InstancedMesh(new THREE.BoxGeometry(1, 1, 1), coated, panes.length)
  const m4 = new THREE.Matrix4()
  const q = new THREE.Quaternion()
  const col = new THREE.Color()
  panes.forEach((it, i) => {
    q.setFromEuler(new THREE.Euler(it.tx, it.ty, 0))
    m4.compose(new THREE.Vector3(it.x, it.y, it.z), q, new THREE.Vector3(it.w, it.h, it.d))
    paneMesh.setMatrixAt(i, m4)
    paneMesh.setColorAt(i, col.setScalar(it.c))
  })
  paneMesh.receiveShadow = true
  scene.add(paneMesh)
  // spandrels at every slab, mullions, the parapet's coping
  for (let f = 1; f < floors.length; f++)
    scene.add(at(box(L + 0.1, 0.9, 0.14, alu), 0, floors[f] + 0.45, 0.05))
  scene.add(at(box(L + 0.4, 1.1, 0.5, alu), 0, Hb - 0.55 + 0.1, 0.1))
  for (let x = -L / 2; x <= L / 2 + 0.01; x += 1.5)
    scene.add(at(box(0.06, Hb - 5, 0.22, alu), x, 5 + (Hb - 5) / 2, 0.1))
  for (const x of [-L / 2 - 0.2, L / 2 + 0.2])
    scene.add(at(box(0.4, Hb + 0.2, Dp + 1, M.plastic(0xd9d6cf, 0.7)), x, Hb / 2, -Dp / 2))
  // the ground floor: clear glass in front of a lit lobby, the entrance in the middle
  const lobbyFloor = new THREE.Mesh(
    new THREE.PlaneGeometry(L, 8),
    new THREE.MeshStandardMaterial({ map: floorTexture(p.seed + 2, '#d8d3c9', 6), roughness: 0.3 }),
  )
  lobbyFloor.rotation.x = -Math.PI / 2
  scene.add(at(lobbyFloor, 0, 0.03, -4))
  // the lobby's back wall: pale stone, lit by the ceiling's lights
  scene.add(at(box(L, 5, 0.2, M.plastic(0xc9c1b3, 0.7)), 0, 2.5, -8))
  for (let x = -L / 2 + 3; x < L / 2; x += 4)
    for (const z of [-1.5, -5]) {
      const l = box(1.6, 0.05, 0.5, M.emissive(0xfff0d8, 2.5))
      l.castShadow = false
      scene.add(at(l, x, 4.95, z))
    }
  const lobbyLight = new THREE.RectAreaLight(0xfff0dc, 2.5, L, 7)
  lobbyLight.position.set(0, 4.9, -4)
  lobbyLight.lookAt(0, 0, -4)
  scene.add(lobbyLight)
  scene.add(at(box(L, 0.3, 8, M.plastic(0xe8e5df, 0.9)), 0, 5.15, -4))
  const clear = new THREE.MeshPhysicalMaterial({
    color: 0xb9c6cf,
    metalness: 0.1,
    roughness: 0.03,
    transparent: true,
    opacity: 0.1,
    clearcoat: 1,
  })
  const gf = new THREE.Mesh(new THREE.PlaneGeometry(L, 5), clear)
  scene.add(at(gf, 0, 2.5, 0.02))
  for (let x = -L / 2; x <= L / 2 + 0.01; x += 3)
    scene.add(at(box(0.08, 5, 0.2, dark), x, 2.5, 0.1))
  scene.add(at(box(L, 0.12, 0.2, dark), 0, 2.9, 0.1))
  // lobby furniture seen through the glass: a reception desk, benches, planters
  scene.add(at(box(4, 1.1, 0.8, M.plastic(0xefece6, 0.5), { round: 0.05 }), 0, 0.55, -5))
  for (const x of [-14, -7, 8, 15])
    scene.add(at(box(2.2, 0.45, 0.6, M.plastic(0x3b3f45, 0.7)), x, 0.23, -3.2))
  // the entrance canopy: a thin white slab cantilevered over the doors, downlights beneath
  const canopy = new THREE.Group()
  canopy.add(at(box(12, 0.35, 5, M.plastic(0xf1f0ec, 0.5)), 0, 0, 0))
  canopy.add(at(box(12.1, 0.08, 5.1, alu), 0, -0.2, 0))
  for (let x = -4.5; x <= 4.5; x += 1.5)
    for (const z of [-1, 1]) {
      const dl = cyl(0.09, 0.09, 0.01, M.emissive(0xfff2dc, 6), 16)
      dl.castShadow = false
      canopy.add(at(dl, x, -0.245, z))
    }
  scene.add(at(canopy, 0, 4.4, 2.5))
  for (const x of [-5.6, 5.6]) scene.add(at(cyl(0.12, 0.12, 4.3, alu, 16), x, 2.15, 4.6))
  // the entrance: two pairs of glass doors in dark frames, long steel handles
  for (const x of [-1.6, 1.6]) {
    for (const dx of [-0.7, 0.7]) {
      const leaf = new THREE.Group()
      leaf.add(at(box(1.36, 0.08, 0.06, dark), 0, 2.76, 0))
      leaf.add(at(box(1.36, 0.12, 0.06, dark), 0, 0.06, 0))
      for (const sx of [-0.66, 0.66]) leaf.add(at(box(0.05, 2.8, 0.06, dark), sx, 1.4, 0))
      leaf.add(at(box(0.03, 1.2, 0.03, M.steel(0xc9ced4, 0.2)), -Math.sign(dx) * 0.5, 1.1, 0.06))
      scene.add(at(leaf, x + dx, 0, 0.12))
    }
    scene.add(at(box(2.9, 0.16, 0.2, dark), x, 2.92, 0.12))
  }
  // landscaping: clipped hedges in low planters along the forecourt, lawn, trees, a bench
  const hedge = new THREE.MeshStandardMaterial({
    map: foliageTexture(p.seed + 3, '#46693a', [4, 1]),
    roughness: 0.95,
  })
  const lawn = new THREE.MeshStandardMaterial({
    map: foliageTexture(p.seed + 4, '#6f8f4c', [8, 3]),
    roughness: 1,
  })
  const stone = M.plastic(0xc7c1b6, 0.8)
  for (const side of [-1, 1]) {
    const cx = side * 19
    scene.add(at(box(16, 0.45, 6, stone), cx, 0.225, 9))
    scene.add(at(box(15.6, 0.05, 5.6, lawn), cx, 0.46, 9))
    scene.add(at(box(14, 0.9, 1.1, hedge, { round: 0.12 }), cx, 0.9, 6.9))
    scene.add(at(box(0.7, 0.5, 6, stone), cx - side * 7.2, 0.25, 9))
    for (const dx of [-4.5, 3.5])
      scene.add(at(parkTree(p.seed + side * 10 + dx, 1.15), cx + dx, 0.45, 9.8))
  }
  for (const x of [-38, -30, 31, 39]) scene.add(at(parkTree(p.seed + 40 + x, 1.3), x, 0, 28.5))
  for (const x of [-8.5, 8.5])
    scene.add(at(box(2.4, 0.45, 0.55, M.plastic(0x8a8680, 0.7)), x, 0.23, 12))
  // neighbours: the plant's long hall beyond, to the left
  scene.add(at(building({ w: 90, d: 36, h: 14, seed: p.seed + 5, docks: 0 }), -110, 0, -30))
  // the late-afternoon sun, low from the west (the left), and a blue sky's fill
  keyLight(stage, scene, {
    pos: [-66, 19, 58],
    target: [0, 6, 4],
    extent: 48,
    intensity: 3.6,
    color: 0xffc58a,
    mapSize: 8192,
  })
  scene.add(new THREE.HemisphereLight(0xb5cbe6, 0x6b6250, 0.45))
  const cam = camera(p.fov ?? 26)
  frame(cam, p.shot ?? { pos: [24, 1.8, 60], look: [-4, 9.4, 0] })
  return { scene, camera: cam }
}

/** A broadleaf tree: a trunk that forks, its crown many small leaf clusters, not one ball. */
function parkTree(seed, s = 1) {
  const r = rng(Math.round(seed * 97) >>> 0)
  const g = new THREE.Group()
  const bark = M.plastic(0x4e4034, 0.95)
  g.add(at(cyl(0.11 * s, 0.17 * s, 2.6 * s, bark, 10), 0, 1.3 * s, 0))
  for (let k = 0; k < 3; k++) {
    const b = cyl(0.04 * s, 0.08 * s, 1.8 * s, bark, 8)
    b.rotation.z = (r() - 0.5) * 0.9
    b.rotation.x = (r() - 0.5) * 0.9
    g.add(at(b, 0, 3.1 * s, 0))
  }
  const tone = [0x4d6b35, 0x56763a, 0x43602f][Math.floor(r() * 3)]
  const leaves = [-0.06, -0.02, 0.02, 0.05].map((l) =>
    mat(`leaves-${tone}-${l}`, () => {
      const map = mat(`leaf-texture-${tone}`, () =>
        foliageTexture(7, `#${tone.toString(16).padStart(6, '0')}`, [2, 2]),
      )
      return new THREE.MeshStandardMaterial({
        color: new THREE.Color(1, 1, 1).multiplyScalar(0.9 + l * 2),
        map,
        roughness: 0.9,
      })
    }),
  )
  for (let i = 0; i < 110; i++) {
    const leaf = leaves[Math.floor(r() * leaves.length)]
    const cl = new THREE.Mesh(new THREE.IcosahedronGeometry((0.2 + r() * 0.24) * s, 2), leaf)
    cl.rotation.set(r() * 3, r() * 3, r() * 3)
    const a = r() * Math.PI * 2
    const rad = Math.pow(r(), 0.35) * 1.9 * s
    const y = (3.2 + r() * 2.8) * s - (rad / (1.9 * s)) * 0.7 * s
    cl.position.set(Math.cos(a) * rad, y, Math.sin(a) * rad)
    cl.scale.set(1, 0.75 + r() * 0.3, 1)
    cl.castShadow = cl.receiveShadow = true
    g.add(cl)
  }
  return g
}

function factory(stage, p) {
  const scene = createScene(stage, {
    background: 0xcfd4d8,
    fog: { color: 0xd0d5d9, near: 25, far: 90 },
    envIntensity: 0.6,
  })
  const r = rng(p.seed)
  scene.add(
    warehouseFloor({
      size: 140,
      seed: p.seed,
      color: p.floorColor ?? '#6f8478',
      roughness: 0.3,
      lanes: [
        [-30, -3, 30, -3, 0.12],
        [-30, 3, 30, 3, 0.12],
        [-30, 0, 30, 0, 0.06, 0xe8e8e8],
      ],
      repeat: 10,
    }),
  )
  scene.add(hall({ w: 80, d: 50, h: 12 }))
  // production cells on both sides of the AGV lane
  for (const side of [-1, 1])
    for (let i = 0; i < 6; i++) {
      const cell = new THREE.Group()
      cell.add(at(box(5, 2.6, 3, M.plastic(0xe7e9eb, 0.45), { round: 0.05 }), 0, 1.3, 0))
      cell.add(at(box(3, 1.3, 0.05, M.glass(0x1c2834)), 0, 1.6, side * -1.52))
      cell.add(at(box(5.02, 0.35, 3.02, M.paint(p.accent ?? C.blue, 0.4)), 0, 2.45, 0))
      cell.add(at(box(0.8, 0.4, 0.05, M.emissive(0x35e0c0, 2)), 1.8, 2.0, side * -1.53))
      cell.add(
        at(
          conveyor({ length: 3, width: 0.6, height: 0.9, parcels: 0, seed: i }),
          -1.5,
          0,
          side * -2.2,
        ),
      )
      // control cabinet, light tower, service door and ducting: a machine, not a box
      cell.add(at(box(0.9, 2.0, 0.6, M.paint(0xd0d4d8, 0.4), { round: 0.02 }), 2.9, 1.0, 0.6))
      cell.add(at(cyl(0.05, 0.05, 0.5, M.steel()), 2.9, 2.25, 0.6))
      for (const [k, col] of [
        [0, 0x35e0c0],
        [1, 0xffb000],
        [2, 0xd42a20],
      ])
        cell.add(
          at(
            cyl(0.07, 0.07, 0.1, k === 0 ? M.emissive(col, 3) : M.plastic(col, 0.4)),
            2.9,
            2.5 + k * 0.11,
            0.6,
          ),
        )
      cell.add(at(box(1.2, 2.0, 0.04, M.paint(0xc5cacf, 0.45)), -1.6, 1.05, side * -1.52))
      cell.add(at(box(4.6, 0.5, 0.5, M.steel(0xb4bac0, 0.35)), 0, 3.4, 0))
      cell.add(at(box(0.4, 0.9, 0.4, M.steel(0xb4bac0, 0.35)), -1.8, 2.95, 0))
      scene.add(at(cell, -22 + i * 7.5, 0, side * 7))
    }
  const anim = { movers: [] }
  for (let i = 0; i < 5; i++) {
    const m =
      i % 2
        ? heavyAgv({ load: i % 4 === 1 ? 'coil' : 'module', seed: p.seed + i })
        : latentAgv({ withShelf: false, seed: p.seed + i })
    if (!(i % 2))
      m.add(at(box(1.0, 0.6, 0.8, M.steel(0x9aa3ad, 0.35), { round: 0.02 }), 0, 0.66, 0))
    m.position.set(-24 + i * 11 + r() * 2, 0, i % 2 ? -1.5 : 1.5)
    m.rotation.y = i % 2 ? Math.PI : 0
    scene.add(m)
    anim.movers.push({ obj: m, base: m.position.x, speed: i % 2 ? -1 : 1 })
  }
  keyLight(stage, scene, { pos: [-10, 26, 12], extent: 32, intensity: 2.0 })
  scene.add(new THREE.HemisphereLight(0xfff6ec, 0x707070, 1.0))
  const cam = camera(p.fov ?? 40)
  frame(cam, p.shot ?? { pos: [14, 4.5, 9], look: [-8, 0.6, -1] })
  const update = (t) => {
    for (const m of anim.movers)
      m.obj.position.x = ((((m.base + 30 + t * m.speed) % 60) + 60) % 60) - 30
  }
  return { scene, camera: cam, update }
}

function expo(stage, p) {
  const scene = createScene(stage, {
    background: 0x15181d,
    fog: { color: 0x15181d, near: 25, far: 70 },
    envIntensity: 0.45,
  })
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(120, 120),
    new THREE.MeshStandardMaterial({ color: 0x3b3f45, roughness: 0.7 }),
  )
  floor.rotation.x = -Math.PI / 2
  floor.receiveShadow = true
  scene.add(floor)
  // the stand: raised white floor, back walls in brand colours, truss with spots
  scene.add(at(box(16, 0.12, 10, M.plastic(0xf1f2f3, 0.35)), 0, 0.06, 0))
  scene.add(at(box(16, 4.5, 0.3, M.plastic(0xf4f5f6, 0.6)), 0, 2.3, -5))
  scene.add(at(box(6, 4.5, 0.32, M.paint(C.navy, 0.5)), -4, 2.3, -4.99))
  scene.add(at(box(0.6, 4.5, 0.34, M.paint(C.brand, 0.4)), -0.7, 2.3, -4.98))
  scene.add(at(box(0.3, 4.5, 6, M.plastic(0xf4f5f6, 0.6)), -8, 2.3, -2))
  const truss = M.steel(0xc8ccd0, 0.35)
  for (const [x, z] of [
    [-7.6, 4.6],
    [7.6, 4.6],
    [7.6, -4.6],
  ])
    scene.add(at(box(0.3, 5.2, 0.3, truss), x, 2.6, z))
  scene.add(at(box(15.5, 0.3, 0.3, truss), 0, 5.2, 4.6))
  scene.add(at(box(0.3, 0.3, 9.5, truss), 7.6, 5.2, 0))
  // suspended ring in brand colour
  const ring = new THREE.Mesh(new THREE.TorusGeometry(4, 0.35, 12, 64), M.paint(C.brand, 0.4))
  ring.rotation.x = Math.PI / 2
  ring.castShadow = true
  scene.add(at(ring, 1.5, 6.4, 0))
  // exhibits
  scene.add(at(stackerCrane({ height: 4.6, lift: 1.4, seed: p.seed }), 3.2, 0.12, -3.3))
  scene.add(at(latentAgv({ withShelf: true, seed: p.seed }), -4, 0.12, 0.5, 0.6))
  scene.add(at(forkliftAgv({ seed: p.seed + 1 }), 2, 0.12, 1.6, -0.5))
  scene.add(at(rollerAgv({ seed: p.seed + 2 }), -1.2, 0.12, 3, 0.3))
  scene.add(at(conveyor({ length: 5, parcels: 4, seed: p.seed }), -7, 0.12, -3.4))
  // meeting counter and screens
  scene.add(at(box(2.4, 1.05, 0.8, M.paint(C.navy, 0.5), { round: 0.05 }), 5.8, 0.64, 3.2))
  const screen = new THREE.Mesh(
    new THREE.PlaneGeometry(3.2, 1.8),
    new THREE.MeshStandardMaterial({
      color: 0,
      emissive: 0xffffff,
      emissiveMap: screenTexture(p.seed, 'map'),
      emissiveIntensity: 1.4,
    }),
  )
  scene.add(at(screen, 4.2, 2.8, -4.83))
  // neighbouring stands in the dark
  for (let i = 0; i < 4; i++)
    scene.add(
      at(
        box(10, 3.5, 0.3, M.plastic([0xe9e9e9, 0x2b4d7a, 0xcfd3d7, 0x6b7785][i], 0.6)),
        -30 + i * 20,
        1.75,
        -22,
      ),
    )
  for (const [x, z] of [
    [-5, 3],
    [0, -1],
    [5, 2],
    [-2, 4],
  ]) {
    const s = new THREE.SpotLight(0xfff3e0, 80, 20, 0.55, 0.5, 1.5)
    s.position.set(x, 5.0, 4.4)
    s.target.position.set(x, 0, z - 3)
    s.castShadow = true
    s.shadow.mapSize.set(1024, 1024)
    s.shadow.radius = 4
    scene.add(s, s.target)
  }
  scene.add(new THREE.HemisphereLight(0xd0dcf0, 0x303030, 0.7))
  keyLight(stage, scene, { pos: [6, 20, 12], extent: 14, intensity: 0.8 })
  const cam = camera(p.fov ?? 40)
  frame(cam, p.shot ?? { pos: [11, 4.2, 14], look: [-0.5, 1.6, -1] })
  return { scene, camera: cam }
}

function palletizing(stage, p) {
  const scene = createScene(stage, {
    background: 0xcdd2d6,
    fog: { color: 0xcfd4d8, near: 22, far: 80 },
    envIntensity: 0.55,
  })
  const r = rng(p.seed)
  scene.add(
    warehouseFloor({
      size: 140,
      seed: p.seed,
      color: '#7d8791',
      roughness: 0.35,
      lanes: [
        [-30, 5, 30, 5, 0.12],
        [-30, 7, 30, 7, 0.12],
      ],
      repeat: 12,
    }),
  )
  scene.add(hall({ w: 70, d: 50, h: 12 }))
  const anim = { arms: [] }
  for (let i = 0; i < (p.cells ?? 3); i++) {
    const x = -10 + i * 8
    const cell = new THREE.Group()
    const arm = robotArm({
      yaw: (r() - 0.5) * 1.4,
      shoulder: 0.35 + r() * 0.3,
      elbow: -0.7 - r() * 0.4,
      color: p.armColor ?? C.brand,
      seed: p.seed + i,
    })
    cell.add(arm)
    cell.add(at(conveyor({ length: 6, parcels: 4, seed: p.seed + i, belt: false }), -6.5, 0, -1.6))
    cell.add(at(pallet(p.seed + i * 5, { height: 0.5 + r() * 1.0 }), 1.6, 0, 1.2))
    cell.add(at(pallet(p.seed + i * 5 + 1, { height: 0.3 + r() * 0.6 }), 1.6, 0, -1.4))
    cell.add(at(fence(6), -2.6, 0, 3))
    cell.add(at(fence(5), -2.6, 0, -3.2))
    scene.add(at(cell, x, 0, 0))
    anim.arms.push({ arm, phase: r() * 6 })
  }
  for (let i = 0; i < 3; i++)
    scene.add(
      at(
        i % 2 ? forkliftAgv({ seed: p.seed + i, lift: 0.1 }) : rollerAgv({ seed: p.seed + i }),
        -8 + i * 8,
        0,
        6,
        Math.PI,
      ),
    )
  for (let k = 0; k < 2; k++)
    scene.add(
      at(rackRun({ bays: 16, levels: 6, levelH: 1.7, seed: p.seed + k }), -22, 0, -12 - k * 2.6),
    )
  keyLight(stage, scene, { pos: [-12, 24, 14], extent: 26, intensity: 2.1 })
  scene.add(new THREE.HemisphereLight(0xfff6ec, 0x707070, 0.8))
  const cam = camera(p.fov ?? 40)
  frame(cam, p.shot ?? { pos: [9, 5.5, 12], look: [-2, 0.8, -1] })
  const update = (t) => {
    for (const a of anim.arms) a.arm.userData.turret.rotation.y = Math.sin(t * 0.8 + a.phase) * 1.2
  }
  return { scene, camera: cam, update }
}

function service(stage, p) {
  const scene = createScene(stage, {
    background: 0xd3d7db,
    fog: { color: 0xd3d7db, near: 18, far: 60 },
    envIntensity: 0.65,
  })
  scene.add(
    warehouseFloor({
      size: 100,
      seed: p.seed,
      color: '#8a949e',
      roughness: 0.3,
      lanes: [
        [-12, 3, 12, 3, 0.1],
        [-12, -3, 12, -3, 0.1],
        [-4, -3, -4, 3, 0.1],
        [4, -3, 4, 3, 0.1],
      ],
      repeat: 8,
    }),
  )
  scene.add(hall({ w: 40, d: 30, h: 9 }))
  // service bays: vehicles on lifting stands, a parts rack, workbenches
  const stand = (m, x, z, ry) => {
    const g = new THREE.Group()
    g.add(at(box(1.8, 0.5, 1.4, M.paint(0x39434f, 0.5)), 0, 0.25, 0))
    g.add(at(m, 0, 0.5, 0))
    scene.add(at(g, x, 0, z, ry))
  }
  stand(latentAgv({ seed: p.seed }), -6, 0, 0.3)
  stand(rollerAgv({ seed: p.seed + 1 }), 0, 0, -0.2)
  scene.add(at(forkliftAgv({ seed: p.seed + 2, lift: 0.6 }), 6, 0, 0, -0.8))
  scene.add(
    at(
      rackRun({ bays: 6, levels: 4, levelH: 1.2, seed: p.seed, upright: 0x6b7785, beam: C.brand }),
      -9,
      0,
      -9,
    ),
  )
  for (let i = 0; i < 3; i++) {
    const bench = new THREE.Group()
    bench.add(at(box(2.2, 0.06, 0.8, M.steel(0xa9b0b8, 0.4)), 0, 0.92, 0))
    bench.add(at(box(2.2, 0.85, 0.75, M.paint(C.blue, 0.45)), 0, 0.45, 0))
    bench.add(at(box(2.2, 1.2, 0.04, M.plastic(0x4a525b, 0.6)), 0, 1.55, -0.38))
    const screen = new THREE.Mesh(
      new THREE.PlaneGeometry(0.55, 0.34),
      new THREE.MeshStandardMaterial({
        color: 0,
        emissive: 0xffffff,
        emissiveMap: screenTexture(p.seed + i, 'chart'),
        emissiveIntensity: 1.2,
      }),
    )
    bench.add(at(screen, 0.5, 1.3, -0.3))
    scene.add(at(bench, -8 + i * 4, 0, 7.5, Math.PI))
  }
  keyLight(stage, scene, { pos: [-8, 18, 10], extent: 16, intensity: 2.0 })
  scene.add(new THREE.HemisphereLight(0xfff6ec, 0x707070, 0.8))
  const cam = camera(p.fov ?? 40)
  frame(cam, p.shot ?? { pos: [7, 4, 10], look: [-2, 0.6, -1] })
  return { scene, camera: cam }
}

// ------------------------------------------------------------------------------------------
// A chilled dispatch dock from inside (route-sequenced lanes of pallets in front of the doors,
// trailers docked) and a cold store's yard from outside (reefer trucks at the doors)

function dock(stage, p) {
  const r = rng(p.seed)
  const scene = createScene(stage, {
    background: 0xc9d3dc,
    fog: { color: 0xcdd6de, near: 18, far: 70 },
    envIntensity: 0.6,
  })
  const doors = p.doors ?? 6
  const pitch = 4.4
  const x0 = -((doors - 1) * pitch) / 2
  const lanes = []
  for (let i = 0; i < doors; i++) {
    const x = x0 + i * pitch
    for (const dx of [-1.45, 1.45]) lanes.push([x + dx, -7.2, x + dx, 4, 0.08])
    lanes.push([x - 1.45, 4, x + 1.45, 4, 0.08])
  }
  scene.add(
    warehouseFloor({
      size: 120,
      seed: p.seed,
      color: '#a3adb6',
      roughness: 0.3,
      lanes,
      repeat: 10,
    }),
  )
  scene.add(hall({ w: doors * pitch + 16, d: 60, h: 8, cold: true, windows: false }))
  // the dock wall: insulated panels between the doors and above them
  for (let i = 0; i <= doors; i++) {
    const x = x0 + (i - 0.5) * pitch
    scene.add(at(insulatedWall({ w: pitch - 3.3, h: 8 }), x, 0, -8.3))
  }
  for (let i = 0; i < doors; i++) {
    const x = x0 + i * pitch
    scene.add(at(insulatedWall({ w: 3.4, h: 4.6 }), x, 3.4, -8.3))
    const docked = (p.docked ?? [0, 1, 3, 4]).includes(i)
    scene.add(
      at(
        propKinds.dockDoorInside({
          trailer: docked,
          lamp: docked ? 0x35e070 : 0xe0302a,
          loads: 1 + (i % 3),
          seed: p.seed + i * 7,
        }),
        x,
        0,
        -8.3,
      ),
    )
    // the lane in front of the door: the next route's pallets, last drop first
    const n = Math.floor(3 + r() * 6)
    for (let k = 0; k < n; k++)
      for (const dx of [-0.65, 0.65]) {
        if (k === n - 1 && dx > 0 && r() > 0.5) continue
        scene.add(
          at(
            loadPallet({
              seed: p.seed + i * 40 + k * 2 + (dx > 0 ? 1 : 0),
              load: 'crates',
              height: 1.55 + r() * 0.3,
              wrap: r() > 0.4,
            }),
            x + dx,
            0,
            -6.4 + k * 1.3,
            Math.PI / 2 + (r() - 0.5) * 0.06,
          ),
        )
      }
  }
  // a forklift AGV bringing the next pallet
  const f = forkliftAgv({ seed: p.seed, lift: 0.15, withLoad: false })
  f.userData.carriage.add(
    at(loadPallet({ seed: p.seed + 99, load: 'crates', height: 1.6 }), 0.72, 0.05, 0, Math.PI / 2),
  )
  scene.add(at(f, p.agvX ?? 3.4, 0, 6.2, Math.PI / 2 + 0.25))
  keyLight(stage, scene, {
    pos: [-6, 20, 14],
    target: [0, 0, -2],
    extent: 26,
    intensity: 1.4,
    color: 0xe6f0ff,
  })
  scene.add(new THREE.HemisphereLight(0xe6f0ff, 0x5a6470, 0.7))
  for (let i = 0; i < doors; i++) {
    const pl = new THREE.PointLight(0xeaf3ff, 18, 14, 1.6)
    pl.position.set(x0 + i * pitch, 6.5, -3)
    scene.add(pl)
  }
  const cam = camera(p.fov ?? 44)
  frame(cam, p.shot ?? { pos: [-9, 3.4, 11], look: [3, 1.2, -6] })
  return { scene, camera: cam }
}

function yard(stage, p) {
  const scene = createScene(stage, {
    background: skyTexture('#7ea7d6', '#e2ebf4'),
    fog: { color: 0xdfe8f1, near: 80, far: 320 },
    envIntensity: 0.6,
  })
  const ground = new THREE.Mesh(
    new THREE.PlaneGeometry(600, 600),
    new THREE.MeshStandardMaterial({ map: floorTexture(p.seed, '#5d6267', 40), roughness: 0.9 }),
  )
  ground.rotation.x = -Math.PI / 2
  ground.receiveShadow = true
  scene.add(ground)
  // the insulated rack-clad store (tall, white, a blue band) and its dock building in front
  const W = 64
  scene.add(at(box(W, 26, 36, M.plastic(0xf1f3f5, 0.6)), 0, 13, -34))
  scene.add(at(box(W + 0.1, 1.6, 36.1, M.paint(0x2f6db5, 0.45)), 0, 23.5, -34))
  scene.add(at(box(W + 0.4, 0.4, 36.4, M.plastic(0xb5bbc1, 0.6)), 0, 26.2, -34))
  scene.add(at(insulatedWall({ w: W, h: 26 }), 0, 0, -15.95))
  const dockW = W + 8
  scene.add(at(box(dockW, 7, 14, M.plastic(0xe9ecef, 0.6)), 0, 3.5, -9))
  scene.add(at(box(dockW + 0.1, 0.8, 14.1, M.paint(0x1d4e89, 0.45)), 0, 6.4, -9))
  scene.add(at(insulatedWall({ w: dockW, h: 7, tint: '#e9ecef' }), 0, 0, -1.92))
  scene.add(at(box(dockW, 0.3, 2.5, M.plastic(0xb5bbc1, 0.6)), 0, 7.1, -0.6))
  // refrigeration plant on the roof of the dock building
  for (let i = 0; i < 5; i++) {
    scene.add(at(box(4, 1.6, 2.4, M.steel(0xb8bec4, 0.45)), -24 + i * 11, 7.8, -11))
    for (const dx of [-1, 1])
      scene.add(at(cyl(0.8, 0.8, 0.2, M.plastic(0x3a4048, 0.6)), -24 + i * 11 + dx, 8.7, -11))
  }
  const doors = 12
  for (let i = 0; i < doors; i++) {
    const x = -dockW / 2 + 5 + i * 5.4
    scene.add(
      at(dockDoor({ open: (p.docked ?? [1, 2, 4, 5, 7, 9, 10]).includes(i) ? 1 : 0 }), x, 0, -1.85),
    )
    if ((p.docked ?? [1, 2, 4, 5, 7, 9, 10]).includes(i))
      scene.add(
        at(
          reeferTruck({ seed: p.seed + i, cab: [C.blue, 0xe9ecef, 0x9b2a20, 0x2b2f36][i % 4] }),
          x,
          0,
          -1.5,
          -Math.PI / 2,
        ),
      )
  }
  // a reefer waiting in the yard, and the yard's markings and lamp posts
  scene.add(at(reeferTruck({ seed: p.seed + 50, cab: C.blue }), -30, 0, 36, 0.08))
  for (let i = 0; i < 14; i++) {
    const stripe = new THREE.Mesh(
      new THREE.PlaneGeometry(0.15, 16),
      new THREE.MeshStandardMaterial({ color: 0xe8e8e8, roughness: 0.6 }),
    )
    stripe.rotation.x = -Math.PI / 2
    stripe.position.set(-dockW / 2 + 2.3 + i * 5.4, 0.01, 8)
    scene.add(stripe)
  }
  for (const x of [-40, -10, 20, 50]) {
    scene.add(at(cyl(0.12, 0.16, 10, M.steel(0x8a9096, 0.4)), x, 5, 30))
    scene.add(at(box(1.2, 0.2, 0.5, M.plastic(0x3a4048, 0.5)), x - 0.4, 10, 30))
  }
  keyLight(stage, scene, {
    pos: [-60, 70, 60],
    target: [0, 0, -10],
    extent: 70,
    intensity: 2.8,
    color: 0xfff2e0,
    mapSize: 4096,
  })
  scene.add(new THREE.HemisphereLight(0xbcd4ee, 0x5a5f66, 0.8))
  const cam = camera(p.fov ?? 40)
  frame(cam, p.shot ?? { pos: [34, 6, 44], look: [-6, 6, -10] })
  return { scene, camera: cam }
}

/** A room's shell: a textured floor, four walls (`front`: the far wall's own material), a ceiling. */
function room(
  scene,
  { W, D, H, seed, floor: [floorColor, repeat, roughness], wall, front = wall },
) {
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(W, D),
    new THREE.MeshStandardMaterial({ map: floorTexture(seed, floorColor, repeat), roughness }),
  )
  floor.rotation.x = -Math.PI / 2
  floor.receiveShadow = true
  scene.add(floor)
  scene.add(at(box(W, H, 0.2, front), 0, H / 2, -D / 2))
  for (const x of [-W / 2, W / 2]) scene.add(at(box(0.2, H, D, wall), x, H / 2, 0))
  scene.add(at(box(W, H, 0.2, wall), 0, H / 2, D / 2))
}

// ------------------------------------------------------------------------------------------
// A community food bank's storeroom on a volunteer day: light shelving stocked with rice,
// flour, oil and household goods, volunteers in the team's shirts shelving and packing

function foodbank(stage, p) {
  const scene = createScene(stage, { background: 0xe9e6df, envIntensity: 0.7 })
  const W = 10
  const D = 7.5
  const H = 3.2
  const wall = M.plastic(0xeeebe4, 0.85)
  room(scene, { W, D, H, seed: p.seed, floor: ['#b9b3a6', 4, 0.5], wall })
  const ceiling = box(W, 0.1, D, M.plastic(0xf4f3f0, 0.9))
  ceiling.castShadow = false
  scene.add(at(ceiling, 0, H, 0))
  for (const x of [-2.5, 0, 2.5])
    for (const z of [-1.8, 1.2]) {
      const l = box(1.2, 0.03, 0.3, M.emissive(0xfff6e8, 5))
      l.castShadow = false
      scene.add(at(l, x, H - 0.05, z))
    }
  // a window on the right wall with daylight coming in
  const win = box(0.05, 1.3, 2.4, M.emissive(0xeaf3ff, 2.4))
  win.castShadow = false
  scene.add(at(win, W / 2 - 0.08, 1.85, -0.8))
  scene.add(at(box(0.2, 0.06, 2.6, M.plastic(0xdcd8d0, 0.6)), W / 2 - 0.1, 1.18, -0.8))
  // shelving along the back and the left wall
  scene.add(at(propKinds.pantryShelf({ bays: 6, seed: p.seed }), -4, 0, -D / 2 + 0.45))
  scene.add(
    at(propKinds.pantryShelf({ bays: 4, seed: p.seed + 1 }), -W / 2 + 0.45, 0, 1.4, Math.PI / 2),
  )
  scene.add(at(propKinds.packingTable({ seed: p.seed }), 0.6, 0, 0.4))
  scene.add(at(propKinds.packingTable({ seed: p.seed + 1 }), 2.7, 0, 0.4, 0.05))
  // sacks of rice on a pallet waiting to be shelved
  const sacks = new THREE.Group()
  sacks.add(pallet(p.seed, { load: false }))
  for (let l = 0; l < 4; l++)
    for (let i = 0; i < 2; i++)
      sacks.add(
        at(
          box(0.5, 0.17, 0.9, M.plastic(l % 2 ? 0xf1efe8 : 0xe8e2d2, 0.85), { round: 0.07 }),
          -0.27 + i * 0.54,
          0.22 + l * 0.17,
          0,
          (l % 2) * 0.05,
        ),
      )
  scene.add(at(sacks, 3.6, 0, -2.4, 0.3))
  // the volunteers
  const team = [
    { x: -2.6, z: -2.4, ry: Math.PI, reach: 0.9, shirt: C.brand, hair: 0x1c1713 },
    {
      x: -0.4,
      z: -2.3,
      ry: Math.PI * 0.95,
      reach: 0.6,
      shirt: C.brand,
      height: 1.62,
      hair: 0x2a1d14,
      skin: 0xe0b08c,
    },
    { x: -3.9, z: 1.8, ry: -Math.PI / 2, reach: 1, shirt: C.brand, height: 1.8 },
    {
      x: 0.5,
      z: 1.15,
      ry: Math.PI,
      reach: 0.8,
      shirt: 0x2f6db5,
      height: 1.6,
      hair: 0x3a2a1e,
      skin: 0xc99672,
    },
    { x: 2.5, z: -0.5, ry: 0.1, reach: 0.85, shirt: C.brand, height: 1.75 },
    { x: 3.2, z: -1.6, ry: -2.2, carry: true, shirt: C.brand, height: 1.68, skin: 0xe3b690 },
  ]
  // `people: false`: the room as the volunteers left it (our figures are not photographic)
  if (p.people !== false)
    for (const v of team) scene.add(at(propKinds.person(v), v.x, 0, v.z, v.ry))
  const sun = keyLight(stage, scene, {
    pos: [14, 6, -2],
    target: [0, 0, 0],
    extent: 8,
    intensity: 2.2,
    color: 0xfff1dc,
  })
  sun.shadow.camera.far = 60
  scene.add(new THREE.HemisphereLight(0xfffaf0, 0x8a8070, 0.8))
  const lamp = new THREE.PointLight(0xfff3e2, 14, 12, 1.5)
  lamp.position.set(0, H - 0.3, 0)
  scene.add(lamp)
  const cam = camera(p.fov ?? 50)
  frame(cam, p.shot ?? { pos: [2.5, 1.6, 3.5], look: [-1.5, 1.1, -2.5] })
  return { scene, camera: cam }
}

// ------------------------------------------------------------------------------------------
// Investor stories: the general meeting's hall (prepared, or voting), a contract signing, and
// the annual report on a desk

function flatPanel(texture, w, h, emissive = false) {
  const m = emissive
    ? new THREE.MeshStandardMaterial({
        color: 0,
        emissive: 0xffffff,
        emissiveMap: texture,
        emissiveIntensity: 1.1,
      })
    : new THREE.MeshStandardMaterial({ map: texture, roughness: 0.7 })
  const mesh = new THREE.Mesh(new THREE.PlaneGeometry(w, h), m)
  mesh.receiveShadow = true
  return mesh
}

function chair(color = 0x2f4f7a) {
  const g = new THREE.Group()
  const seat = M.plastic(color, 0.8)
  g.add(at(box(0.5, 0.09, 0.48, seat, { round: 0.03 }), 0, 0.44, 0))
  g.add(at(box(0.5, 0.55, 0.08, seat, { round: 0.03 }), 0, 0.76, -0.24))
  for (const x of [-0.22, 0.22])
    g.add(at(box(0.03, 0.44, 0.44, M.steel(0x6b7178, 0.4)), x, 0.22, 0))
  return g
}

// 'notice': the hall prepared for the meeting; 'vote': shareholders seated, ballots going into
// the box
function meeting(stage, p) {
  const mode = p.mode ?? 'notice'
  const r = rng(p.seed)
  const scene = createScene(stage, { background: 0x1d2632, envIntensity: 0.45 })
  const W = 20
  const D = 18
  const H = 5.5
  const wall = M.plastic(0xe6e2da, 0.85)
  const front = M.plastic(0x0b2545, 0.6)
  room(scene, { W, D, H, seed: p.seed, floor: ['#46505f', 6, 0.95], wall, front })
  const ceiling = box(W, 0.15, D, M.plastic(0xefede8, 0.9))
  ceiling.castShadow = false
  scene.add(at(ceiling, 0, H, 0))
  for (let x = -8; x <= 8; x += 4)
    for (let z = -6; z <= 6; z += 4) {
      const l = cyl(0.18, 0.18, 0.03, M.emissive(0xfff3e2, 6))
      l.castShadow = false
      scene.add(at(l, x, H - 0.09, z))
    }
  // wooden side panels and the stage
  for (const x of [-W / 2 + 0.12, W / 2 - 0.12])
    for (let z = -7; z <= 7; z += 2.5)
      scene.add(at(box(0.05, 3, 1.9, M.plastic(0x8a6440, 0.5)), x, 1.9, z))
  const stageZ = -D / 2 + 2.6
  scene.add(at(box(14, 0.35, 4.6, M.plastic(0x3a3f48, 0.8)), 0, 0.175, stageZ))
  {
    // the screen with the meeting's slide, the presidium's table, the lectern and flowers
    scene.add(at(box(7.4, 4.3, 0.1, M.plastic(0x0a0b0d, 0.4)), 0, 2.9, -D / 2 + 0.15))
    scene.add(at(flatPanel(paperTexture('slide', p.seed), 7.2, 4.05, true), 0, 2.9, -D / 2 + 0.21))
    const table = new THREE.Group()
    table.add(at(box(8, 0.06, 0.8, M.plastic(0xf4f4f2, 0.7)), 0, 0.76, 0))
    table.add(at(box(8, 0.7, 0.04, M.plastic(0xf4f4f2, 0.7)), 0, 0.4, 0.4))
    for (let i = 0; i < 9; i++) {
      const x = -3.6 + i * 0.9
      table.add(at(chair(0x23272d), x, 0, -0.55, Math.PI))
      const card = new THREE.Mesh(
        new THREE.BoxGeometry(0.22, 0.1, 0.004),
        new THREE.MeshStandardMaterial({ map: paperTexture('card'), roughness: 0.6 }),
      )
      card.rotation.x = -0.35
      table.add(at(card, x, 0.84, 0.25))
      table.add(at(cyl(0.006, 0.006, 0.3, M.plastic(0x111315, 0.4)), x + 0.2, 0.92, 0.1))
      table.add(at(cyl(0.03, 0.03, 0.2, M.glass(0x9fc3dc)), x - 0.25, 0.89, 0.1))
    }
    scene.add(at(table, 0, 0.35, stageZ - 0.4))
    scene.add(at(box(0.7, 1.15, 0.5, M.plastic(0x8a6440, 0.5)), 5.8, 0.35 + 0.58, stageZ + 0.3))
    for (let i = 0; i < 14; i++) {
      const x = -6.5 + i
      scene.add(
        at(box(0.8, 0.35, 0.4, M.plastic(0x2f5d2a, 0.9), { round: 0.1 }), x, 0.5, stageZ + 2.1),
      )
      for (let k = 0; k < 3; k++) {
        const bloom = new THREE.Mesh(
          new THREE.IcosahedronGeometry(0.09, 1),
          M.plastic([0xd42a20, 0xf5a524, 0xf2f2f2][(i + k) % 3], 0.6),
        )
        scene.add(
          at(bloom, x - 0.25 + k * 0.25, 0.72 + r() * 0.05, stageZ + 2.1 + (r() - 0.5) * 0.2),
        )
      }
    }
    // the audience's rows, a centre aisle
    for (let row = 0; row < 8; row++)
      for (let i = 0; i < 14; i++) {
        const x = -7.8 + i * 1.0 + (i >= 7 ? 1.6 : 0)
        const z = stageZ + 4.2 + row * 1.05
        scene.add(at(chair(), x, 0, z, Math.PI))
        if (mode === 'vote' && r() > 0.4 && p.people !== false)
          scene.add(
            at(
              propKinds.person({
                seated: true,
                shirt: [0x23272d, 0x3a4a5e, 0x5a5f66, 0x7a2e2a, 0xe6e8ea][Math.floor(r() * 5)],
                pants: 0x23272d,
                skin: [0xd6a47e, 0xe0b08c, 0xc99672][Math.floor(r() * 3)],
                hair: [0x1c1713, 0x2a1d14, 0x5a5a5a][Math.floor(r() * 3)],
                height: 1.6 + r() * 0.2,
              }),
              x,
              0,
              z - 0.05,
              Math.PI,
            ),
          )
      }
    if (mode === 'vote') {
      // the ballot box on a table in the centre aisle, a shareholder casting a ballot
      const stand = new THREE.Group()
      stand.add(at(box(1.2, 0.05, 0.6, M.plastic(0xc8221a, 0.6)), 0, 0.76, 0))
      stand.add(at(box(1.2, 0.74, 0.58, M.plastic(0xc8221a, 0.6)), 0, 0.37, 0))
      const acrylic = new THREE.MeshPhysicalMaterial({
        color: 0xffffff,
        roughness: 0.05,
        transparent: true,
        opacity: 0.3,
        clearcoat: 1,
      })
      stand.add(at(new THREE.Mesh(new THREE.BoxGeometry(0.5, 0.45, 0.4), acrylic), 0, 1.01, 0))
      stand.add(at(box(0.52, 0.03, 0.42, M.plastic(0xc8221a, 0.5)), 0, 1.245, 0))
      for (let i = 0; i < 14; i++)
        stand.add(
          at(
            box(0.14, 0.004, 0.2, M.plastic(0xfafafa, 0.7)),
            (r() - 0.5) * 0.35,
            0.8 + i * 0.012,
            (r() - 0.5) * 0.2,
            r() * 3,
          ),
        )
      scene.add(at(stand, 0.1, 0, stageZ + 3.2))
      if (p.people !== false) {
        scene.add(
          at(
            propKinds.person({ shirt: 0x3a4a5e, pants: 0x23272d, reach: 0.9, height: 1.7 }),
            0.1,
            0,
            stageZ + 3.8,
            Math.PI,
          ),
        )
        scene.add(
          at(
            propKinds.person({ shirt: 0x23272d, pants: 0x23272d, height: 1.78, skin: 0xe0b08c }),
            0.25,
            0,
            stageZ + 4.9,
            Math.PI,
          ),
        )
      }
    }
  }
  const spot = new THREE.SpotLight(0xfff1dc, 120, 30, 0.7, 0.6, 1.4)
  spot.position.set(0, H - 0.3, stageZ + 8)
  spot.target.position.set(0, 1, stageZ)
  spot.castShadow = true
  spot.shadow.mapSize.set(2048, 2048)
  spot.shadow.radius = 4
  scene.add(spot, spot.target)
  scene.add(new THREE.HemisphereLight(0xfff6ec, 0x3a3a3a, 0.9))
  for (const x of [-6, 0, 6]) {
    const pl = new THREE.PointLight(0xfff3e2, 20, 16, 1.5)
    pl.position.set(x, H - 0.4, 2)
    scene.add(pl)
  }
  const cam = camera(p.fov ?? 44)
  frame(cam, p.shot ?? { pos: [5, 2.4, 8], look: [0, 1.5, stageZ] })
  return { scene, camera: cam }
}

/**
 * A contract signing set for the ceremony, seen by a photographer standing before the stage:
 * a long table under a burgundy cloth that falls in folds to the floor, the two contracts open
 * in leather folders, a pen beside each, brass name plates, the parties' table flags on chrome
 * stands between them, two leather chairs, and the event's backdrop (navy, the brand's orange
 * band, its lettering out of focus) lit by the stage's spots. No one is there yet.
 */
function signing(stage, p) {
  const r = rng(p.seed)
  const scene = createScene(stage, { background: 0x1a1f27, envIntensity: 0.3 })
  const carpet = new THREE.Mesh(
    new THREE.PlaneGeometry(30, 20),
    new THREE.MeshStandardMaterial({
      map: fabricTexture(p.seed, '#2b3039', [12, 8]),
      roughness: 1,
    }),
  )
  carpet.rotation.x = -Math.PI / 2
  carpet.receiveShadow = true
  scene.add(carpet)
  // the stage: a low riser with a dark edge
  scene.add(at(box(9, 0.3, 4.2, M.plastic(0x2a2d33, 0.7)), 0, 0.15, -1.4))
  const y0 = 0.3
  // the backdrop: a printed wall in a slim frame, the hall's dark wall around it
  scene.add(at(box(20, 6, 0.2, M.plastic(0x22262d, 0.8)), 0, 3, -3.6))
  const backdrop = new THREE.Mesh(
    new THREE.PlaneGeometry(7.2, 3.6),
    new THREE.MeshStandardMaterial({ map: backdropTexture(p.seed), roughness: 0.75 }),
  )
  backdrop.receiveShadow = true
  scene.add(at(backdrop, 0, y0 + 1.95, -3.42))
  scene.add(at(box(7.3, 3.7, 0.06, M.steel(0x8d949b, 0.4)), 0, y0 + 1.95, -3.47))
  // the table, its cloth, and what lies on it
  const T = { w: 3.2, d: 0.9, h: 0.76 }
  const table = new THREE.Group()
  table.add(propKinds.clothedTable({ ...T, tint: '#3a0a12', seed: p.seed }))
  const top = T.h + 0.02
  for (const side of [-1, 1]) {
    const x = side * 0.78
    table.add(
      at(
        propKinds.signingFolder({ color: side < 0 ? 0x2a1a12 : 0x141a24, seed: p.seed + side }),
        x,
        top,
        0.02,
        side * 0.03,
      ),
    )
    table.add(
      at(
        propKinds.pen({ color: side < 0 ? 0x141414 : 0x0b2545 }),
        x + side * 0.02 + 0.01,
        top + 0.013,
        0.07,
        Math.PI / 2 - 0.35 + side * 0.12,
      ),
    )
    table.add(at(propKinds.namePlate({ seed: p.seed + side * 3 }), x, top, 0.36))
    table.add(at(propKinds.waterGlass(), x + side * 0.5, top, -0.2))
  }
  // the parties' flags between the two places, a little apart
  table.add(at(propKinds.tableFlag({ design: 'brand' }), -0.16, top, 0.05))
  table.add(at(propKinds.tableFlag({ design: 'client' }), 0.06, top, 0.05))
  scene.add(at(table, 0, y0, -1.1))
  for (const side of [-1, 1])
    scene.add(
      at(propKinds.officeChair({ color: 0x2b1d16, turn: r() }), side * 0.8, y0, -1.95, side * 0.05),
    )
  // the stage's light: two spots from the front, a soft fill, the backdrop's own wash
  for (const [x, k] of [
    [-4.5, 140],
    [4.5, 110],
  ]) {
    const spot = new THREE.SpotLight(0xfff0de, k, 30, 0.45, 0.7, 1.6)
    spot.position.set(x, 6.5, 6)
    spot.target.position.set(0, 0.9, -1.3)
    spot.castShadow = true
    spot.shadow.mapSize.set(2048, 2048)
    spot.shadow.radius = 6
    spot.shadow.bias = -0.0004
    scene.add(spot, spot.target)
  }
  const wash = new THREE.SpotLight(0xe9f0ff, 40, 14, 0.8, 0.9, 1.5)
  wash.position.set(0, 5.8, 1.5)
  wash.target.position.set(0, 2.2, -3.4)
  scene.add(wash, wash.target)
  scene.add(new THREE.HemisphereLight(0xf3efe8, 0x30302c, 0.35))
  const cam = camera(p.fov ?? 38)
  frame(cam, p.shot ?? { pos: [0.9, 1.98, 1.3], look: [-0.06, 0.98, -1.25] })
  return { scene, camera: cam }
}

/** The signing's backdrop as a camera focused on the table sees it: soft, lettering unreadable. */
function backdropTexture(seed) {
  const r = rng(seed)
  return paintedTexture(1024, 512, (g) => {
    g.filter = 'blur(9px)'
    const bg = g.createLinearGradient(0, 0, 1024, 512)
    bg.addColorStop(0, '#0e2f5a')
    bg.addColorStop(1, '#071a33')
    g.fillStyle = bg
    g.fillRect(-20, -20, 1064, 552)
    // light lines sweeping across, the brand's orange band, the title and the date as lines
    g.strokeStyle = 'rgba(120,170,230,0.18)'
    g.lineWidth = 3
    for (let i = 0; i < 7; i++) {
      g.beginPath()
      g.moveTo(-20, 380 + i * 18)
      g.bezierCurveTo(300, 250 + i * 10, 700, 460 - i * 14, 1044, 200 + i * 20)
      g.stroke()
    }
    g.fillStyle = '#f5a524'
    g.fillRect(-20, 440, 1064, 16)
    g.fillStyle = 'rgba(255,255,255,0.75)'
    wordBars(g, r, {
      x: 270,
      y: 160,
      n: 14,
      min: 18,
      spread: 18,
      h: 34,
      gap: 8,
      space: 22,
      every: 4,
    })
    g.fillStyle = 'rgba(255,255,255,0.5)'
    wordBars(g, r, {
      x: 330,
      y: 228,
      n: 16,
      min: 10,
      spread: 12,
      h: 16,
      gap: 6,
      space: 16,
      every: 5,
    })
    g.fillStyle = 'rgba(255,255,255,0.9)'
    g.beginPath()
    g.arc(215, 182, 30, 0, Math.PI * 2)
    g.fill()
    g.fillStyle = '#0e2f5a'
    g.beginPath()
    g.arc(227, 173, 25, 0, Math.PI * 2)
    g.fill()
  })
}

function desk(stage, p) {
  const scene = createScene(stage, {
    background: skyTexture('#8fb3d9', '#e4edf5'),
    fog: { color: 0xdce6ef, near: 60, far: 300 },
    envIntensity: 0.7,
  })
  // the desk and the window behind it, the park beyond
  scene.add(at(box(2.2, 0.05, 1.0, M.plastic(0x7a5a3e, 0.45)), 0, 0.74, 0))
  scene.add(at(box(6, 0.9, 0.2, M.plastic(0xe6e2da, 0.8)), 0, 0.45, -1.6))
  scene.add(at(box(6, 0.08, 0.4, M.plastic(0xdedad2, 0.6)), 0, 0.94, -1.5))
  for (const x of [-2.5, -0.5, 1.5])
    scene.add(at(box(0.08, 2.4, 0.1, M.plastic(0x2a2e33, 0.4)), x, 2.1, -1.65))
  const ground = new THREE.Mesh(
    new THREE.PlaneGeometry(900, 900),
    new THREE.MeshStandardMaterial({ color: 0x6f8a55, roughness: 0.95 }),
  )
  ground.rotation.x = -Math.PI / 2
  ground.position.y = -20
  scene.add(ground)
  scene.add(at(building({ w: 90, d: 36, h: 14, seed: p.seed, docks: 12 }), 10, -20, -110))
  scene.add(
    at(
      building({ w: 30, d: 30, h: 34, seed: p.seed + 1, docks: 0, band: C.brand }),
      -60,
      -20,
      -130,
    ),
  )
  for (let i = 0; i < 20; i++) scene.add(at(tree(p.seed + i, 1.6), -80 + i * 9, -20, -80))
  // the report closed, a copy open at its figures, a tablet with a chart, a pen and a cup
  const report = new THREE.Group()
  report.add(at(box(0.21, 0.012, 0.297, M.plastic(0xf4f4f2, 0.6)), 0, 0.006, 0))
  const cover = flatPanel(paperTexture('cover', p.seed), 0.21, 0.297)
  cover.rotation.x = -Math.PI / 2
  report.add(at(cover, 0, 0.0125, 0))
  scene.add(at(report, -0.32, 0.765, 0.08, 0.25))
  for (const [x, ry] of [
    [0.02, -0.04],
    [0.23, 0.04],
  ]) {
    const page = flatPanel(paperTexture('page', p.seed + (x > 0.1 ? 1 : 0)), 0.21, 0.297)
    page.rotation.x = -Math.PI / 2
    page.rotation.z = ry
    scene.add(at(page, x, 0.772, 0.05))
  }
  scene.add(at(box(0.44, 0.006, 0.3, M.plastic(0xf0efe9, 0.7)), 0.125, 0.768, 0.05))
  const tablet = new THREE.Group()
  tablet.add(at(box(0.25, 0.008, 0.18, M.plastic(0x2a2e33, 0.3), { round: 0.004 }), 0, 0.004, 0))
  const screen = flatPanel(screenTexture(p.seed, 'chart'), 0.23, 0.16, true)
  screen.rotation.x = -Math.PI / 2
  tablet.add(at(screen, 0, 0.0085, 0))
  scene.add(at(tablet, 0.55, 0.765, 0.12, -0.3))
  scene.add(
    at(cyl(0.004, 0.004, 0.14, M.paint(0x0b2545, 0.3)), 0.33, 0.776, 0.22).rotateZ(Math.PI / 2),
  )
  scene.add(at(cyl(0.04, 0.035, 0.09, M.plastic(0xf4f4f2, 0.3)), -0.05, 0.81, -0.22))
  keyLight(stage, scene, {
    pos: [3, 6, -6],
    target: [0, 0.7, 0],
    extent: 2,
    intensity: 2.6,
    color: 0xfff2e0,
  })
  scene.add(new THREE.HemisphereLight(0xeaf2ff, 0x6a5a4a, 0.9))
  const cam = camera(p.fov ?? 38)
  frame(cam, p.shot ?? { pos: [0.1, 1.3, 0.75], look: [0.05, 0.76, 0.02] })
  return { scene, camera: cam }
}

export const scenes = {
  studio,
  office,
  signing,
  aisle,
  fleet,
  sortation,
  control,
  boardroom,
  park,
  factory,
  expo,
  palletizing,
  service,
  dock,
  yard,
  foodbank,
  meeting,
  desk,
}

// ------------------------------------------------------------------------------------------
// Entry points called by the driver (art/render/render.ts)

/** Renders one still at the given size and returns it as a PNG data URL. */
export function shoot({ scene: name, params = {}, width, height }) {
  document.body.innerHTML = ''
  const stage = createStage({ width, height, quality: 'still' })
  const built = scenes[name](stage, { seed: 1, ...params })
  if (params.t !== undefined && built.update) built.update(params.t)
  const render = makeRenderer(stage, built.scene, built.camera, {
    ao: params.ao !== false,
    aoRadius: params.aoRadius ?? 0.8,
  })
  render()
  const url = stage.canvas.toDataURL('image/png')
  stage.renderer.dispose()
  return url
}

let current
/** Sets up a film shot; `frame(t)` then renders the time t in seconds and returns a JPEG. */
export const film = {
  setup({ scene: name, params = {}, width, height, path, look = 'film' }) {
    if (current) current.stage.renderer.dispose()
    document.body.innerHTML = ''
    // 'still': the stills' light and materials (image-based light, ambient occlusion), for a
    // short film whose every frame must hold up as a picture (the home page's hero film)
    const stage = createStage({ width, height, quality: look })
    const built = scenes[name](stage, { seed: 1, ...params })
    const render = makeRenderer(stage, built.scene, built.camera, {
      ao: look === 'still',
      aoRadius: params.aoRadius ?? 0.8,
      smaa: look === 'still',
    })
    current = { stage, built, render, path }
    return true
  },
  frame(t, u) {
    const { built, render, path, stage } = current
    if (built.update) built.update(t)
    if (path) {
      const p = ease(u)
      const pos = lerp3(path.from.pos, path.to.pos, p)
      const look = lerp3(path.from.look, path.to.look, p)
      frame(built.camera, { pos, look, fov: path.from.fov ?? built.camera.fov })
    }
    render()
    return stage.canvas.toDataURL('image/jpeg', 0.92)
  },
}

export { v3 }
