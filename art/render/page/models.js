// Our machines and their surroundings, built from primitives (units: metres, y up, x forward).
import {
  THREE,
  C,
  M,
  box,
  cyl,
  at,
  group,
  instancedBoxes,
  rng,
  floorTexture,
  stackTexture,
  loadTexture,
  mat,
} from './kit.js'

const BODY = 0xe6e8ea
const TRIM = 0x2b2f35

function wheelSet(g, w, d, r = 0.09) {
  for (const [x, z] of [
    [w / 2 - 0.15, d / 2 - 0.04],
    [w / 2 - 0.15, -d / 2 + 0.04],
    [-w / 2 + 0.15, d / 2 - 0.04],
    [-w / 2 + 0.15, -d / 2 + 0.04],
  ]) {
    const wheel = cyl(r, r, 0.06, M.rubber(), 20)
    wheel.rotation.x = Math.PI / 2
    g.add(at(wheel, x, r, z))
  }
}

function lidar(y = 0) {
  return group(
    at(cyl(0.06, 0.065, 0.05, M.plastic(TRIM, 0.4)), 0, y + 0.025, 0),
    at(cyl(0.055, 0.055, 0.04, M.glass(0x05070a)), 0, y + 0.07, 0),
    at(cyl(0.06, 0.06, 0.012, M.plastic(TRIM, 0.4)), 0, y + 0.096, 0),
  )
}

/** A strip of status light along a side (emissive, as on the real vehicles). */
function lightStrip(len, color, vertical = false) {
  const s = box(vertical ? 0.012 : len, vertical ? len : 0.018, 0.012, M.emissive(color, 4))
  s.castShadow = false
  return s
}

/** Latent (jacking) AGV: a low flat body that drives under a shelf and lifts it. */
export function latentAgv({
  status = 0x35e0c0,
  accent = C.brand,
  withShelf = false,
  seed = 1,
} = {}) {
  const g = new THREE.Group()
  const w = 1.1
  const d = 0.82
  const h = 0.3
  g.add(at(box(w, h * 0.72, d, M.paint(BODY, 0.35), { round: 0.05 }), 0, 0.03 + h * 0.36 + 0.02, 0))
  // dark bumper band and accent nose panels
  g.add(at(box(w + 0.02, 0.07, d + 0.02, M.plastic(TRIM, 0.6), { round: 0.02 }), 0, 0.07, 0))
  g.add(at(box(0.04, 0.12, d * 0.7, M.paint(accent, 0.35)), w / 2 + 0.005, 0.18, 0))
  g.add(at(box(0.04, 0.12, d * 0.7, M.paint(accent, 0.35)), -w / 2 - 0.005, 0.18, 0))
  // status light strips front and sides
  g.add(at(lightStrip(d * 0.5, status), w / 2 + 0.03, 0.22, 0).rotateY(Math.PI / 2))
  g.add(at(lightStrip(w * 0.6, status), 0, 0.22, d / 2 + 0.012))
  g.add(at(lightStrip(w * 0.6, status), 0, 0.22, -d / 2 - 0.012))
  // lifting plate
  g.add(at(cyl(0.3, 0.3, 0.03, M.plastic(0x33373d, 0.7), 40), 0, h + 0.03, 0))
  g.add(at(cyl(0.2, 0.2, 0.035, M.steel(0x9aa1a9, 0.45), 40), 0, h + 0.035, 0))
  // lidar recess at the nose and an e-stop
  g.add(at(box(0.08, 0.05, 0.3, M.glass(0x080a0c)), w / 2 - 0.01, 0.12, 0))
  g.add(at(cyl(0.025, 0.025, 0.02, M.paint(0xd42a20, 0.4)), -w / 2 + 0.12, h + 0.02, d / 2 - 0.1))
  wheelSet(g, w, d, 0.07)
  if (withShelf) g.add(at(shelfPod(seed), 0, h + 0.05, 0))
  return g
}

/** A mobile shelf (pod) with totes, carried by a latent AGV. */
export function shelfPod(seed = 1) {
  const r = rng(seed)
  const g = new THREE.Group()
  const w = 1.0
  const d = 1.0
  const H = 1.9
  const frame = M.paint(0x3a4048, 0.5)
  for (const [x, z] of [
    [w / 2, d / 2],
    [-w / 2, d / 2],
    [w / 2, -d / 2],
    [-w / 2, -d / 2],
  ])
    g.add(at(box(0.04, H, 0.04, frame), x, 0.35 + H / 2, z))
  const totes = []
  for (let level = 0; level < 4; level++) {
    const y = 0.4 + level * 0.45
    g.add(at(box(w, 0.025, d, M.steel(0x7d858e, 0.5)), 0, y, 0))
    for (let i = 0; i < 2; i++)
      for (let j = 0; j < 2; j++)
        if (r() > 0.15)
          totes.push({
            x: -0.24 + i * 0.48,
            y: y + 0.14,
            z: -0.24 + j * 0.48,
            w: 0.42,
            h: 0.26,
            d: 0.42,
            color: [0x2f6db5, 0x3b7bc4, 0xf0a030, 0x6b7785][Math.floor(r() * 4)],
          })
  }
  g.add(instancedBoxes(totes, M.plastic(0xffffff, 0.5), { round: 0.02 }))
  return g
}

/** A wooden pallet (or a `plastic` one of that colour) with a stack of cartons or a wrapped load. */
export function pallet(seed = 1, { load = true, height = 1.1, frosted = false, plastic } = {}) {
  const r = rng(seed)
  const g = new THREE.Group()
  const wood = plastic ? M.plastic(plastic, 0.6) : frosted ? M.plastic(0xc9d6e3, 0.6) : M.wood()
  for (const z of [-0.5, 0, 0.5]) g.add(at(box(1.2, 0.1, 0.1, wood), 0, 0.05, z * 0.9))
  for (let i = 0; i < 7; i++) g.add(at(box(0.1, 0.022, 1.0, wood), -0.55 + i * 0.183, 0.111, 0))
  if (load) {
    const tint = frosted ? '#d7e1ea' : '#c39465'
    const m = mat(
      `stack-${frosted}-${seed % 3}`,
      () =>
        new THREE.MeshStandardMaterial({
          map: stackTexture(seed, tint),
          roughness: frosted ? 0.5 : 0.88,
        }),
    )
    const h = height - 0.12
    g.add(at(box(1.16, h, 0.98, m), 0, 0.122 + h / 2, 0))
    if (r() > 0.5)
      g.add(
        at(
          box(0.4, 0.3, 0.32, M.cardboard(seed)),
          -0.35 + r() * 0.3,
          0.122 + h + 0.15,
          -0.2 + r() * 0.3,
        ),
      )
  }
  return g
}

