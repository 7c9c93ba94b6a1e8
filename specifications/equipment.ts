/**
 * The specifications of the equipment range, once: the model families of the AGV / AMR and the
 * stacker crane pages, their rows in four groups, one value per model. The product pages
 * (app/domains/products/equipment-copy.server.ts), the data sheets' tables and key figures and
 * the figures in the data sheets' text (cms/seed/content/) are made from it (ADR 045).
 * Labels and words are message keys (messages/*.json); units are named here and written by each
 * reader as its medium writes them.
 */
import {
  battery,
  counted,
  dims,
  n,
  name,
  numberOf,
  pair,
  perMinute,
  pm,
  range,
  signedRange,
  words,
  type Phrase,
  type Unit,
  type Value,
} from './values'

export type Group = 'load' | 'motion' | 'energy' | 'safety'

/** The groups in the order the tables show them, with their headings' message keys. */
export const groups: ReadonlyArray<{ id: Group; key: string }> = [
  { id: 'load', key: 'spec_group_load' },
  { id: 'motion', key: 'spec_group_motion' },
  { id: 'energy', key: 'spec_group_energy' },
  { id: 'safety', key: 'spec_group_safety' },
]

export interface Row {
  group: Group
  label: Phrase
  /** The unit of every value in the row, written in its header ("kg", "m/s"). */
  unit?: Unit
  /** One per model of the family, in its order. */
  values: readonly Value[]
}

export interface Family {
  /** Anchor and message prefix on the product pages (`agv_latent_title`, ...). */
  id: string
  models: readonly string[]
  rows: readonly Row[]
}

const row = (group: Group, label: string | Phrase, unit: Unit | undefined, values: Value[]) => ({
  group,
  label: typeof label === 'string' ? { key: label } : label,
  ...(unit ? { unit } : {}),
  values,
})

/** Every value of a row the same for all models of a family. */
const same = (count: number, value: Value) => Array.from({ length: count }, () => value)

/** Opportunity charging: 80 % in 1 h. */
const autoCharge = words('spec_val_auto_charge', {
  share: { value: 80, unit: 'percent' },
  time: { value: 1, unit: 'hour' },
})

/** The cranes' cycle figures are for an aisle of 100 m. */
const craneThroughput: Phrase = {
  key: 'spec_throughput_crane',
  quantities: { length: { value: 100, unit: 'meter' } },
}

const AGV_SAFETY = name('ISO 3691-4 · PL d')
const AGV_INTERFACE = name('VDA 5050 · REST')
const CRANE_SAFETY = name('ISO 13849-1 PL d · EN 528')
const CRANE_INTERFACE = name('PROFINET')

