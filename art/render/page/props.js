// Things that make one store differ from the next (issue 37): cold-store doors and walls, dock
// shelters and reefer trailers, safety fencing, hazardous-goods loads and signs, the battery
// store's emergency tank. Units: metres, y up; each faces +z unless its comment says otherwise.
import {
  THREE,
  C,
  M,
  box,
  cyl,
  at,
  rng,
  mat,
  panelTexture,
  loadTexture,
  fabricTexture,
  paperTexture,
} from './kit.js'
import { pallet, conveyor, stackerCrane, fenceMesh } from './models.js'

const TRIM = 0x2b2f35

function textured(key, make, rough = 0.6, extra = {}) {
  return mat(key, () => new THREE.MeshStandardMaterial({ map: make(), roughness: rough, ...extra }))
}

/** Insulated sandwich-panel wall along x, `w` wide, `h` high, 0.15 m thick (white cladding). */
export function insulatedWall({ w = 10, h = 8, tint = '#eef1f3' } = {}) {
  const m = textured(`panel-${tint}-${w}-${h}`, () =>
    panelTexture('panel', { repeat: [w / 1.15, 1], tint }),
  )
  const g = new THREE.Group()
  g.add(at(box(w, h, 0.15, m), 0, h / 2, 0))
  return g
}

/**
 * A fast-acting insulated roll door in a wall opening: steel frame, a coil box on top, a blue
 * fabric curtain with a clear vision strip, raised by `open` (0 closed, 1 open), photo-eyes.
 */
export function fastDoor({ w = 2.4, h = 2.8, open = 0.15, color = 0x2f6db5 } = {}) {
  const g = new THREE.Group()
  const frame = M.paint(0xd9dde1, 0.4)
  for (const x of [-w / 2 - 0.12, w / 2 + 0.12]) g.add(at(box(0.22, h, 0.3, frame), x, h / 2, 0.1))
  g.add(at(box(w + 0.5, 0.45, 0.5, frame, { round: 0.04 }), 0, h + 0.22, 0.12))
  const curtainH = h * (1 - open)
  const curtain = box(w, curtainH, 0.04, M.plastic(color, 0.55))
  g.add(at(curtain, 0, h - curtainH / 2, 0.12))
  g.add(at(box(w * 0.8, 0.35, 0.045, M.glass(0x9fb6c8)), 0, h - curtainH * 0.35, 0.12))
  g.add(at(box(w, 0.08, 0.06, M.plastic(TRIM, 0.5)), 0, h - curtainH, 0.12))
  for (const x of [-w / 2 - 0.12, w / 2 + 0.12])
    g.add(at(box(0.06, 0.06, 0.04, M.emissive(0xff6030, 2)), x, 0.5, 0.27))
  return g
}

/**
 * A thick insulated sliding door of a freezer, open: the leaf (0.2 m, white, a heated frame
 * with a black gasket) slid to the left of its opening, a yellow-black strip on the jambs.
 */
export function freezerDoor({ w = 3, h = 3.6 } = {}) {
  const g = new THREE.Group()
  const white = M.plastic(0xf1f3f4, 0.45)
  const hazard = textured('hazard', () => panelTexture('hazard', { repeat: [1, 4] }), 0.5)
  for (const x of [-w / 2 - 0.15, w / 2 + 0.15]) {
    g.add(at(box(0.3, h, 0.45, white), x, h / 2, 0))
    g.add(at(box(0.31, 1.4, 0.46, hazard), x, 0.7, 0))
  }
  g.add(at(box(w + 0.6, 0.4, 0.45, white), 0, h + 0.2, 0))
  g.add(at(box(w + 1.2, 0.12, 0.2, M.steel(0x9aa1a8, 0.35)), -w / 2, h + 0.5, 0.3))
  const leaf = new THREE.Group()
  leaf.add(at(box(w + 0.3, h + 0.15, 0.2, white, { round: 0.03 }), 0, (h + 0.15) / 2, 0))
  leaf.add(at(box(w + 0.34, 0.06, 0.22, M.rubber()), 0, 0.03, 0))
  for (const x of [-w / 2 - 0.12, w / 2 + 0.12])
    leaf.add(at(box(0.06, h, 0.22, M.rubber()), x, h / 2, 0))
  leaf.add(at(box(0.08, 0.9, 0.12, M.steel(0xb0b6bc, 0.3)), w / 2 - 0.25, 1.2, 0.16))
  g.add(at(leaf, -w - 0.2, 0, 0.35))
  return g
}

/**
 * A loading door with its dock shelter (black foam pads, a grey top curtain), a dock leveller
 * and a bumper pair; `truck`: a trailer's end is docked in it. Opening faces +z.
 */
export function dockDoor({ open = 0.85, lamp = 0x35e070 } = {}) {
  const g = new THREE.Group()
  const w = 3
  const h = 3.2
  const pad = M.plastic(0x1a1c1f, 0.9)
  for (const x of [-w / 2 - 0.25, w / 2 + 0.25])
    g.add(at(box(0.5, h + 0.4, 0.6, pad), x, 1.2 + h / 2, 0.3))
  g.add(at(box(w + 1, 0.7, 0.6, M.plastic(0x4a5057, 0.8)), 0, 1.2 + h + 0.25, 0.3))
  // sectional door, mostly raised: its panels under the lintel
  const doorH = h * (1 - open)
  if (doorH > 0.05)
    g.add(at(box(w, doorH, 0.06, M.plastic(0xd9dde1, 0.5)), 0, 1.2 + h - doorH / 2, -0.05))
  // leveller, bumpers, the door's traffic light
  g.add(at(box(w - 0.2, 0.08, 1.6, M.steel(0x6c737b, 0.5)), 0, 1.16, -0.8))
  g.add(
    at(
      box(
        w - 0.2,
        0.06,
        0.2,
        textured('hazard', () => panelTexture('hazard', { repeat: [4, 1] }), 0.5),
      ),
      0,
      1.21,
      -0.05,
    ),
  )
  for (const x of [-1.1, 1.1]) g.add(at(box(0.25, 0.4, 0.15, M.rubber()), x, 1.0, 0.08))
  g.add(at(box(0.14, 0.3, 0.08, M.plastic(TRIM, 0.4)), w / 2 + 0.7, 2.4, -0.2))
  g.add(
    at(cyl(0.04, 0.04, 0.02, M.emissive(lamp, 4)), w / 2 + 0.7, 2.46, -0.15).rotateX(Math.PI / 2),
  )
  return g
}