/**
 * Selective pallet racking, one run along x: blue uprights, orange beams, pallets on the levels.
 * `bays` of 2.7 m, `levels` of `levelH`; depth 1.1 m. Returns the group.
 */
export function rackRun({
  bays = 10,
  levels = 6,
  levelH = 1.6,
  seed = 1,
  fill = 0.85,
  frosted = false,
  upright = C.rackBlue,
  beam = C.orange,
  palletsPerBay = 2,
  load = 'cartons',
  palletColor,
  sensors = false,
  sprinklers = false,
}) {
  const r = rng(seed)
  const g = new THREE.Group()
  const bayW = 2.7
  const D = 1.1
  const H = levels * levelH + 0.4
  const up = M.paint(upright, 0.45)
  const bm = M.paint(beam, 0.4)
  const uprights = []
  const beams = []
  for (let b = 0; b <= bays; b++) {
    const x = b * bayW
    for (const z of [-D / 2, D / 2]) uprights.push({ x, y: H / 2, z, w: 0.09, h: H, d: 0.07 })
    // bracing on the frame side
    for (let k = 0; k < Math.floor(H / 1.2); k++)
      uprights.push({ x, y: 0.6 + k * 1.2, z: 0, w: 0.03, h: 0.03, d: D })
  }
  for (let b = 0; b < bays; b++) {
    const x = b * bayW + bayW / 2
    for (let l = 1; l <= levels; l++) {
      const y = l * levelH - 0.05
      if (l > 0)
        for (const z of [-D / 2, D / 2]) beams.push({ x, y, z, w: bayW - 0.09, h: 0.11, d: 0.05 })
    }
  }
  g.add(instancedBoxes(uprights, up))
  g.add(instancedBoxes(beams, bm))
  // loads: pallets and one box per load (a carton-stack texture or a wrapped load)
  const woods = []
  const stacks = []
  const wraps = []
  const tints = frosted
    ? [0xf2f6fa, 0xe4ecf4, 0xffffff, 0xd8e4ef]
    : [0xffffff, 0xf2e6d8, 0xe9dccb, 0xfff4e6, 0xd9c8b2]
  for (let b = 0; b < bays; b++)
    for (let l = 0; l < levels; l++) {
      for (let p = 0; p < palletsPerBay; p++) {
        if (r() > fill) continue
        const x = b * bayW + 0.2 + (bayW - 0.4) * ((p + 0.5) / palletsPerBay)
        const y = l === 0 ? 0 : l * levelH
        woods.push({ x, y: y + 0.075, z: 0, w: 1.0, h: 0.15, d: 1.15 })
        const hh = 0.7 + r() * (levelH - 1.05)
        const item = {
          x,
          y: y + 0.15 + hh / 2,
          z: 0,
          w: 0.96,
          h: hh,
          d: 1.12,
          color: tints[Math.floor(r() * tints.length)],
        }
        if (r() > 0.8)
          wraps.push({
            ...item,
            color: frosted
              ? 0xeef3f8
              : [0xd9d4cb, 0xc8c2b6, 0xa9bccd, 0xe2ddd3][Math.floor(r() * 4)],
          })
        else stacks.push(item)
      }
    }
  g.add(
    instancedBoxes(
      woods,
      palletColor ? M.plastic(palletColor, 0.6) : frosted ? M.plastic(0xcfd9e3, 0.6) : M.wood(),
    ),
  )
  if (load === 'drums') {
    // four 200 L steel drums a pallet, in a drum colour per pallet
    const drums = []
    for (const it of [...stacks, ...wraps]) {
      const color = [0x1d4e89, 0x2f6db5, 0x3b7a4a, 0xd0d4d8][Math.floor(r() * 4)]
      for (const [dx, dz] of [
        [-0.24, -0.28],
        [0.24, -0.28],
        [-0.24, 0.28],
        [0.24, 0.28],
      ])
        drums.push({
          x: it.x + dx,
          y: it.y - it.h / 2 + 0.44,
          z: it.z + dz,
          w: 0.5,
          h: 0.88,
          d: 0.5,
          color,
        })
    }
    g.add(instancedBoxes(drums, M.paint(0xffffff, 0.45), { cylinder: true }))
  } else {
    const kind = load === 'cartons' ? (frosted ? 'frosted' : 'cartons') : load
    const stackMat = mat(
      `stack-${kind}-${seed % 3}`,
      () =>
        new THREE.MeshStandardMaterial({
          map:
            load === 'cartons'
              ? stackTexture(seed, frosted ? '#d7e1ea' : '#c39465')
              : loadTexture(load, seed),
          roughness: frosted || load === 'frost' ? 0.5 : load === 'bottles' ? 0.25 : 0.85,
        }),
    )
    const neutral = load !== 'cartons'
    g.add(instancedBoxes(neutral ? [...stacks, ...wraps] : stacks, stackMat))
    if (wraps.length && !neutral) g.add(instancedBoxes(wraps, M.plastic(0xffffff, 0.3)))
  }
  if (sensors) {
    // a temperature (and smoke) sensor on an upright at every level, its green lamp lit
    const heads = []
    const lamps = []
    for (let b = 0; b <= bays; b += 1)
      for (let l = 1; l <= levels; l++) {
        const part = (dy, dz, w, h, d) => ({
          x: b * bayW,
          y: l * levelH + dy,
          z: D / 2 + dz,
          w,
          h,
          d,
        })
        heads.push(part(-0.35, 0.07, 0.12, 0.16, 0.07))
        lamps.push(part(-0.31, 0.11, 0.03, 0.03, 0.01))
      }
    g.add(instancedBoxes(heads, M.plastic(0xf4f5f6, 0.4)))
    g.add(instancedBoxes(lamps, M.emissive(0x35e070, 4)))
  }
  if (sprinklers) {
    // red in-rack sprinkler mains along the flue at every second level, drops with heads
    const pipes = []
    for (let l = 2; l <= levels; l += 2)
      pipes.push({
        x: (bays * bayW) / 2,
        y: l * levelH - 0.25,
        z: 0,
        w: bays * bayW,
        h: 0.07,
        d: 0.07,
      })
    const heads = []
    for (let l = 2; l <= levels; l += 2)
      for (let b = 0; b < bays; b++)
        heads.push({
          x: b * bayW + bayW / 2,
          y: l * levelH - 0.33,
          z: 0,
          w: 0.05,
          h: 0.12,
          d: 0.05,
        })
    g.add(instancedBoxes(pipes, M.paint(0xc8221a, 0.4)))
    g.add(instancedBoxes(heads, M.steel(0xc9a24a, 0.3)))
  }
  g.userData = { length: bays * bayW, height: H, depth: D }
  return g
}