export const agvFamilies: readonly Family[] = [
  {
    id: 'latent',
    models: ['SB-L600', 'SB-L1500'],
    rows: [
      row('load', 'spec_rated_load', 'kilogram', [n(600), n(1500)]),
      row('load', 'spec_load_handling', undefined, same(2, words('spec_val_jacking'))),
      row('load', 'spec_lift_stroke', 'millimeter', same(2, n(60))),
      row('load', 'spec_dimensions', 'millimeter', [dims(960, 700, 320), dims(1250, 950, 360)]),
      row('load', 'spec_self_weight', 'kilogram', [n(160), n(310)]),
      row('motion', 'spec_travel_speed', 'meter-per-second', [n(2, 1), n(1.5, 1)]),
      row('motion', 'spec_turning', undefined, same(2, words('spec_val_rotate'))),
      row('motion', 'spec_navigation', undefined, same(2, words('spec_val_qr_or_slam'))),
      row('motion', 'spec_accuracy', 'millimeter', same(2, pair(pm(10), pm(15)))),
      row('energy', 'spec_battery', undefined, [battery(48, 40), battery(48, 60)]),
      row('energy', 'spec_runtime', 'hour', same(2, n(8))),
      row('energy', 'spec_charging', undefined, same(2, autoCharge)),
      row('safety', 'spec_safety', undefined, same(2, AGV_SAFETY)),
      row('safety', 'spec_throughput_agv', undefined, [n(40), n(30)]),
      row('safety', 'spec_interface', undefined, same(2, AGV_INTERFACE)),
    ],
  },
  {
    id: 'forklift',
    models: ['SB-F16', 'SB-F16T'],
    rows: [
      row('load', 'spec_rated_load', 'kilogram', same(2, n(1600))),
      row('load', 'spec_load_handling', undefined, same(2, words('spec_val_forks'))),
      row('load', 'spec_lift_height', 'millimeter', [n(3000), n(4500)]),
      row('load', 'spec_dimensions', 'millimeter', [
        dims(2100, 1000, 2050),
        dims(2100, 1000, 2250),
      ]),
      row('load', 'spec_self_weight', 'kilogram', [n(1950), n(2100)]),
      row(
        'motion',
        'spec_travel_speed_le',
        'meter-per-second',
        same(2, pair(n(1.2, 1), n(1.5, 1))),
      ),
      row('motion', 'spec_lift_speed', 'meter-per-second', [n(0.25, 2), n(0.22, 2)]),
      row('motion', 'spec_turning', undefined, same(2, words('spec_val_ackermann'))),
      row('motion', 'spec_navigation', undefined, same(2, words('spec_val_reflector'))),
      row('motion', 'spec_accuracy', 'millimeter', same(2, pm(10))),
      row('energy', 'spec_battery', undefined, same(2, battery(48, 205))),
      row('energy', 'spec_runtime', 'hour', same(2, n(8))),
      row('energy', 'spec_charging', undefined, same(2, autoCharge)),
      row('safety', 'spec_safety', undefined, same(2, AGV_SAFETY)),
      row('safety', 'spec_throughput_agv', undefined, [range(20, 25), range(18, 22)]),
      row('safety', 'spec_interface', undefined, same(2, AGV_INTERFACE)),
    ],
  },
  {
    id: 'roller',
    models: ['SB-R300'],
    rows: [
      row('load', 'spec_rated_load', 'kilogram', [n(300)]),
      row('load', 'spec_load_handling', undefined, [words('spec_val_rollers')]),
      row('load', 'spec_transfer_height', 'millimeter', [range(600, 900)]),
      row('load', 'spec_dimensions', 'millimeter', [dims(1200, 800, 600)]),
      row('load', 'spec_self_weight', 'kilogram', [n(280)]),
      row('motion', 'spec_travel_speed', 'meter-per-second', [n(1.5, 1)]),
      row('motion', 'spec_turning', undefined, [words('spec_val_rotate')]),
      row('motion', 'spec_navigation', undefined, [words('spec_val_laser_slam')]),
      row('motion', 'spec_accuracy', 'millimeter', [pm(5)]),
      row('energy', 'spec_battery', undefined, [battery(48, 60)]),
      row('energy', 'spec_runtime', 'hour', [n(8)]),
      row('energy', 'spec_charging', undefined, [autoCharge]),
      row('safety', 'spec_safety', undefined, [AGV_SAFETY]),
      row('safety', 'spec_throughput_agv', undefined, [n(60)]),
      row('safety', 'spec_interface', undefined, [AGV_INTERFACE]),
    ],
  },
  {
    id: 'heavy',
    models: ['SB-H3000', 'SB-H5000'],
    rows: [
      row('load', 'spec_rated_load', 'kilogram', [n(3000), n(5000)]),
      row('load', 'spec_lift_stroke', 'millimeter', same(2, n(80))),
      row('load', 'spec_dimensions', 'millimeter', [dims(2400, 1600, 400), dims(3000, 2000, 450)]),
      row('load', 'spec_self_weight', 'kilogram', [n(1100), n(1650)]),
      row('motion', 'spec_travel_speed', 'meter-per-second', [n(1, 1), n(0.8, 1)]),
      row('motion', 'spec_turning', undefined, same(2, words('spec_val_omni'))),
      row('motion', 'spec_navigation', undefined, same(2, words('spec_val_slam_qr'))),
      row('motion', 'spec_accuracy', 'millimeter', same(2, pm(5))),
      row('energy', 'spec_battery', undefined, [battery(72, 150), battery(72, 200)]),
      row('energy', 'spec_runtime', 'hour', same(2, n(6))),
      row('energy', 'spec_charging', undefined, same(2, autoCharge)),
      row('safety', 'spec_safety', undefined, same(2, AGV_SAFETY)),
      row('safety', 'spec_throughput_agv', undefined, [n(12), n(10)]),
      row('safety', 'spec_interface', undefined, same(2, AGV_INTERFACE)),
    ],
  },
]