/**
 * A refrigerated semi-trailer (white insulated box, the refrigeration unit on its front wall,
 * rear doors) with its tractor: along x, the rear at x = 0, the cab towards +x.
 */
export function reeferTruck({ cab = C.blue, seed = 3 } = {}) {
  const r = rng(seed)
  const g = new THREE.Group()
  const white = M.paint(0xf3f4f5, 0.35)
  g.add(at(box(13.4, 2.7, 2.55, white, { round: 0.04 }), 6.7, 2.75, 0))
  g.add(at(box(13.4, 0.12, 2.56, M.paint(0x2f6db5, 0.4)), 6.7, 1.5, 0))
  // the refrigeration unit on the front wall: grey casing, grille, a small green lamp
  g.add(at(box(0.55, 1.9, 2.1, M.paint(0xcfd3d7, 0.4), { round: 0.05 }), 13.65, 3.0, 0))
  g.add(at(box(0.05, 1.1, 1.6, M.plastic(0x2c3036, 0.7)), 13.94, 3.1, 0))
  g.add(at(box(0.02, 0.06, 0.06, M.emissive(0x35e070, 3)), 13.95, 3.8, 0.7))
  // rear doors with their lock rods
  for (const z of [-0.62, 0.62]) {
    g.add(at(box(0.04, 2.5, 1.2, M.paint(0xe6e8ea, 0.4)), -0.02, 2.75, z))
    for (const dz of [-0.3, 0.3])
      g.add(at(box(0.05, 2.4, 0.04, M.steel(0x9aa1a8, 0.3)), -0.06, 2.75, z + dz))
  }
  g.add(at(box(13.2, 0.3, 1.2, M.plastic(TRIM, 0.6)), 6.7, 1.25, 0))
  for (const x of [1.2, 2.6, 4.0, 12.6, 14.6, 16.8])
    for (const z of [-1.05, 1.05]) {
      const w = cyl(0.5, 0.5, 0.32, M.rubber())
      w.rotation.x = Math.PI / 2
      g.add(at(w, x, 0.5, z))
    }
  // tractor
  g.add(at(box(2.4, 2.9, 2.45, M.paint(cab, 0.3), { round: 0.15 }), 16.4, 2.2, 0))
  g.add(at(box(0.06, 1.0, 2.2, M.glass()), 17.62, 2.9, 0))
  g.add(at(box(3.2, 0.5, 2.3, M.plastic(TRIM, 0.6)), 15.8, 0.9, 0))
  if (r() > 0.5) g.add(at(box(0.1, 0.5, 2.5, M.paint(cab, 0.3)), 15.1, 3.8, 0))
  return g
}

/** A pallet of crates, shippers, bottles or frosted cartons (`load`, see kit.js loadTexture). */
export function loadPallet({
  seed = 1,
  load = 'pharma',
  height = 1.5,
  wrap = false,
  palletColor,
} = {}) {
  const g = pallet(seed, { load: false, plastic: palletColor })
  const m = textured(
    `load-${load}-${seed % 3}`,
    () => loadTexture(load, seed),
    load === 'bottles' ? 0.25 : 0.8,
  )
  const h = height - 0.12
  g.add(at(box(1.16, h, 0.98, m), 0, 0.122 + h / 2, 0))
  if (wrap)
    g.add(
      at(
        box(
          1.2,
          h * 0.9,
          1.02,
          new THREE.MeshPhysicalMaterial({
            color: 0xffffff,
            roughness: 0.15,
            transparent: true,
            opacity: 0.25,
          }),
        ),
        0,
        0.122 + h * 0.47,
        0,
      ),
    )
  return g
}

/** Four 200 L steel drums strapped on a pallet. */
export function drumPallet({ seed = 1, color = 0x1d4e89 } = {}) {
  const g = pallet(seed, { load: false })
  for (const [x, z] of [
    [-0.28, -0.24],
    [0.28, -0.24],
    [-0.28, 0.24],
    [0.28, 0.24],
  ]) {
    g.add(at(cyl(0.29, 0.29, 0.88, M.paint(color, 0.4)), x, 0.56, z))
    for (const y of [0.4, 0.72]) g.add(at(cyl(0.3, 0.3, 0.03, M.paint(color, 0.3)), x, y, z))
    g.add(at(cyl(0.04, 0.04, 0.03, M.steel()), x + 0.12, 1.01, z))
  }
  return g
}