/** Stacker crane for pallets: bottom carriage on a rail, a tall mast, a lifting carriage with forks. */
export function stackerCrane({
  height = 18,
  lift = 6,
  fork = 0,
  withLoad = true,
  seed = 3,
  double = false,
} = {}) {
  const g = new THREE.Group()
  const mastMat = M.paint(0xd9dde1, 0.38)
  const orange = M.paint(C.brand, 0.35)
  const dark = M.paint(TRIM, 0.5)
  // bottom carriage with drive units at both ends
  g.add(at(box(4.2, 0.6, 0.62, orange, { round: 0.04 }), 0, 0.45, 0))
  for (const x of [-1.75, 1.75]) {
    const w = cyl(0.22, 0.22, 0.14, M.steel(0x555b62, 0.4))
    w.rotation.x = Math.PI / 2
    g.add(at(w, x, 0.22, 0))
    g.add(at(box(0.5, 0.45, 0.7, dark, { round: 0.03 }), x, 0.95, 0))
  }
  // electrical cabinet with a status lamp
  g.add(at(box(0.75, 1.7, 0.6, M.paint(0xeef0f2, 0.35), { round: 0.03 }), -1.6, 1.6, 0))
  g.add(at(box(0.02, 0.14, 0.36, M.emissive(0x35e0c0, 3)), -1.22, 2.1, 0))
  const masts = double ? [-0.9, 0.9] : [0.15]
  for (const x of masts) {
    g.add(at(box(0.75, height, 0.55, mastMat), x, height / 2 + 0.75, 0))
    // stiffening seams and dark guide rails on the mast faces
    for (let y = 2; y < height; y += 2.5)
      g.add(at(box(0.77, 0.04, 0.57, M.paint(0xb9bfc5, 0.4)), x, y, 0))
    for (const z of [0.3, -0.3])
      g.add(at(box(0.1, height, 0.05, dark), x + 0.25, height / 2 + 0.75, z))
  }
  // top crossbeam with guide rollers
  g.add(
    at(
      box(double ? 2.8 : 1.6, 0.45, 0.6, orange, { round: 0.03 }),
      masts[0] * (double ? 0 : 1),
      height + 0.95,
      0,
    ),
  )
  // ladder beside the mast
  const ladderX = masts[0] - (double ? 0.55 : 0.5)
  for (const z of [0.2, -0.2])
    g.add(at(box(0.04, height - 1, 0.04, M.steel()), ladderX, height / 2 + 1.2, z))
  for (let y = 1.2; y < height; y += 0.3) g.add(at(box(0.03, 0.03, 0.4, M.steel()), ladderX, y, 0))
  // lifting carriage with forks (forks point along z: into the rack on either side)
  const car = new THREE.Group()
  car.add(
    at(box(double ? 2.4 : 1.6, 0.28, 1.3, orange, { round: 0.02 }), 0.9 * (double ? 0 : 1), 0, 0),
  )
  car.add(at(box(0.5, 0.9, 1.1, dark), double ? 0 : 0.45, 0.55, 0))
  const forks = new THREE.Group()
  for (const x of [0.55, 1.25])
    forks.add(at(box(0.12, 0.06, 1.25, M.steel(0x8f969e, 0.3)), x, 0.17, 0))
  forks.position.z = fork
  car.add(forks)
  if (withLoad) forks.add(at(pallet(seed, { height: 1.2 }), 0.9, 0.2, 0).rotateY(Math.PI / 2))
  car.position.set(double ? 0 : 0.3, lift + 0.9, 0)
  g.add(car)
  // warning light
  g.add(at(cyl(0.06, 0.06, 0.14, M.emissive(0xffa020, 3)), -1.65, 2.4, 0))
  g.userData = { carriage: car, forks }
  return g
}

/**
 * A miniload crane for totes: one slim aluminium mast on a short bottom carriage, a light
 * carriage with a telescopic load handler and two blue totes (much smaller than a pallet crane).
 */
export function miniloadCrane({ height = 10, lift = 3, seed = 7 } = {}) {
  const r = rng(seed)
  const g = new THREE.Group()
  const alu = M.steel(0xc9ced4, 0.3)
  const orange = M.paint(C.brand, 0.35)
  const dark = M.paint(TRIM, 0.5)
  g.add(at(box(2.4, 0.38, 0.42, orange, { round: 0.03 }), 0, 0.3, 0))
  for (const x of [-1.0, 1.0]) {
    const w = cyl(0.14, 0.14, 0.1, M.steel(0x555b62, 0.4))
    w.rotation.x = Math.PI / 2
    g.add(at(w, x, 0.14, 0))
  }
  g.add(at(box(0.42, 1.2, 0.4, M.paint(0xeef0f2, 0.35), { round: 0.03 }), -0.95, 1.1, 0))
  g.add(at(box(0.02, 0.1, 0.24, M.emissive(0x35e0c0, 3)), -0.73, 1.45, 0))
  // the mast: an open aluminium profile with dark guide rails
  g.add(at(box(0.34, height, 0.3, alu), 0.25, height / 2 + 0.5, 0))
  for (const z of [0.16, -0.16]) g.add(at(box(0.05, height, 0.03, dark), 0.42, height / 2 + 0.5, z))
  for (let y = 1.5; y < height; y += 1.5)
    g.add(at(box(0.36, 0.03, 0.32, M.steel(0x9aa1a9, 0.35)), 0.25, y, 0))
  g.add(at(box(0.9, 0.26, 0.4, orange, { round: 0.02 }), 0.25, height + 0.62, 0))
  // carriage with a telescopic handler and two totes side by side
  const car = new THREE.Group()
  car.add(at(box(1.0, 0.12, 0.8, orange, { round: 0.02 }), 0.85, 0, 0))
  car.add(at(box(0.2, 0.5, 0.7, dark), 0.45, 0.3, 0))
  for (const z of [-0.36, 0.36]) car.add(at(box(0.9, 0.08, 0.05, alu), 0.95, 0.1, z))
  const blue = M.plastic(r() > 0.5 ? 0x2f6db5 : 0x2a5fa0, 0.5)
  for (const x of [0.7, 1.15]) car.add(at(box(0.4, 0.3, 0.6, blue, { round: 0.015 }), x, 0.21, 0))
  car.position.set(0, lift + 0.6, 0)
  g.add(car)
  g.add(at(cyl(0.04, 0.04, 0.1, M.emissive(0xffa020, 3)), -0.95, 1.75, 0))
  g.userData = { carriage: car }
  return g
}

/** A stack of blue totes on the floor (for scale beside a miniload crane). */
export function toteStack({ count = 4, seed = 3 } = {}) {
  const r = rng(seed)
  const g = new THREE.Group()
  for (let i = 0; i < count; i++)
    g.add(
      at(
        box(0.6, 0.3, 0.4, M.plastic(0x2f6db5, 0.5), { round: 0.015 }),
        (r() - 0.5) * 0.02,
        0.16 + i * 0.31,
        0,
      ),
    )
  return g
}