/** The stacker cranes' rows; their speeds are specified in m/min and shown in m/s. */
export const stackerFamilies: readonly Family[] = [
  {
    id: 'single',
    models: ['SC-P'],
    rows: [
      row('load', 'spec_rated_load', 'kilogram', [n(1500)]),
      row('load', 'spec_lift_height', 'meter', [n(24)]),
      row('load', 'spec_load_unit', 'millimeter', [dims(1200, 1000)]),
      row('load', 'spec_load_handling', undefined, [words('spec_val_telescopic')]),
      row('motion', 'spec_travel_speed', 'meter-per-second', [perMinute(240, 1)]),
      row('motion', 'spec_travel_accel', 'meter-per-second-squared', [n(0.5, 1)]),
      row('motion', 'spec_lift_speed', 'meter-per-second', [perMinute(90, 1)]),
      row('motion', 'spec_fork_speed', 'meter-per-second', [
        pair(perMinute(40, 2), perMinute(60, 2)),
      ]),
      row('motion', 'spec_accuracy', 'millimeter', [pm(3)]),
      row('motion', 'spec_position_sensing', undefined, [words('spec_val_laser_barcode')]),
      row('energy', 'spec_drive', undefined, [words('spec_val_servo_dc')]),
      row('energy', 'spec_power_supply', undefined, [words('spec_val_conductor')]),
      row('energy', 'spec_temperature', 'celsius', [signedRange(5, 40)]),
      row('safety', 'spec_safety', undefined, [CRANE_SAFETY]),
      row('safety', craneThroughput, undefined, [counted(40, 'spec_val_dual_cycles')]),
      row('safety', 'spec_interface', undefined, [CRANE_INTERFACE]),
    ],
  },
  {
    id: 'double',
    models: ['SC-D'],
    rows: [
      row('load', 'spec_rated_load', 'kilogram', [n(3000)]),
      row('load', 'spec_lift_height', 'meter', [n(40)]),
      row('load', 'spec_load_unit', 'millimeter', [dims(1500, 1200)]),
      row('load', 'spec_load_handling', undefined, [words('spec_val_telescopic')]),
      row('motion', 'spec_travel_speed', 'meter-per-second', [perMinute(200, 1)]),
      row('motion', 'spec_travel_accel', 'meter-per-second-squared', [n(0.4, 1)]),
      row('motion', 'spec_lift_speed', 'meter-per-second', [perMinute(60, 1)]),
      row('motion', 'spec_fork_speed', 'meter-per-second', [
        pair(perMinute(30, 2), perMinute(48, 2)),
      ]),
      row('motion', 'spec_accuracy', 'millimeter', [pm(3)]),
      row('motion', 'spec_position_sensing', undefined, [words('spec_val_laser_barcode')]),
      row('energy', 'spec_drive', undefined, [words('spec_val_servo_dc')]),
      row('energy', 'spec_power_supply', undefined, [words('spec_val_conductor')]),
      row('energy', 'spec_temperature', 'celsius', [signedRange(-30, 40)]),
      row('safety', 'spec_safety', undefined, [CRANE_SAFETY]),
      row('safety', craneThroughput, undefined, [counted(32, 'spec_val_dual_cycles')]),
      row('safety', 'spec_interface', undefined, [CRANE_INTERFACE]),
    ],
  },
  {
    id: 'mini',
    models: ['SC-M1', 'SC-M2'],
    rows: [
      row('load', 'spec_rated_load', 'kilogram', [n(50), dims(2, 50)]),
      row('load', 'spec_lift_height', 'meter', same(2, n(20))),
      row('load', 'spec_load_unit', 'millimeter', same(2, pair(dims(300, 200), dims(800, 600)))),
      row('load', 'spec_load_handling', undefined, same(2, words('spec_val_miniload_lhd'))),
      row('motion', 'spec_travel_speed', 'meter-per-second', same(2, perMinute(300, 1))),
      row('motion', 'spec_travel_accel', 'meter-per-second-squared', same(2, n(2, 1))),
      row('motion', 'spec_lift_speed', 'meter-per-second', same(2, perMinute(180, 1))),
      row('motion', 'spec_accuracy', 'millimeter', same(2, pm(2))),
      row('motion', 'spec_position_sensing', undefined, same(2, words('spec_val_laser_barcode'))),
      row('energy', 'spec_drive', undefined, same(2, words('spec_val_servo_dc'))),
      row('energy', 'spec_power_supply', undefined, same(2, words('spec_val_conductor'))),
      row('energy', 'spec_temperature', 'celsius', same(2, signedRange(5, 40))),
      row('safety', 'spec_safety', undefined, same(2, CRANE_SAFETY)),
      row('safety', craneThroughput, undefined, [
        counted(110, 'spec_val_single_cycles'),
        counted(160, 'spec_val_single_cycles'),
      ]),
      row('safety', 'spec_interface', undefined, same(2, CRANE_INTERFACE)),
    ],
  },
]

const allFamilies = [...agvFamilies, ...stackerFamilies]

/**
 * The row labelled `label` (a message key) of `model`'s family and the model's value in it: what
 * a key figure or a sentence of a data sheet quotes. Throws for a model or row that is not in
 * the dataset.
 */
export function rowOf(model: string, label: string): { row: Row; value: Value } {
  const family = allFamilies.find((f) => f.models.includes(model))
  const row = family?.rows.find((r) => r.label.key === label)
  if (!family || !row) throw new Error(`no ${label} for ${model}`)
  return { row, value: row.values[family.models.indexOf(model)]! }
}

/** The value of `model` in the row labelled `label`, with the row's unit. */
export function specOf(model: string, label: string): { value: Value; unit?: Unit } {
  const { row, value } = rowOf(model, label)
  return row.unit ? { value, unit: row.unit } : { value }
}

/** Figures of the range that are no table's row, quoted by key figures and the sheets' text. */
export const rangeFacts = {
  /** What one fleet manager coordinates at a site (the AGV page's and data sheet's key figure). */
  fleetVehiclesPerSite: 500,
  /** The cranes' energy saved by feeding braking energy back, against resistor braking, in %. */
  craneEnergySavingPercent: 25,
}

/** The number a key figure quotes: `figureOf('SC-D', 'spec_lift_height')` is 40. */
export const figureOf = (model: string, label: string): number =>
  numberOf(specOf(model, label).value)