/** A 1,000 L IBC: a white tank in a steel cage on its black pallet, its tap at the front. */
export function ibc({ seed = 1 } = {}) {
  const g = new THREE.Group()
  const m = textured('load-ibc', () => loadTexture('ibc', seed), 0.5)
  g.add(at(box(1.2, 1.0, 1.0, m), 0, 0.65, 0))
  g.add(at(box(1.2, 0.15, 1.0, M.plastic(0x1b1d20, 0.7)), 0, 0.075, 0))
  g.add(at(cyl(0.18, 0.18, 0.08, M.plastic(0x1d4e89, 0.5)), 0, 1.19, 0))
  g.add(at(cyl(0.05, 0.05, 0.14, M.plastic(0x1b1d20, 0.6)), 0, 0.28, 0.56).rotateX(Math.PI / 2))
  return g
}

/** A sign on a wall or a post: `symbol` 'ex' (explosion-protected area) or 'hazard' stripes. */
export function sign({ symbol = 'ex', size = 0.6 } = {}) {
  const m = textured(`sign-${symbol}`, () => panelTexture(symbol), 0.5)
  return at(box(size, size, 0.02, m), 0, 0, 0)
}

/**
 * A safety fence across an aisle end with a hinged access door, its interlock switch (yellow
 * box with a key), an emergency stop and the crane's end buffers on the rail (along x at
 * z = 0, the fence at x = 0 across z).
 */
export function aisleGuard({ width = 3.2, h = 2.4, doorOpen = 0 } = {}) {
  const g = new THREE.Group()
  const mesh = fenceMesh(0.45)
  const post = M.paint(0xf2c300, 0.4)
  const half = width / 2
  // fixed panels either side of a 1 m door
  for (const [z0, z1] of [
    [-half, -0.5],
    [0.5, half],
  ]) {
    const pw = z1 - z0
    const panel = new THREE.Mesh(new THREE.BoxGeometry(0.02, h - 0.15, pw), mesh)
    g.add(at(panel, 0, h / 2 + 0.08, (z0 + z1) / 2))
    g.add(at(box(0.05, 0.05, pw, post), 0, h, (z0 + z1) / 2))
  }
  for (const z of [-half, -0.5, 0.5, half])
    g.add(at(box(0.07, h + 0.05, 0.07, post), 0, (h + 0.05) / 2, z))
  const door = new THREE.Group()
  door.add(
    at(new THREE.Mesh(new THREE.BoxGeometry(0.02, h - 0.2, 0.96), mesh), 0, h / 2 + 0.05, 0.48),
  )
  door.add(at(box(0.04, 0.04, 0.96, post), 0, h - 0.05, 0.48))
  door.add(at(box(0.04, 0.04, 0.96, post), 0, 0.12, 0.48))
  door.add(at(box(0.04, h - 0.1, 0.04, post), 0, h / 2, 0.94))
  door.position.z = -0.48
  door.rotation.y = doorOpen
  g.add(door)
  // interlock: a yellow switch box with a key on the latch post, and an emergency stop
  g.add(at(box(0.12, 0.22, 0.1, M.plastic(0xf2c300, 0.35), { round: 0.01 }), 0.08, 1.1, 0.56))
  g.add(at(box(0.04, 0.04, 0.06, M.steel(0xc9ced4, 0.25)), 0.16, 1.14, 0.56))
  g.add(at(box(0.14, 0.16, 0.14, M.plastic(0xf2c300, 0.35)), 0.09, 1.45, 0.56))
  g.add(at(cyl(0.045, 0.05, 0.05, M.paint(0xd01818, 0.3)), 0.18, 1.45, 0.56).rotateZ(Math.PI / 2))
  // light curtain posts at the aisle mouth (a red lens line on the emitter)
  for (const z of [-half + 0.15, half - 0.15]) {
    g.add(at(box(0.06, 1.6, 0.06, M.plastic(0x2c3036, 0.4)), -0.25, 0.9, z))
    g.add(at(box(0.015, 1.4, 0.02, M.emissive(0xff3020, 2)), -0.25, 0.9, z - Math.sign(z) * 0.035))
  }
  return g
}

/** Hydraulic end buffers of a crane rail (yellow-black, on a steel stop): along x, faces -x. */
export function railBuffer() {
  const g = new THREE.Group()
  const hazard = textured('hazard-b', () => panelTexture('hazard', { repeat: [2, 1] }), 0.5)
  g.add(at(box(0.5, 0.9, 0.8, M.paint(0x3a4048, 0.5)), 0.25, 0.45, 0))
  g.add(at(box(0.04, 0.5, 0.7, hazard), -0.02, 0.55, 0))
  for (const z of [-0.2, 0.2]) {
    const b = cyl(0.09, 0.09, 0.45, M.steel(0xc9ced4, 0.25))
    b.rotation.z = Math.PI / 2
    g.add(at(b, -0.25, 0.55, z))
    const head = cyl(0.12, 0.12, 0.08, M.plastic(0xf2c300, 0.4))
    head.rotation.z = Math.PI / 2
    g.add(at(head, -0.5, 0.55, z))
  }
  return g
}

/**
 * The battery store's emergency tank at an aisle end: a stainless water-immersion tank with a
 * hinged lid, a red band and a flashing beacon, on a grating over a sump.
 */