/** Floor rail and top rail for a stacker crane aisle along x. */
export function craneRails(length, height) {
  const g = new THREE.Group()
  g.add(at(box(length, 0.08, 0.14, M.steel(0x6c737b, 0.4)), length / 2, 0.04, 0))
  g.add(at(box(length, 0.12, 0.12, M.steel(0x6c737b, 0.4)), length / 2, height + 1.1, 0))
  return g
}

/** Counterbalanced forklift AGV with mast, forks and a pallet. */
export function forkliftAgv({ lift = 0.2, withLoad = true, seed = 5, accent = C.brand } = {}) {
  const g = new THREE.Group()
  const body = M.paint(accent, 0.35)
  const dark = M.paint(TRIM, 0.5)
  // chassis at rear (x < 0), forks point +x
  g.add(at(box(1.2, 0.9, 1.0, body, { round: 0.06 }), -0.7, 0.6, 0))
  g.add(at(box(0.9, 0.55, 0.95, M.paint(BODY, 0.35), { round: 0.06 }), -0.8, 1.3, 0))
  g.add(at(box(1.26, 0.12, 1.05, M.plastic(TRIM, 0.6), { round: 0.03 }), -0.7, 0.16, 0))
  // lidar and beacon on the roof
  g.add(at(lidar(0), -0.55, 1.58, 0))
  g.add(at(cyl(0.05, 0.05, 0.1, M.emissive(0xffb000, 4)), -1.05, 1.65, 0))
  g.add(at(lightStrip(0.8, 0x35e0c0), -0.7, 0.9, 0.51))
  g.add(at(lightStrip(0.8, 0x35e0c0), -0.7, 0.9, -0.51))
  // front laser and the safety scanner
  g.add(at(box(0.1, 0.12, 0.3, M.glass()), -0.08, 0.3, 0))
  // mast
  for (const z of [-0.33, 0.33]) g.add(at(box(0.1, 2.2, 0.12, dark), 0.0, 1.2, z))
  g.add(at(box(0.1, 0.1, 0.78, dark), 0.0, 2.28, 0))
  const car = new THREE.Group()
  car.add(at(box(0.06, 0.6, 0.85, dark), 0.09, 0.3, 0))
  for (const z of [-0.25, 0.25])
    car.add(at(box(1.15, 0.05, 0.14, M.steel(0x7a8088, 0.35)), 0.68, 0.03, z))
  if (withLoad) car.add(at(pallet(seed, { height: 1.0 }), 0.72, 0.05, 0).rotateY(Math.PI / 2))
  car.position.y = lift
  g.add(car)
  // wheels
  for (const [x, z] of [
    [-1.1, 0.45],
    [-1.1, -0.45],
    [0.9, 0.25],
    [0.9, -0.25],
  ]) {
    const w = cyl(0.12, 0.12, 0.08, M.rubber())
    w.rotation.x = Math.PI / 2
    g.add(at(w, x, 0.12, z))
  }
  g.userData = { carriage: car }
  return g
}

/** Heavy-load AGV: a long low platform for machine parts or coils. */
export function heavyAgv({ load = 'coil', accent = C.brand } = {}) {
  const g = new THREE.Group()
  const w = 3.2
  const d = 1.9
  g.add(at(box(w, 0.34, d, M.paint(accent, 0.35), { round: 0.05 }), 0, 0.3, 0))
  g.add(at(box(w + 0.06, 0.12, d + 0.06, M.plastic(TRIM, 0.6), { round: 0.03 }), 0, 0.12, 0))
  g.add(at(box(w - 0.2, 0.04, d - 0.2, M.plastic(0x2e3238, 0.8)), 0, 0.49, 0))
  for (const x of [-w / 2 - 0.04, w / 2 + 0.04]) {
    g.add(at(box(0.05, 0.08, d * 0.6, M.glass()), x, 0.28, 0))
    g.add(at(lightStrip(d * 0.6, 0x35e0c0), x, 0.4, 0).rotateY(Math.PI / 2))
  }
  g.add(at(lightStrip(w * 0.7, 0x35e0c0), 0, 0.4, d / 2 + 0.035))
  g.add(at(lightStrip(w * 0.7, 0x35e0c0), 0, 0.4, -d / 2 - 0.035))
  if (load === 'coil') {
    g.add(at(box(1.6, 0.25, 1.2, M.paint(0x4b5159, 0.6)), 0, 0.63, 0))
    const coil = cyl(0.75, 0.75, 1.3, M.steel(0xb9c0c8, 0.22), 64)
    coil.rotation.x = Math.PI / 2
    g.add(at(coil, 0, 1.5, 0))
    const core = cyl(0.25, 0.25, 1.32, M.plastic(0x1a1c1f, 0.8), 32)
    core.rotation.x = Math.PI / 2
    g.add(at(core, 0, 1.5, 0))
  } else if (load === 'module') {
    g.add(at(box(2.6, 0.9, 1.5, M.steel(0x99a3ad, 0.4), { round: 0.03 }), 0, 0.96, 0))
    for (let i = 0; i < 6; i++)
      g.add(at(box(0.36, 0.04, 1.52, M.paint(C.blue, 0.4)), -1.05 + i * 0.42, 1.42, 0))
  }
  wheelSet(g, w, d, 0.1)
  return g
}

/** AGV with a powered roller deck, carrying a carton or a tote. */
export function rollerAgv({ seed = 9, withLoad = true } = {}) {
  const g = new THREE.Group()
  const w = 1.3
  const d = 0.9
  g.add(at(box(w, 0.5, d, M.paint(BODY, 0.35), { round: 0.05 }), 0, 0.33, 0))
  g.add(at(box(w + 0.02, 0.1, d + 0.02, M.plastic(TRIM, 0.6), { round: 0.03 }), 0, 0.1, 0))
  g.add(at(box(w * 0.9, 0.16, 0.04, M.paint(C.brand, 0.35)), 0, 0.36, d / 2 + 0.005))
  g.add(at(box(w * 0.9, 0.16, 0.04, M.paint(C.brand, 0.35)), 0, 0.36, -d / 2 - 0.005))
  g.add(at(lightStrip(w * 0.9, 0x35e0c0), 0, 0.48, d / 2 + 0.012))
  g.add(at(lightStrip(w * 0.9, 0x35e0c0), 0, 0.48, -d / 2 - 0.012))
  // side guards and rollers
  for (const z of [-d / 2 + 0.04, d / 2 - 0.04])
    g.add(at(box(w, 0.12, 0.05, M.steel(0x9aa1a9, 0.4)), 0, 0.64, z))
  for (let i = 0; i < 11; i++) {
    const roller = cyl(0.035, 0.035, d - 0.12, M.steel(0xc9ced4, 0.25), 16)
    roller.rotation.x = Math.PI / 2
    g.add(at(roller, -w / 2 + 0.08 + i * ((w - 0.16) / 10), 0.62, 0))
  }
  g.add(at(lidar(0), w / 2 - 0.12, 0.58, 0))
  if (withLoad) g.add(at(box(0.9, 0.5, 0.6, M.cardboard(seed), { round: 0.01 }), -0.05, 0.92, 0))
  wheelSet(g, w, d, 0.08)
  return g
}

