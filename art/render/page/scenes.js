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

const v3 = (a) => new THREE.Vector3(...a)
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
    scene.add(at(products[it.kind]({ ...p, ...it }), it.x, 0, it.z, it.ry ?? 0))
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

function aisle(stage, p) {
  const cold = !!p.cold
  const levels = p.levels ?? 10
  const levelH = p.levelH ?? 1.65
  const bays = p.bays ?? 14
  const aisleW = p.shuttles ? 1.9 : 1.7
  const bg = cold ? 0xb9cde0 : 0xc9cdd1
  const scene = createScene(stage, {
    background: bg,
    fog: { color: cold ? 0xc4d7ea : 0xc8ccd0, near: 12, far: cold ? 55 : 75 },
    envIntensity: cold ? 0.8 : 0.5,
  })
  const length = bays * 2.7
  const height = levels * levelH + 0.4
  scene.add(
    at(
      warehouseFloor({
        size: 140,
        seed: p.seed,
        color: cold ? '#a9b4bf' : '#8f8c87',
        roughness: cold ? 0.3 : 0.5,
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
        frosted: cold,
        fill: p.fill ?? 0.88,
        upright: cold ? 0xd7dde3 : C.rackBlue,
        beam: p.beam ?? (cold ? 0x2f6db5 : C.orange),
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
    const crane = stackerCrane({
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
  }
  // light: skylight from the roof plus warm high-bay pools along the aisle
  keyLight(stage, scene, {
    pos: [length * 0.3, height + 20, 6],
    target: [length * 0.5, 0, 0],
    extent: Math.max(length, height) * 0.75,
    intensity: cold ? 1.4 : 1.8,
    color: cold ? 0xdcecff : 0xfff2e2,
  })
  scene.add(
    new THREE.HemisphereLight(
      cold ? 0xdcecff : 0xfff6ec,
      cold ? 0x506070 : 0x6b6359,
      cold ? 0.8 : 0.55,
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
  if (cold) {
    // frost haze: a few large translucent planes across the aisle catch the cold light
    const haze = new THREE.MeshBasicMaterial({
      color: 0xe8f4ff,
      transparent: true,
      opacity: 0.07,
      depthWrite: false,
      fog: true,
    })
    for (let x = 6; x < length; x += 6) {
      const plane = new THREE.Mesh(new THREE.PlaneGeometry(aisleW * 0.98, height), haze)
      plane.rotation.y = Math.PI / 2
      plane.position.set(x, height / 2, 0)
      scene.add(plane)
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

function boardroom(stage, p) {
  const scene = createScene(stage, { background: 0xd4dbe3, envIntensity: 0.8 })
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(40, 40),
    new THREE.MeshStandardMaterial({ color: 0x6e5a48, roughness: 0.45 }),
  )
  floor.rotation.x = -Math.PI / 2
  floor.receiveShadow = true
  scene.add(floor)
  // window wall with a view of the park
  const sky = new THREE.Mesh(
    new THREE.PlaneGeometry(60, 30),
    new THREE.MeshBasicMaterial({ color: p.dusk ? 0xf0b98a : 0xcfe2f3 }),
  )
  scene.add(at(sky, 0, 10, -40))
  for (let i = 0; i < 8; i++)
    scene.add(
      at(
        building({
          w: 12 + (i % 3) * 6,
          d: 10,
          h: 8 + ((i * 7) % 20),
          seed: i,
          glass: i % 2 === 0,
          band: i % 3 ? C.blue : C.brand,
        }),
        -36 + i * 10,
        -2,
        -30 - (i % 3) * 6,
      ),
    )
  for (let x = -6; x <= 6; x += 2.4)
    scene.add(at(box(0.08, 3.2, 0.08, M.plastic(0x2a2e33, 0.4)), x, 1.6, -4))
  scene.add(at(box(16, 0.3, 0.2, M.plastic(0x2a2e33, 0.4)), 0, 3.2, -4))
  scene.add(at(box(0.2, 3.4, 12, M.plastic(0xe8e6e1, 0.8)), -7, 1.7, 2))
  // display with charts on the side wall
  const screen = new THREE.Mesh(
    new THREE.PlaneGeometry(2.6, 1.46),
    new THREE.MeshStandardMaterial({
      color: 0,
      emissive: 0xffffff,
      emissiveMap: screenTexture(p.seed, p.map ? 'map' : 'chart'),
      emissiveIntensity: 1.3,
    }),
  )
  screen.rotation.y = Math.PI / 2
  scene.add(at(screen, -6.88, 1.7, 1.5))
  // table and chairs
  scene.add(at(box(5.2, 0.08, 1.8, M.plastic(0xefece6, 0.3), { round: 0.03 }), 0, 0.76, 1.2))
  scene.add(at(box(3.6, 0.7, 0.6, M.plastic(0x3a3f45, 0.6)), 0, 0.36, 1.2))
  for (let i = 0; i < 6; i++)
    for (const side of [-1, 1]) {
      const ch = new THREE.Group()
      ch.add(at(box(0.55, 0.1, 0.55, M.plastic(0x1f2328, 0.6), { round: 0.03 }), 0, 0.5, 0))
      ch.add(
        at(box(0.52, 0.6, 0.08, M.plastic(0x1f2328, 0.6), { round: 0.03 }), 0, 0.88, side * 0.28),
      )
      ch.add(at(cyl(0.03, 0.03, 0.45, M.steel()), 0, 0.25, 0))
      scene.add(at(ch, -2 + i * 0.8, 0, 1.2 + side * 1.25))
    }
  // a model of our AGV on the table, and documents
  const model = at(latentAgv({ seed: p.seed, withShelf: true }), 0, 0.8, 1.2, 0.5)
  model.scale.setScalar(0.3)
  scene.add(model)
  for (let i = 0; i < 4; i++)
    scene.add(
      at(
        box(0.3, 0.01, 0.42, M.plastic(0xfafafa, 0.6)),
        -1.8 + i * 1.2,
        0.805,
        1.2 + (i % 2 ? 0.55 : -0.55),
        (i - 2) * 0.1,
      ),
    )
  keyLight(stage, scene, {
    pos: [4, 10, -14],
    target: [0, 0, 2],
    extent: 10,
    intensity: p.dusk ? 2.4 : 2.8,
    color: p.dusk ? 0xffc58a : 0xfff4e6,
  })
  scene.add(new THREE.HemisphereLight(0xeaf2ff, 0x6a5a4a, 0.9))
  const cam = camera(p.fov ?? 42)
  frame(cam, p.shot ?? { pos: [4.2, 1.9, 6.2], look: [-1, 1.1, -1] })
  return { scene, camera: cam }
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

export const scenes = {
  studio,
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