export function immersionTank({ w = 1.6, d = 1.3, h = 1.3 } = {}) {
  const g = new THREE.Group()
  const steel = M.steel(0xc2c8ce, 0.28)
  g.add(
    at(
      box(
        w + 0.6,
        0.06,
        d + 0.6,
        textured('grating', () => panelTexture('grating', { repeat: [3, 3] }), 0.5, {
          metalness: 0.5,
        }),
      ),
      0,
      0.03,
      0,
    ),
  )
  g.add(at(box(w, h, d, steel, { round: 0.02 }), 0, h / 2 + 0.06, 0))
  g.add(at(box(w + 0.02, 0.18, d + 0.02, M.paint(0xc8221a, 0.4)), 0, h * 0.75, 0))
  const water = box(w - 0.1, 0.02, d - 0.1, M.glass(0x27506e))
  g.add(at(water, 0, h - 0.1, 0))
  const lid = box(w, 0.05, d * 0.5, steel)
  lid.rotation.x = -1.1
  g.add(at(lid, 0, h + 0.3, -d / 2 + 0.05))
  g.add(at(cyl(0.06, 0.06, 0.5, M.steel()), w / 2 - 0.1, h + 0.3, d / 2 - 0.1))
  g.add(at(cyl(0.09, 0.09, 0.16, M.emissive(0xff4020, 3)), w / 2 - 0.1, h + 0.62, d / 2 - 0.1))
  return g
}

/** A wall-mounted box (gas or temperature monitor): grey, a small display, a lamp. */
export function monitorBox({ lamp = 0x35e070, display = 0x5fd1ff } = {}) {
  const g = new THREE.Group()
  g.add(at(box(0.3, 0.4, 0.12, M.plastic(0xe3e6e8, 0.4), { round: 0.02 }), 0, 0, 0))
  g.add(at(box(0.18, 0.08, 0.01, M.emissive(display, 1.5)), 0, 0.08, 0.065))
  g.add(at(cyl(0.025, 0.025, 0.02, M.emissive(lamp, 4)), 0, -0.08, 0.065).rotateX(Math.PI / 2))
  return g
}

/**
 * A battery-cell tray crane: a slim mast on a short carriage whose load handler carries a
 * black tray of prismatic cells (the miniload crane's build, a tray instead of totes).
 */
export function trayCrane({ height = 10, lift = 3 } = {}) {
  const g = stackerCrane({ height, lift, withLoad: false })
  const tray = new THREE.Group()
  const m = textured('load-trays', () => loadTexture('trays', 5), 0.6)
  tray.add(at(box(1.0, 0.32, 0.8, m), 0, 0.16, 0))
  g.userData.forks.add(at(tray, 0.9, 0.2, 0))
  return g
}

/** A roller conveyor section carrying nothing (the pallets are placed on it by the scene). */
export function rollers({ length = 4, height = 0.6 } = {}) {
  return conveyor({ length, width: 1.2, height, belt: false, parcels: 0 })
}

// ------------------------------------------------------------------------------------------
// Meeting rooms and a signing ceremony (the investor stories): chairs, folders, flags, plates

/**
 * An executive meeting chair facing +z: an upholstered seat and a tall, slightly reclined
 * back in `color` leather, armrests, a gas lift and a five-star base on castors.
 */
export function officeChair({ color = 0x1c1f23, turn = 0 } = {}) {
  const g = new THREE.Group()
  const leather = mat(
    `leather-${color}`,
    () =>
      new THREE.MeshPhysicalMaterial({
        color,
        roughness: 0.48,
        clearcoat: 0.25,
        clearcoatRoughness: 0.5,
      }),
  )
  const alu = M.steel(0xc3c8ce, 0.28)
  g.add(at(box(0.52, 0.09, 0.5, leather, { round: 0.04 }), 0, 0.5, 0.02))
  const back = box(0.5, 0.66, 0.08, leather, { round: 0.035 })
  back.rotation.x = -0.16
  g.add(at(back, 0, 0.9, -0.25))
  for (const x of [-0.28, 0.28]) {
    g.add(at(box(0.05, 0.03, 0.34, M.plastic(0x202326, 0.5), { round: 0.012 }), x, 0.7, -0.02))
    g.add(at(box(0.02, 0.18, 0.03, alu), x, 0.6, -0.12))
  }
  g.add(at(cyl(0.028, 0.028, 0.34, alu, 12), 0, 0.3, 0))
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + turn
    const leg = box(0.3, 0.03, 0.04, alu)
    leg.rotation.y = -a
    g.add(at(leg, Math.cos(a) * 0.15, 0.1, Math.sin(a) * 0.15, -a))
    const wheel = cyl(0.028, 0.028, 0.025, M.plastic(0x151719, 0.5), 10)
    wheel.rotation.z = Math.PI / 2
    g.add(at(wheel, Math.cos(a) * 0.3, 0.03, Math.sin(a) * 0.3))
  }
  return g
}

/**
 * A contract in its leather signing folder, lying open on a table (the signer sits at -z):
 * two covers of dark `color` leather, the contract's last page and the signature page.
 */
export function signingFolder({ color = 0x3a2418, seed = 1 } = {}) {
  const g = new THREE.Group()
  const leather = mat(
    `folder-${color}`,
    () => new THREE.MeshPhysicalMaterial({ color, roughness: 0.42, clearcoat: 0.4, sheen: 0.2 }),
  )
  for (const side of [-1, 1]) {
    const cover = box(0.235, 0.008, 0.32, leather, { round: 0.003 })
    cover.rotation.z = side * 0.04
    g.add(at(cover, side * 0.12, 0.006, 0))
    // a gilt rule around each cover's inside edge
    g.add(at(box(0.2, 0.001, 0.004, M.steel(0xc9a24a, 0.3)), side * 0.12, 0.0115, 0.14))
    const page = new THREE.Mesh(
      new THREE.PlaneGeometry(0.205, 0.29),
      new THREE.MeshStandardMaterial({
        map: paperTexture('contract', seed + side),
        roughness: 0.8,
      }),
    )
    page.rotation.x = -Math.PI / 2
    page.rotation.z = side * 0.04
    page.receiveShadow = true
    g.add(at(page, side * 0.115, 0.0125 + (side > 0 ? 0.001 : 0), 0))
  }
  return g
}