/** Four-way shuttle: a flat vehicle that runs in the rack's rail channels. */
export function shuttle({ accent = C.brand, withLoad = false, seed = 11 } = {}) {
  const g = new THREE.Group()
  g.add(at(box(1.2, 0.16, 1.0, M.paint(accent, 0.35), { round: 0.03 }), 0, 0.1, 0))
  g.add(at(box(1.0, 0.03, 0.8, M.plastic(0x2e3238, 0.8)), 0, 0.195, 0))
  g.add(at(box(1.22, 0.05, 1.02, M.plastic(TRIM, 0.6)), 0, 0.035, 0))
  g.add(at(lightStrip(0.6, 0x35e0c0), 0, 0.12, 0.505))
  g.add(at(lightStrip(0.6, 0x35e0c0), 0, 0.12, -0.505))
  if (withLoad) g.add(at(pallet(seed, { height: 1.1 }), 0, 0.2, 0))
  return g
}

/** A vertical lift at the end of a rack: two columns and a platform. */
export function lift({ height = 12, level = 3, seed = 13 } = {}) {
  const g = new THREE.Group()
  const col = M.paint(0xdfe2e5, 0.4)
  for (const z of [-0.8, 0.8]) g.add(at(box(0.25, height, 0.25, col), 0, height / 2, z))
  g.add(at(box(0.5, 0.3, 1.9, M.paint(C.brand, 0.35)), 0, height + 0.15, 0))
  const p = new THREE.Group()
  p.add(at(box(1.4, 0.12, 1.3, M.steel(0x8c939b, 0.4)), 0, 0, 0))
  p.add(at(shuttle({ seed }), 0, 0.07, 0))
  p.position.y = level
  g.add(p)
  g.userData = { platform: p }
  return g
}

/**
 * A straight conveyor along x: frame, legs, belt or rollers, side guides; `parcels` of the
 * given spacing are placed on it (return value userData.parcels lets a film move them).
 */
export function conveyor({
  length = 10,
  width = 0.8,
  height = 0.8,
  belt = true,
  parcels = 6,
  seed = 17,
} = {}) {
  const r = rng(seed)
  const g = new THREE.Group()
  const frame = M.steel(0xaab1b9, 0.35)
  g.add(at(box(length, 0.14, width + 0.1, frame), length / 2, height - 0.07, 0))
  if (belt)
    g.add(at(box(length, 0.03, width, M.plastic(0x2a2d31, 0.75)), length / 2, height + 0.015, 0))
  else
    for (let i = 0; i < length / 0.12; i++) {
      const roller = cyl(0.03, 0.03, width, M.steel(0xcfd4da, 0.25), 12)
      roller.rotation.x = Math.PI / 2
      g.add(at(roller, i * 0.12 + 0.06, height + 0.01, 0))
    }
  for (const z of [-width / 2 - 0.06, width / 2 + 0.06])
    g.add(at(box(length, 0.08, 0.03, M.paint(C.brand, 0.4)), length / 2, height + 0.08, z))
  for (let x = 0.4; x < length; x += 2)
    for (const z of [-width / 2, width / 2])
      g.add(at(box(0.06, height - 0.14, 0.06, frame), x, (height - 0.14) / 2, z))
  const list = []
  const tints = ['#c08f5d', '#b98a5a', '#cfa577', '#a97d50']
  for (let i = 0; i < parcels; i++) {
    const w = 0.3 + r() * 0.35
    const h = 0.16 + r() * 0.25
    const d = 0.25 + r() * 0.3
    const p = box(w, h, d, M.cardboard(Math.floor(r() * 20), tints[Math.floor(r() * 4)]), {
      round: 0.01,
    })
    const poly = r() > 0.75
    if (poly) p.material = M.plastic([0xe9e4d8, 0x3f6aa8, 0xd8d3c8][Math.floor(r() * 3)], 0.45)
    p.position.set(
      (i + 0.5) * (length / parcels) + (r() - 0.5) * 0.3,
      height + 0.03 + h / 2,
      (r() - 0.5) * 0.15,
    )
    p.rotation.y = (r() - 0.5) * 0.3
    g.add(p)
    list.push(p)
  }
  g.userData = { parcels: list, height }
  return g
}

/** A cross-belt loop sorter seen as an oval of carriers with chutes on one side. */
export function sorter({ length = 16, width = 4, seed = 19 } = {}) {
  const r = rng(seed)
  const g = new THREE.Group()
  const h = 1.0
  g.add(
    at(box(length, 0.5, width, M.paint(0xdadde0, 0.4), { round: 0.08 }), length / 2, h - 0.3, 0),
  )
  g.add(at(box(length - 1.2, 0.52, width - 1.6, M.paint(0x3d434a, 0.6)), length / 2, h - 0.29, 0))
  // carriers (cross belts)
  const carriers = []
  const cartons = []
  for (let i = 0; i < Math.floor(length / 0.55); i++)
    for (const z of [-width / 2 + 0.4, width / 2 - 0.4]) {
      carriers.push({ x: 0.3 + i * 0.55, y: h, z, w: 0.5, h: 0.08, d: 0.7, color: 0x2b2e33 })
      if (r() > 0.55) {
        const w = 0.25 + r() * 0.2
        const hh = 0.12 + r() * 0.2
        cartons.push({
          x: 0.3 + i * 0.55,
          y: h + 0.04 + hh / 2,
          z: z + (r() - 0.5) * 0.2,
          w,
          h: hh,
          d: 0.2 + r() * 0.3,
          ry: (r() - 0.5) * 0.4,
          color: [0xc08f5d, 0xcfa577, 0xe9e4d8, 0x3f6aa8, 0xb98a5a][Math.floor(r() * 5)],
        })
      }
    }
  g.add(instancedBoxes(carriers, M.plastic(0xffffff, 0.6)))
  g.add(instancedBoxes(cartons, M.cardboard(seed), { round: 0.008 }))
  // chutes with stainless slides
  for (let i = 0; i < Math.floor(length / 1.4); i++) {
    const chute = box(1.1, 0.04, 1.8, M.steel(0xc6ccd2, 0.22))
    chute.rotation.x = -0.35
    g.add(at(chute, 0.9 + i * 1.4, 0.55, width / 2 + 0.85))
    g.add(at(box(0.04, 0.5, 1.8, M.paint(C.brand, 0.4)), 0.35 + i * 1.4, 0.75, width / 2 + 0.85))
    g.add(
      at(
        box(0.4, 0.05, 0.05, M.emissive(i % 3 ? 0x35e0c0 : 0xffb000, 3)),
        0.9 + i * 1.4,
        1.25,
        width / 2 + 0.05,
      ),
    )
  }
  return g
}

/** A floor with lane markings and a safety walkway. */
export function warehouseFloor({
  size = 120,
  seed = 21,
  color = '#8d8a85',
  lanes = [],
  repeat = 10,
  roughness = 0.55,
}) {
  const g = new THREE.Group()
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(size, size),
    new THREE.MeshStandardMaterial({
      map: floorTexture(seed, color, repeat),
      roughness,
      metalness: 0,
    }),
  )
  floor.rotation.x = -Math.PI / 2
  floor.receiveShadow = true
  g.add(floor)
  const yellow = new THREE.MeshStandardMaterial({ color: 0xf2b320, roughness: 0.5 })
  for (const lane of lanes) {
    const [x1, z1, x2, z2, w = 0.1] = lane
    const len = Math.hypot(x2 - x1, z2 - z1)
    const m = new THREE.Mesh(
      new THREE.PlaneGeometry(len, w),
      lane[5] ? new THREE.MeshStandardMaterial({ color: lane[5], roughness: 0.5 }) : yellow,
    )
    m.rotation.x = -Math.PI / 2
    m.rotation.z = -Math.atan2(z2 - z1, x2 - x1)
    m.position.set((x1 + x2) / 2, 0.004, (z1 + z2) / 2)
    m.receiveShadow = true
    g.add(m)
  }
  return g
}

/** A warehouse hall: walls with a band of windows, roof trusses and rows of high-bay lights. */
export function hall({ w = 60, d = 40, h = 14, windows = true, cold = false, lights = true }) {
  const g = new THREE.Group()
  const wall = M.plastic(cold ? 0xdde6ee : 0xd9dbdc, 0.8)
  const ceiling = M.plastic(cold ? 0xc9d4de : 0xb7bcc1, 0.85)
  const back = box(w, h, 0.2, wall)
  g.add(at(back, 0, h / 2, -d / 2))
  g.add(at(box(0.2, h, d, wall), -w / 2, h / 2, 0))
  g.add(at(box(0.2, h, d, wall), w / 2, h / 2, 0))
  g.add(at(box(w, h, 0.2, wall), 0, h / 2, d / 2))
  const roof = box(w, 0.2, d, ceiling)
  roof.castShadow = false
  g.add(at(roof, 0, h, 0))
  // steel trusses
  for (let x = -w / 2 + 6; x < w / 2; x += 6)
    g.add(at(box(0.25, 0.7, d, M.steel(0x8a9096, 0.5)), x, h - 0.5, 0))
  if (windows) {
    const glass = M.emissive(cold ? 0xcfe6ff : 0xe8f1ff, cold ? 1.2 : 2.2)
    for (let x = -w / 2 + 3; x < w / 2 - 2; x += 4.5) {
      const win = box(3.6, 1.4, 0.05, glass)
      win.castShadow = false
      g.add(at(win, x, h - 2.2, -d / 2 + 0.12))
    }
  }
  if (lights) {
    const lamp = M.emissive(cold ? 0xd8ecff : 0xfff4e2, 6)
    for (let x = -w / 2 + 4; x < w / 2; x += 6)
      for (let z = -d / 2 + 4; z < d / 2; z += 6) {
        const l = box(0.5, 0.06, 0.5, lamp)
        l.castShadow = false
        g.add(at(l, x, h - 1.1, z))
        g.add(at(box(0.56, 0.14, 0.56, M.plastic(0x50565c, 0.5)), x, h - 1.0, z))
      }
  }
  return g
}

/** A control room: a curved video wall of fleet maps, desks with monitors, a window to the hall. */
export function controlRoom(screen, { seed = 23 } = {}) {
  const r = rng(seed)
  const g = new THREE.Group()
  // room shell
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(30, 30),
    new THREE.MeshStandardMaterial({ color: 0x2a2e34, roughness: 0.35, metalness: 0.1 }),
  )
  floor.rotation.x = -Math.PI / 2
  floor.receiveShadow = true
  g.add(floor)
  const wallMat = M.plastic(0x1a1f27, 0.8)
  g.add(at(box(24, 5, 0.2, wallMat), 0, 2.5, -6.5))
  g.add(at(box(0.2, 5, 16, wallMat), -9, 2.5, 0))
  g.add(at(box(0.2, 5, 16, M.plastic(0x2a313a, 0.7)), 9, 2.5, 0))
  const ceil = box(24, 0.2, 16, M.plastic(0x15191f, 0.9))
  ceil.castShadow = false
  g.add(at(ceil, 0, 5, 0))
  for (let x = -7; x <= 7; x += 3.5) {
    const l = box(2.6, 0.04, 0.25, M.emissive(0xdfe9ff, 3))
    l.castShadow = false
    g.add(at(l, x, 4.88, 0))
  }
  // video wall: 3 x 6 panels on an arc
  for (let col = 0; col < 6; col++)
    for (let row = 0; row < 3; row++) {
      const a = (col - 2.5) * 0.16
      const panel = new THREE.Mesh(
        new THREE.PlaneGeometry(2.0, 1.14),
        new THREE.MeshStandardMaterial({
          color: 0x000000,
          emissive: 0xffffff,
          emissiveMap: screen(seed + col * 3 + row, (col + row) % 3 === 0 ? 'chart' : 'map'),
          emissiveIntensity: 1.6,
          roughness: 0.7,
        }),
      )
      panel.position.set(Math.sin(a) * 12, 1.2 + row * 1.16, -6.3 + (1 - Math.cos(a)) * 12)
      panel.rotation.y = -a
      g.add(panel)
      const bezel = box(2.04, 1.18, 0.05, M.plastic(0x0a0b0d, 0.4))
      bezel.position.copy(panel.position)
      bezel.position.z -= 0.04
      bezel.rotation.y = -a
      g.add(bezel)
    }
  // two curved rows of desks with monitors and chairs
  for (const [row, z, radius] of [
    [0, -1.5, 9],
    [1, 1.8, 11],
  ])
    for (let i = 0; i < (row ? 5 : 4); i++) {
      const a = (i - (row ? 2 : 1.5)) * 0.2
      const x = Math.sin(a) * radius
      const zz = z + (1 - Math.cos(a)) * radius * 0.4
      const desk = new THREE.Group()
      desk.add(at(box(2.2, 0.06, 0.9, M.plastic(0xd6d9dc, 0.4)), 0, 0.76, 0))
      desk.add(at(box(2.2, 0.7, 0.06, M.plastic(0x2c323a, 0.6)), 0, 0.38, 0.4))
      for (let k = -1; k <= 1; k++) {
        const mon = new THREE.Mesh(
          new THREE.PlaneGeometry(0.62, 0.36),
          new THREE.MeshStandardMaterial({
            color: 0,
            emissive: 0xffffff,
            emissiveMap: screen(seed + 40 + i * 3 + k + row * 20, r() > 0.5 ? 'map' : 'chart'),
            emissiveIntensity: 1.3,
          }),
        )
        mon.position.set(k * 0.66, 1.12, -0.26)
        mon.rotation.y = -k * 0.25
        desk.add(mon)
        desk.add(
          at(box(0.64, 0.38, 0.03, M.plastic(0x0b0c0e, 0.4)), k * 0.66, 1.12, -0.28, -k * 0.25),
        )
        desk.add(at(box(0.04, 0.3, 0.04, M.steel(0x555b62)), k * 0.66, 0.92, -0.3))
      }
      // chair
      const chair = new THREE.Group()
      chair.add(at(box(0.5, 0.08, 0.5, M.plastic(0x24292f, 0.7), { round: 0.03 }), 0, 0.48, 0))
      chair.add(at(box(0.48, 0.6, 0.06, M.plastic(0x24292f, 0.7), { round: 0.03 }), 0, 0.85, 0.25))
      chair.add(at(cyl(0.03, 0.03, 0.4, M.steel(0x777d84)), 0, 0.25, 0))
      chair.add(at(cyl(0.28, 0.28, 0.03, M.plastic(0x1b1f24, 0.7)), 0, 0.04, 0))
      desk.add(at(chair, (r() - 0.5) * 0.6, 0, 0.55 + r() * 0.2, (r() - 0.5) * 0.6))
      desk.position.set(x, 0, zz)
      desk.rotation.y = -a
      g.add(desk)
    }
  return g
}