/** A pen lying on a table along x: a lacquered barrel, a gold clip and nib end. */
export function pen({ color = 0x101214 } = {}) {
  const g = new THREE.Group()
  const barrel = cyl(0.0055, 0.0055, 0.13, M.paint(color, 0.15), 16)
  barrel.rotation.z = Math.PI / 2
  g.add(at(barrel, 0, 0.0055, 0))
  const nib = cyl(0.0055, 0.0015, 0.02, M.steel(0xd4b062, 0.2), 12)
  nib.rotation.z = Math.PI / 2
  g.add(at(nib, 0.075, 0.0055, 0))
  g.add(at(box(0.045, 0.002, 0.0025, M.steel(0xd4b062, 0.2)), -0.035, 0.0115, 0))
  return g
}

/** A desk name plate facing +z: a brushed plate in a dark wooden foot, its name as a line. */
export function namePlate({ seed = 1 } = {}) {
  const g = new THREE.Group()
  g.add(at(box(0.26, 0.03, 0.06, M.plastic(0x2a1c14, 0.4), { round: 0.006 }), 0, 0.015, 0))
  const face = new THREE.Mesh(new THREE.BoxGeometry(0.24, 0.075, 0.006), [
    M.steel(0xb9a27a, 0.35),
    M.steel(0xb9a27a, 0.35),
    M.steel(0xb9a27a, 0.35),
    M.steel(0xb9a27a, 0.35),
    new THREE.MeshStandardMaterial({
      map: paperTexture('plate', seed),
      metalness: 0.6,
      roughness: 0.35,
    }),
    M.steel(0xb9a27a, 0.35),
  ])
  face.rotation.x = -0.2
  face.castShadow = true
  g.add(at(face, 0, 0.07, 0.008))
  return g
}

/**
 * A small table flag on a chrome stand: a pole on a round foot, a cross-bar at the top and a
 * cloth that hangs from it in soft folds. `design`: 'brand' (our orange arc over the name, a
 * navy hem) or 'client' (a green mark over the name, a blue hem).
 */
export function tableFlag({ design = 'brand', h = 0.42 } = {}) {
  const g = new THREE.Group()
  const chrome = M.steel(0xdfe3e7, 0.12)
  g.add(at(cyl(0.055, 0.065, 0.018, chrome, 28), 0, 0.009, 0))
  g.add(at(cyl(0.0045, 0.0045, h, chrome, 10), 0, h / 2 + 0.018, 0))
  g.add(at(new THREE.Mesh(new THREE.SphereGeometry(0.01, 12, 8), chrome), 0, h + 0.024, 0))
  const w = 0.2
  const fh = 0.13
  const bar = cyl(0.0025, 0.0025, w + 0.01, chrome, 8)
  bar.rotation.z = Math.PI / 2
  g.add(at(bar, w / 2, h + 0.005, 0))
  const geo = new THREE.PlaneGeometry(w, fh, 24, 6)
  const pos = geo.attributes.position
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i)
    const y = pos.getY(i)
    const droop = (fh / 2 - y) / fh
    pos.setZ(i, Math.sin((x / w) * Math.PI * 3.2 + 0.6) * 0.008 * (0.4 + droop))
  }
  geo.computeVertexNormals()
  const key = `flag-${design}`
  const cloth = mat(key, () => {
    const c = document.createElement('canvas')
    c.width = 384
    c.height = 256
    const x = c.getContext('2d')
    // company flags, not national ones: a white field with the party's mark and its name as
    // lines (no words), edged in the party's colour
    x.fillStyle = '#f7f7f4'
    x.fillRect(0, 0, 384, 256)
    if (design === 'brand') {
      x.fillStyle = '#0b2545'
      x.fillRect(0, 226, 384, 30)
      x.strokeStyle = '#f5a524'
      x.lineWidth = 16
      x.beginPath()
      x.arc(192, 150, 62, Math.PI * 1.08, Math.PI * 1.92)
      x.stroke()
      x.fillStyle = '#0b2545'
      x.fillRect(120, 140, 144, 14)
      x.fillRect(110, 176, 164, 16)
    } else {
      x.fillStyle = '#1f6fb2'
      x.fillRect(0, 226, 384, 30)
      x.fillStyle = '#2e9a5a'
      x.beginPath()
      x.moveTo(150, 150)
      x.lineTo(192, 70)
      x.lineTo(234, 150)
      x.closePath()
      x.fill()
      x.fillStyle = '#1f6fb2'
      x.fillRect(112, 176, 160, 16)
    }
    const tex = new THREE.CanvasTexture(c)
    tex.colorSpace = THREE.SRGBColorSpace
    return new THREE.MeshPhysicalMaterial({
      map: tex,
      roughness: 0.7,
      sheen: 0.6,
      sheenRoughness: 0.5,
      side: THREE.DoubleSide,
    })
  })
  const flag = new THREE.Mesh(geo, cloth)
  flag.castShadow = flag.receiveShadow = true
  g.add(at(flag, w / 2, h - fh / 2, 0))
  return g
}

/** A water glass, half full, on a coaster. */
export function waterGlass() {
  const g = new THREE.Group()
  const glass = mat(
    'tumbler',
    () =>
      new THREE.MeshPhysicalMaterial({
        color: 0xffffff,
        roughness: 0.02,
        clearcoat: 1,
        transparent: true,
        opacity: 0.28,
      }),
  )
  g.add(at(cyl(0.045, 0.045, 0.004, M.plastic(0x1b1d20, 0.6), 24), 0, 0.002, 0))
  const cup = cyl(0.034, 0.03, 0.11, glass, 24)
  cup.castShadow = false
  g.add(at(cup, 0, 0.059, 0))
  return g
}