/** An industrial building: cladding bands, a loading dock row, roof units. */
export function building({
  w = 40,
  d = 24,
  h = 12,
  color = 0xe4e7ea,
  band = C.blue,
  seed = 29,
  docks = 6,
  glass = false,
}) {
  const r = rng(seed)
  const g = new THREE.Group()
  g.add(at(box(w, h, d, M.plastic(color, 0.7)), 0, h / 2, 0))
  g.add(at(box(w + 0.05, 1.1, d + 0.05, M.paint(band, 0.5)), 0, h - 0.9, 0))
  g.add(at(box(w + 0.3, 0.3, d + 0.3, M.plastic(0xb5bbc1, 0.6)), 0, h + 0.15, 0))
  // window band or curtain wall
  if (glass) g.add(at(box(w * 0.98, h * 0.7, d + 0.06, M.glass(0x26405c)), 0, h * 0.45, 0))
  else
    for (let i = 0; i < Math.floor(w / 3); i++)
      g.add(at(box(2.2, 1.0, d + 0.06, M.glass(0x2a3f55)), -w / 2 + 1.6 + i * 3, h - 2.6, 0))
  // loading docks on the +z side
  for (let i = 0; i < docks; i++) {
    const x = -w / 2 + 4 + i * 4.2
    if (x > w / 2 - 2) break
    g.add(at(box(3, 3.2, 0.1, M.plastic(0x9aa3ac, 0.5)), x, 1.6 + 1.1, d / 2 + 0.05))
    g.add(at(box(3.4, 0.25, 0.6, M.paint(C.brand, 0.5)), x, 4.4, d / 2 + 0.3))
  }
  // rooftop units
  for (let i = 0; i < 4; i++)
    g.add(
      at(
        box(2 + r() * 2, 1.2, 1.6, M.steel(0xb0b6bc, 0.5)),
        (r() - 0.5) * (w - 6),
        h + 0.9,
        (r() - 0.5) * (d - 6),
      ),
    )
  // solar panels
  const solar = M.glass(0x1b2a44)
  for (let i = 0; i < Math.floor(w / 4); i++) {
    const p = box(3.4, 0.06, d * 0.35, solar)
    p.rotation.x = -0.2
    g.add(at(p, -w / 2 + 2.2 + i * 4, h + 0.5, -d * 0.15))
  }
  return g
}

/** A truck with a box trailer. */
export function truck({ color = 0xf1f2f3, cab = C.blue } = {}) {
  const g = new THREE.Group()
  g.add(at(box(10, 2.8, 2.5, M.plastic(color, 0.5), { round: 0.05 }), -1.5, 2.4, 0))
  g.add(at(box(2.2, 2.6, 2.45, M.paint(cab, 0.3), { round: 0.15 }), 4.9, 2.0, 0))
  g.add(at(box(0.06, 0.9, 2.2, M.glass()), 6.0, 2.6, 0))
  for (const x of [-5, -3.9, 3.2, 5.1]) {
    for (const z of [-1.05, 1.05]) {
      const w = cyl(0.5, 0.5, 0.35, M.rubber())
      w.rotation.x = Math.PI / 2
      g.add(at(w, x, 0.5, z))
    }
  }
  return g
}

/** A tree: trunk and a few foliage spheres. */
export function tree(seed = 31, s = 1) {
  const r = rng(seed)
  const g = new THREE.Group()
  g.add(at(cyl(0.12 * s, 0.18 * s, 2.2 * s, M.plastic(0x5a4636, 0.9), 8), 0, 1.1 * s, 0))
  const leaf = M.plastic([0x4b7a3a, 0x3f6e34, 0x5b8a40][Math.floor(r() * 3)], 0.85)
  for (let i = 0; i < 4; i++) {
    const sp = new THREE.Mesh(new THREE.IcosahedronGeometry((1 + r() * 0.6) * s, 1), leaf)
    sp.castShadow = sp.receiveShadow = true
    sp.position.set((r() - 0.5) * 1.2 * s, (2.6 + r() * 1.2) * s, (r() - 0.5) * 1.2 * s)
    g.add(sp)
  }
  return g
}