/**
 * A tablecloth over a table `w` x `d` at height `h`, its skirt falling to the floor in soft
 * folds on every side: the top a thin slab of `tint` cloth, the skirt a folded band.
 */
export function clothedTable({ w = 3, d = 0.8, h = 0.76, tint = '#6e1a22', seed = 1 } = {}) {
  const g = new THREE.Group()
  const cloth = mat(
    `cloth-${tint}`,
    () =>
      new THREE.MeshPhysicalMaterial({
        map: fabricTexture(seed, tint, [4, 1]),
        roughness: 0.92,
        sheen: 0.25,
        sheenColor: new THREE.Color(tint),
        sheenRoughness: 0.8,
        side: THREE.DoubleSide,
      }),
  )
  g.add(at(box(w, 0.02, d, cloth, { round: 0.009 }), 0, h, 0))
  const skirt = (len) => {
    const geo = new THREE.PlaneGeometry(len, h, Math.max(24, Math.round(len * 40)), 8)
    const pos = geo.attributes.position
    const r = rng(seed + len * 10)
    const waves = []
    for (let k = 0; k < 5; k++) waves.push([3 + r() * 6, r() * 6, 0.006 + r() * 0.006])
    for (let i = 0; i < pos.count; i++) {
      const x = pos.getX(i)
      const y = pos.getY(i)
      const fall = (h / 2 - y) / h
      let z = 0
      for (const [f, ph, a] of waves) z += Math.sin(x * f * 2 + ph) * a
      pos.setZ(i, z * (0.3 + fall) + fall * 0.012)
    }
    geo.computeVertexNormals()
    const m = new THREE.Mesh(geo, cloth)
    m.castShadow = m.receiveShadow = true
    return m
  }
  g.add(at(skirt(w), 0, h / 2, d / 2 + 0.006))
  g.add(at(skirt(w), 0, h / 2, -d / 2 - 0.006, Math.PI))
  for (const side of [-1, 1])
    g.add(at(skirt(d), side * (w / 2 + 0.006), h / 2, 0, (side * Math.PI) / 2))
  return g
}

/** The kinds of prop a scene can place by name (`props` of a still's parameters). */
export const propKinds = {
  insulatedWall,
  fastDoor,
  freezerDoor,
  dockDoor,
  reeferTruck,
  loadPallet,
  drumPallet,
  ibc,
  sign,
  aisleGuard,
  railBuffer,
  immersionTank,
  monitorBox,
  trayCrane,
  rollers,
  dockDoorInside,
  person,
  pantryShelf,
  packingTable,
  officeChair,
  signingFolder,
  pen,
  namePlate,
  tableFlag,
  waterGlass,
  clothedTable,
}

/** Adds `props` ({kind, x, y?, z, ry?, ...options}) to a scene. */
export function placeProps(scene, props = []) {
  for (const it of props) scene.add(at(propKinds[it.kind](it), it.x, it.y ?? 0, it.z, it.ry ?? 0))
}

/**
 * A loading door seen from inside the dock (floor level y = 0, opening 3 x 3.2 m facing +z): a
 * raised sectional door under the lintel, the leveller's lip and yellow-black edge, a lit
 * green or red door lamp and, behind the opening, the open insulated body of a docked trailer
 * (`trailer`) with a few loads already in it.
 */
export function dockDoorInside({
  trailer = true,
  lamp = 0x35e070,
  loads = 2,
  seed = 1,
  load = 'crates',
} = {}) {
  const g = new THREE.Group()
  const w = 3
  const h = 3.2
  g.add(at(box(w + 0.3, 0.5, 0.25, M.plastic(0xd9dde1, 0.5)), 0, h + 0.35, -0.1))
  g.add(
    at(
      box(
        w,
        0.06,
        0.4,
        textured('hazard', () => panelTexture('hazard', { repeat: [4, 1] }), 0.5),
      ),
      0,
      0.03,
      0.15,
    ),
  )
  g.add(at(box(w - 0.2, 0.04, 1.2, M.steel(0x6c737b, 0.5)), 0, 0.02, -0.5))
  for (const x of [-w / 2 - 0.08, w / 2 + 0.08])
    g.add(
      at(
        box(
          0.16,
          h,
          0.3,
          textured('hazard-v', () => panelTexture('hazard', { repeat: [1, 6] }), 0.5),
        ),
        x,
        h / 2,
        0,
      ),
    )
  g.add(at(box(0.16, 0.3, 0.08, M.plastic(TRIM, 0.4)), w / 2 + 0.5, 2.3, 0.16))
  g.add(at(box(0.1, 0.1, 0.02, M.emissive(lamp, 4)), w / 2 + 0.5, 2.35, 0.21))
  if (trailer) {
    const t = new THREE.Group()
    const inner = M.plastic(0x8d969f, 0.7)
    const L = 13
    t.add(at(box(2.45, 0.1, L, M.plastic(0x9aa1a8, 0.7)), 0, -0.05, -L / 2 - 0.9))
    t.add(at(box(2.45, 0.1, L, inner), 0, 2.65, -L / 2 - 0.9))
    for (const x of [-1.27, 1.27]) t.add(at(box(0.1, 2.7, L, inner), x, 1.3, -L / 2 - 0.9))
    t.add(at(box(2.45, 2.7, 0.1, inner), 0, 1.3, -L - 0.9))
    for (let i = 0; i < loads; i++)
      for (const x of [-0.6, 0.6])
        t.add(
          at(
            loadPallet({ seed: seed + i * 2 + (x > 0 ? 1 : 0), load, height: 1.7 }),
            x,
            0,
            -L - 0.3 + i * 1.25,
            Math.PI / 2,
          ),
        )
    const dark = new THREE.PointLight(0xdfeeff, 3, 12, 1.5)
    dark.position.set(0, 2.3, -6)
    t.add(dark)
    g.add(t)
  }
  return g
}

/**
 * A person in work or office clothes: `shirt` (a team's colour, or a jacket), trousers, skin
 * and hair; `reach` raises the forearms towards a shelf or a table (0 hanging, 1 forward),
 * `carry` puts a carton in the hands, `folder` a document folder of that colour held at the
 * chest; `seated` on a chair of seat height 0.46 m. Faces +z; 1.55-1.85 m tall by `height`.
 */
export function person({
  shirt = C.brand,
  pants = 0x2b3440,
  skin = 0xd6a47e,
  hair = 0x1c1713,
  height = 1.72,
  reach = 0,
  carry = false,
  folder,
  seated = false,
} = {}) {
  const k = height / 1.72
  const g = new THREE.Group()
  const cloth = M.plastic(shirt, 0.8)
  const trousers = M.plastic(pants, 0.85)
  const skinMat = M.plastic(skin, 0.6)
  const limb = (r, len, m) => {
    const c = new THREE.Mesh(new THREE.CapsuleGeometry(r, len, 6, 12), m)
    c.castShadow = c.receiveShadow = true
    return c
  }
  const hip = seated ? 0.5 : 0.92 * k
  const shoe = M.plastic(0x1b1d20, 0.7)
  for (const x of [-0.1, 0.1]) {
    if (seated) {
      const thigh = limb(0.08, 0.34, trousers)
      thigh.rotation.x = Math.PI / 2
      g.add(at(thigh, x * k, hip, 0.2))
      g.add(at(limb(0.07, 0.34, trousers), x * k, 0.27, 0.42))
      g.add(at(box(0.12, 0.08, 0.26, shoe, { round: 0.03 }), x * k, 0.04, 0.46))
    } else {
      g.add(at(limb(0.075, 0.72, trousers), x * k, 0.48 * k, 0))
      g.add(at(box(0.12, 0.08, 0.26, shoe, { round: 0.03 }), x * k, 0.04, 0.04))
    }
  }
  g.add(at(box(0.4 * k, 0.18 * k, 0.24 * k, trousers, { round: 0.06 }), 0, hip, 0))
  const torso = at(limb(0.17, 0.36, cloth), 0, hip + 0.32 * k, 0)
  torso.scale.set(1.25, 1, 0.8)
  g.add(torso)
  g.add(at(cyl(0.05, 0.06, 0.1, skinMat), 0, hip + 0.61 * k, 0))
  const head = new THREE.Mesh(new THREE.SphereGeometry(0.105, 24, 18), skinMat)
  head.scale.set(0.92, 1.12, 1)
  head.castShadow = true
  g.add(at(head, 0, hip + 0.72 * k, 0.01))
  const cap = new THREE.Mesh(
    new THREE.SphereGeometry(0.112, 24, 12, 0, Math.PI * 2, 0, Math.PI * 0.55),
    M.plastic(hair, 0.7),
  )
  cap.scale.set(0.95, 1.1, 1.04)
  g.add(at(cap, 0, hip + 0.745 * k, -0.005))
  const lift = folder ? 0.9 : reach
  for (const side of [-1, 1]) {
    const arm = new THREE.Group()
    arm.position.set(side * 0.25 * k, hip + 0.48 * k, 0)
    const upper = limb(0.055, 0.24, cloth)
    upper.position.y = -0.15
    arm.add(upper)
    const fore = new THREE.Group()
    fore.position.y = -0.3
    fore.rotation.x = -lift * 1.3
    const f = limb(0.045, 0.22, skinMat)
    f.position.y = -0.14
    fore.add(f)
    const hand = new THREE.Mesh(new THREE.SphereGeometry(0.05, 12, 10), skinMat)
    hand.position.y = -0.3
    fore.add(hand)
    arm.add(fore)
    arm.rotation.x = -lift * 0.35
    arm.rotation.z = side * 0.06
    g.add(arm)
  }
  if (carry) g.add(at(box(0.42, 0.28, 0.32, M.cardboard(7), { round: 0.01 }), 0, hip + 0.13, 0.34))
  if (folder) {
    const f = box(0.34, 0.26, 0.025, M.paint(folder, 0.5), { round: 0.005 })
    f.rotation.x = -0.25
    g.add(at(f, 0, hip + 0.3, 0.36))
  }
  return g
}

/**
 * Light-duty steel shelving along x (grey boltless frames, `bays` of 1.2 m, `levels` shelves)
 * stocked like a food bank's storeroom: sacks of rice and flour on the lowest shelves, jugs of
 * cooking oil, cartons, tins and household goods above, a barcode label on every shelf front.
 */