/** A six-axis palletizing robot: base, turret, upper arm, forearm, wrist and a carton gripper. */
export function robotArm({
  yaw = 0,
  shoulder = 0.5,
  elbow = -0.9,
  color = C.brand,
  carrying = true,
  seed = 37,
} = {}) {
  const body = M.paint(color, 0.35)
  const dark = M.paint(TRIM, 0.5)
  const g = new THREE.Group()
  g.add(at(box(1.0, 0.25, 1.0, dark, { round: 0.03 }), 0, 0.125, 0))
  const turret = new THREE.Group()
  turret.position.y = 0.25
  turret.rotation.y = yaw
  turret.add(at(cyl(0.42, 0.48, 0.5, body, 32), 0, 0.25, 0))
  const upper = new THREE.Group()
  upper.position.set(0.15, 0.75, 0)
  upper.rotation.z = shoulder
  const j1 = cyl(0.22, 0.22, 0.55, dark, 24)
  j1.rotation.x = Math.PI / 2
  upper.add(j1)
  upper.add(at(box(0.3, 1.7, 0.34, body, { round: 0.06 }), 0, 0.85, 0))
  const fore = new THREE.Group()
  fore.position.y = 1.7
  fore.rotation.z = elbow
  const j2 = cyl(0.18, 0.18, 0.48, dark, 24)
  j2.rotation.x = Math.PI / 2
  fore.add(j2)
  fore.add(at(box(1.6, 0.24, 0.26, body, { round: 0.05 }), 0.8, 0, 0))
  const wrist = new THREE.Group()
  wrist.position.x = 1.6
  wrist.rotation.z = -(shoulder + elbow)
  wrist.add(at(cyl(0.09, 0.09, 0.25, dark), 0, -0.12, 0))
  wrist.add(at(box(0.7, 0.08, 0.5, M.steel(0x8a9199, 0.4)), 0, -0.28, 0))
  if (carrying) wrist.add(at(box(0.6, 0.3, 0.4, M.cardboard(seed)), 0, -0.48, 0))
  fore.add(wrist)
  upper.add(fore)
  turret.add(upper)
  g.add(turret)
  g.userData = { turret, upper, fore, wrist }
  return g
}

/** The see-through steel mesh of a safety fence's panels. */
export function fenceMesh(opacity = 0.35) {
  return mat(
    `fence-mesh-${opacity}`,
    () =>
      new THREE.MeshStandardMaterial({
        color: 0x2a2e33,
        roughness: 0.6,
        metalness: 0.3,
        transparent: true,
        opacity,
      }),
  )
}

/** A safety fence panel run (mesh fence with yellow posts). */
export function fence(length, h = 2) {
  const g = new THREE.Group()
  const mesh = fenceMesh()
  const panel = new THREE.Mesh(new THREE.BoxGeometry(length, h - 0.15, 0.02), mesh)
  panel.position.set(length / 2, h / 2 + 0.05, 0)
  g.add(panel)
  for (let x = 0; x <= length + 0.01; x += 1.5)
    g.add(at(box(0.06, h, 0.06, M.paint(C.brand, 0.4)), x, h / 2, 0))
  return g
}

/**
 * A stacker crane's control station at the aisle end: a grey double-door cabinet on a plinth
 * with a stack light, an operator panel on a swivel arm (a touch screen, an emergency stop, a
 * key switch and mode buttons) and cable ducts into the floor. `screen(seed, kind)` draws the
 * panel's picture (kit.js `screenTexture`). Faces +z.
 */
export function controlCabinet(screen, { seed = 29 } = {}) {
  const g = new THREE.Group()
  const grey = M.paint(0xd4d6d2, 0.5)
  const dark = M.paint(TRIM, 0.5)
  g.add(at(box(2.0, 0.1, 0.62, dark), 0, 0.05, 0))
  g.add(at(box(2.0, 2.0, 0.6, grey, { round: 0.02 }), 0, 1.1, 0))
  // door seam, hinges side, handles and vents
  g.add(at(box(0.012, 1.9, 0.02, dark), 0, 1.1, 0.305))
  for (const x of [-0.12, 0.12]) g.add(at(box(0.03, 0.22, 0.04, dark), x, 1.15, 0.315))
  for (const x of [-0.6, 0.6])
    for (let i = 0; i < 5; i++) g.add(at(box(0.42, 0.012, 0.01, dark), x, 0.35 + i * 0.05, 0.305))
  // a rating plate and a small window over the drives' status lamps
  g.add(at(box(0.22, 0.12, 0.006, M.steel(0xc9ced4, 0.3)), -0.65, 1.75, 0.304))
  g.add(at(box(0.5, 0.3, 0.01, M.glass(0x101820)), 0.6, 1.6, 0.302))
  for (let i = 0; i < 6; i++)
    g.add(
      at(
        box(0.03, 0.03, 0.01, M.emissive(i === 4 ? 0xffa020 : 0x35e0c0, 3)),
        0.42 + i * 0.07,
        1.62,
        0.31,
      ),
    )
  // stack light on the roof: red, amber, green (green lit)
  g.add(at(cyl(0.03, 0.03, 0.25, M.steel()), 0.8, 2.22, 0))
  for (const [i, color, on] of [
    [0, 0x35d070, true],
    [1, 0xffa020, false],
    [2, 0xe0302a, false],
  ])
    g.add(
      at(
        cyl(0.055, 0.055, 0.11, on ? M.emissive(color, 3) : M.plastic(color, 0.3)),
        0.8,
        2.4 + i * 0.115,
        0,
      ),
    )
  // operator panel on a swivel arm at the right of the cabinet
  const arm = new THREE.Group()
  arm.add(at(box(0.08, 0.08, 0.55, M.steel(0x9aa1a8, 0.35)), 0, 0, 0.28))
  arm.add(at(box(0.08, 0.3, 0.08, M.steel(0x9aa1a8, 0.35)), 0, -0.15, 0.55))
  const panel = new THREE.Group()
  panel.add(at(box(0.62, 0.5, 0.1, dark, { round: 0.02 }), 0, 0, 0))
  const display = new THREE.Mesh(
    new THREE.PlaneGeometry(0.5, 0.31),
    new THREE.MeshStandardMaterial({
      color: 0,
      emissive: 0xffffff,
      emissiveMap: screen(seed, 'map'),
      emissiveIntensity: 1.3,
    }),
  )
  panel.add(at(display, 0, 0.06, 0.051))
  // emergency stop (red on a yellow collar), key switch and two mode buttons under the screen
  const collar = cyl(0.045, 0.045, 0.01, M.paint(0xf2c300, 0.4))
  collar.rotation.x = Math.PI / 2
  panel.add(at(collar, 0.2, -0.17, 0.055))
  const stop = cyl(0.03, 0.035, 0.04, M.paint(0xd01818, 0.3))
  stop.rotation.x = Math.PI / 2
  panel.add(at(stop, 0.2, -0.17, 0.075))
  for (const [x, color] of [
    [-0.2, 0x2f6db5],
    [-0.1, 0xeef0f2],
    [0.02, 0x35d070],
  ]) {
    const b = cyl(0.02, 0.02, 0.02, M.plastic(color, 0.3))
    b.rotation.x = Math.PI / 2
    panel.add(at(b, x, -0.17, 0.06))
  }
  panel.position.set(0, -0.55, 0.62)
  panel.rotation.x = -0.15
  arm.add(panel)
  arm.rotation.y = -0.5
  arm.position.set(1.0, 1.85, 0)
  g.add(arm)
  // cable duct from the cabinet to the floor channel towards the aisle
  g.add(at(box(0.3, 0.06, 3.2, M.steel(0x8f969e, 0.45)), -0.7, 0.03, 1.9))
  return g
}