export function pantryShelf({ bays = 3, levels = 5, seed = 1, h = 2.1 } = {}) {
  const r = rng(seed)
  const g = new THREE.Group()
  const frame = M.paint(0x8a9299, 0.45)
  const D = 0.6
  const W = 1.2
  for (let b = 0; b <= bays; b++)
    for (const z of [-D / 2, D / 2]) g.add(at(box(0.04, h, 0.04, frame), b * W, h / 2, z))
  const sack = (col) => M.plastic(col, 0.85)
  for (let l = 0; l < levels; l++) {
    const y = 0.1 + l * ((h - 0.2) / (levels - 1))
    for (let b = 0; b < bays; b++) {
      const x0 = b * W
      g.add(at(box(W, 0.025, D, M.paint(0xb4bbc1, 0.45)), x0 + W / 2, y, 0))
      g.add(at(box(W, 0.05, 0.02, frame), x0 + W / 2, y - 0.01, D / 2))
      // the shelf's label: white with a barcode stripe
      g.add(
        at(box(0.16, 0.045, 0.005, M.plastic(0xf7f7f7, 0.5)), x0 + 0.25, y - 0.012, D / 2 + 0.012),
      )
      g.add(
        at(box(0.1, 0.025, 0.004, M.plastic(0x1b1d20, 0.5)), x0 + 0.25, y - 0.012, D / 2 + 0.016),
      )
      if (l === levels - 1) continue
      const room = (h - 0.2) / (levels - 1) - 0.06
      const kind =
        l === 0 ? 'sacks' : ['oil', 'cartons', 'tins', 'cartons', 'oil'][Math.floor(r() * 5)]
      if (kind === 'sacks')
        for (let i = 0; i < 3; i++)
          for (let j = 0; j < 2; j++) {
            const m = sack([0xf1efe8, 0xe8e2d2, 0xf4f4f0][Math.floor(r() * 3)])
            const s = box(0.36, 0.16, 0.5, m, { round: 0.06 })
            g.add(
              at(
                s,
                x0 + 0.22 + i * 0.38,
                y + 0.09 + j * 0.16,
                (r() - 0.5) * 0.05,
                (r() - 0.5) * 0.2,
              ),
            )
            g.add(
              at(
                box(
                  0.3,
                  0.05,
                  0.005,
                  M.plastic([0xc8221a, 0x2f6db5, 0x3b8a3a][Math.floor(r() * 3)], 0.6),
                ),
                x0 + 0.22 + i * 0.38,
                y + 0.1 + j * 0.16,
                0.253,
              ),
            )
          }
      else if (kind === 'oil')
        for (let i = 0; i < 5; i++)
          for (let j = 0; j < 2; j++) {
            g.add(
              at(
                box(0.18, Math.min(0.3, room - 0.05), 0.12, M.glass(0xd9a520), { round: 0.02 }),
                x0 + 0.14 + i * 0.23,
                y + 0.16,
                -0.12 + j * 0.24,
              ),
            )
            g.add(
              at(
                cyl(0.025, 0.025, 0.04, M.plastic(0xc8221a, 0.4)),
                x0 + 0.14 + i * 0.23,
                y + 0.33,
                -0.12 + j * 0.24,
              ),
            )
          }
      else if (kind === 'tins')
        for (let i = 0; i < 8; i++)
          for (let j = 0; j < 3; j++)
            g.add(
              at(
                cyl(
                  0.05,
                  0.05,
                  0.12,
                  M.steel([0xc9ced4, 0xb8412e, 0x2f6db5][(i + j) % 3], 0.35),
                  16,
                ),
                x0 + 0.09 + i * 0.14,
                y + 0.075,
                -0.18 + j * 0.18,
              ),
            )
      else
        for (let i = 0; i < 3; i++)
          g.add(
            at(
              box(
                0.34,
                Math.min(0.32, room - 0.03) * (0.7 + r() * 0.3),
                0.5,
                M.cardboard(Math.floor(r() * 9)),
                { round: 0.01 },
              ),
              x0 + 0.2 + i * 0.39,
              y + 0.13,
              0,
            ),
          )
    }
  }
  return g
}

/** A folding table with bags of groceries packed for families, a laptop and a scanner. */
export function packingTable({ seed = 1 } = {}) {
  const r = rng(seed)
  const g = new THREE.Group()
  g.add(at(box(1.8, 0.04, 0.75, M.plastic(0xf1f2f3, 0.4), { round: 0.01 }), 0, 0.74, 0))
  for (const [x, z] of [
    [-0.82, -0.32],
    [0.82, -0.32],
    [-0.82, 0.32],
    [0.82, 0.32],
  ])
    g.add(at(cyl(0.018, 0.018, 0.72, M.steel(0x8a9199, 0.4)), x, 0.36, z))
  for (let i = 0; i < 3; i++) {
    const bag = new THREE.Group()
    bag.add(
      at(
        box(0.34, 0.36, 0.2, M.plastic([0xf5a524, 0xf1efe8, 0x2f6db5][i], 0.8), { round: 0.03 }),
        0,
        0.18,
        0,
      ),
    )
    bag.add(at(box(0.12, 0.1, 0.08, M.glass(0xd9a520), { round: 0.02 }), -0.06, 0.4, 0))
    bag.add(at(box(0.14, 0.08, 0.1, M.cardboard(3)), 0.08, 0.38, 0))
    g.add(at(bag, -0.6 + i * 0.42, 0.76, -0.1 + (r() - 0.5) * 0.1, (r() - 0.5) * 0.4))
  }
  const lap = new THREE.Group()
  lap.add(at(box(0.34, 0.015, 0.24, M.plastic(0x3a3f45, 0.4)), 0, 0.008, 0))
  const screen = box(0.34, 0.22, 0.01, M.plastic(0x3a3f45, 0.4))
  screen.rotation.x = -0.25
  lap.add(at(screen, 0, 0.12, -0.13))
  lap.add(at(box(0.3, 0.18, 0.002, M.emissive(0xdfe9f5, 1.2)), 0, 0.12, -0.123).rotateX(-0.25))
  g.add(at(lap, 0.6, 0.76, 0.05, -0.3))
  g.add(at(box(0.06, 0.16, 0.04, M.plastic(0xf2c300, 0.4), { round: 0.01 }), 0.3, 0.84, 0.2))
  return g
}
