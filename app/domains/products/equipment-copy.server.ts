/**
 * Copy of the two equipment pages (AGV / AMR and stacker cranes): model families with their
 * specification tables, features, a spotlight on the control software and typical applications.
 * Specification data lives here once; words come from the messages, numbers are formatted per
 * locale (spec-values.server.ts). The values match the data sheets of the content service.
 */
import { HALF_SIZES, sitePicture } from '../../site/site-images.server'
import type { SpecTableProps } from '../../blocks/spec-table/spec-table'
import type { Locale } from '../../i18n/locales'
import * as m from '../../paraglide/messages.js'
import { message } from '../../site/message.server'
import type { MessageKey } from '../../site/registry'
import {
  battery,
  counted,
  dims,
  figure,
  literal,
  n,
  pair,
  pm,
  q,
  range,
  signedRange,
  unitOf,
  words,
  type Unit,
  type Value,
} from './spec-values.server'

type Group = 'load' | 'motion' | 'energy' | 'safety'
type Image = { src: string; width: number; height: number }

interface Row {
  group: Group
  /** A message, or words with a quantity in them ("Typical cycles per hour (100 m aisle)"). */
  label: MessageKey | Value
  /** Written in the row's header, as the locale writes it ("kg", "кг", "公斤"). */
  unit?: Unit
  values: readonly Value[]
}

interface Family {
  /** Anchor and message prefix: `{prefix}_{id}_title`, `_text`, `_b1..3`, `_alt`, `_caption`. */
  id: string
  models: readonly string[]
  /** Its picture (app/site/site-images.server.ts). */
  picture: string
  rows: readonly Row[]
}

const groupLabels: Record<Group, MessageKey> = {
  load: 'spec_group_load',
  motion: 'spec_group_motion',
  energy: 'spec_group_energy',
  safety: 'spec_group_safety',
}

const illustration = (name: string): Image => ({
  src: `/illustrations/${name}.svg`,
  width: 480,
  height: 320,
})

/** Opportunity charging: "80 % in 1 h", its figures through Intl. */
const autoCharge: Value = (locale) =>
  m.spec_val_auto_charge(
    { share: q(80, 'percent')(locale), time: q(1, 'hour')(locale) },
    { locale },
  )

/** The cranes' cycle figures are for an aisle of 100 m. */
const craneThroughput: Value = (locale) =>
  m.spec_throughput_crane({ length: q(100, 'meter')(locale) }, { locale })

/** Every value of a row the same for all models of a family. */
const same = (count: number, value: Value) => Array.from({ length: count }, () => value)

const agvFamilies: readonly Family[] = [
  {
    id: 'latent',
    models: ['SB-L600', 'SB-L1500'],
    picture: 'agv-latent',
    rows: [
      { group: 'load', label: 'spec_rated_load', unit: 'kilogram', values: [n(600), n(1500)] },
      { group: 'load', label: 'spec_load_handling', values: same(2, words('spec_val_jacking')) },
      { group: 'load', label: 'spec_lift_stroke', unit: 'millimeter', values: same(2, n(60)) },
      {
        group: 'load',
        label: 'spec_dimensions',
        unit: 'millimeter',
        values: [dims(960, 700, 320), dims(1250, 950, 360)],
      },
      { group: 'load', label: 'spec_self_weight', unit: 'kilogram', values: [n(160), n(310)] },
      {
        group: 'motion',
        label: 'spec_travel_speed',
        unit: 'meter-per-second',
        values: [n(2, 1), n(1.5, 1)],
      },
      { group: 'motion', label: 'spec_turning', values: same(2, words('spec_val_rotate')) },
      {
        group: 'motion',
        label: 'spec_navigation',
        values: same(2, words('spec_val_qr_or_slam')),
      },
      {
        group: 'motion',
        label: 'spec_accuracy',
        unit: 'millimeter',
        values: same(2, pair(pm(10), pm(15))),
      },
      {
        group: 'energy',
        label: 'spec_battery',
        values: [battery(48, 40), battery(48, 60)],
      },
      { group: 'energy', label: 'spec_runtime', unit: 'hour', values: same(2, n(8)) },
      { group: 'energy', label: 'spec_charging', values: same(2, autoCharge) },
      { group: 'safety', label: 'spec_safety', values: same(2, literal('ISO 3691-4 · PL d')) },
      { group: 'safety', label: 'spec_throughput_agv', values: [n(40), n(30)] },
      { group: 'safety', label: 'spec_interface', values: same(2, literal('VDA 5050 · REST')) },
    ],
  },
  {
    id: 'forklift',
    models: ['SB-F16', 'SB-F16T'],
    picture: 'agv-forklift',
    rows: [
      { group: 'load', label: 'spec_rated_load', unit: 'kilogram', values: same(2, n(1600)) },
      { group: 'load', label: 'spec_load_handling', values: same(2, words('spec_val_forks')) },
      { group: 'load', label: 'spec_lift_height', unit: 'millimeter', values: [n(3000), n(4500)] },
      {
        group: 'load',
        label: 'spec_dimensions',
        unit: 'millimeter',
        values: [dims(2100, 1000, 2050), dims(2100, 1000, 2250)],
      },
      { group: 'load', label: 'spec_self_weight', unit: 'kilogram', values: [n(1950), n(2100)] },
      {
        group: 'motion',
        label: 'spec_travel_speed_le',
        unit: 'meter-per-second',
        values: same(2, pair(n(1.2, 1), n(1.5, 1))),
      },
      {
        group: 'motion',
        label: 'spec_lift_speed',
        unit: 'meter-per-second',
        values: [n(0.25, 2), n(0.22, 2)],
      },
      { group: 'motion', label: 'spec_turning', values: same(2, words('spec_val_ackermann')) },
      { group: 'motion', label: 'spec_navigation', values: same(2, words('spec_val_reflector')) },
      { group: 'motion', label: 'spec_accuracy', unit: 'millimeter', values: same(2, pm(10)) },
      { group: 'energy', label: 'spec_battery', values: same(2, battery(48, 205)) },
      { group: 'energy', label: 'spec_runtime', unit: 'hour', values: same(2, n(8)) },
      { group: 'energy', label: 'spec_charging', values: same(2, autoCharge) },
      { group: 'safety', label: 'spec_safety', values: same(2, literal('ISO 3691-4 · PL d')) },
      { group: 'safety', label: 'spec_throughput_agv', values: [range(20, 25), range(18, 22)] },
      { group: 'safety', label: 'spec_interface', values: same(2, literal('VDA 5050 · REST')) },
    ],
  },
  {
    id: 'roller',
    models: ['SB-R300'],
    picture: 'agv-roller',
    rows: [
      { group: 'load', label: 'spec_rated_load', unit: 'kilogram', values: [n(300)] },
      { group: 'load', label: 'spec_load_handling', values: [words('spec_val_rollers')] },
      {
        group: 'load',
        label: 'spec_transfer_height',
        unit: 'millimeter',
        values: [range(600, 900)],
      },
      {
        group: 'load',
        label: 'spec_dimensions',
        unit: 'millimeter',
        values: [dims(1200, 800, 600)],
      },
      { group: 'load', label: 'spec_self_weight', unit: 'kilogram', values: [n(280)] },
      {
        group: 'motion',
        label: 'spec_travel_speed',
        unit: 'meter-per-second',
        values: [n(1.5, 1)],
      },
      { group: 'motion', label: 'spec_turning', values: [words('spec_val_rotate')] },
      { group: 'motion', label: 'spec_navigation', values: [words('spec_val_laser_slam')] },
      { group: 'motion', label: 'spec_accuracy', unit: 'millimeter', values: [pm(5)] },
      { group: 'energy', label: 'spec_battery', values: [battery(48, 60)] },
      { group: 'energy', label: 'spec_runtime', unit: 'hour', values: [n(8)] },
      { group: 'energy', label: 'spec_charging', values: [autoCharge] },
      { group: 'safety', label: 'spec_safety', values: [literal('ISO 3691-4 · PL d')] },
      { group: 'safety', label: 'spec_throughput_agv', values: [n(60)] },
      { group: 'safety', label: 'spec_interface', values: [literal('VDA 5050 · REST')] },
    ],
  },
  {
    id: 'heavy',
    models: ['SB-H3000', 'SB-H5000'],
    picture: 'agv-heavy',
    rows: [
      { group: 'load', label: 'spec_rated_load', unit: 'kilogram', values: [n(3000), n(5000)] },
      { group: 'load', label: 'spec_lift_stroke', unit: 'millimeter', values: same(2, n(80)) },
      {
        group: 'load',
        label: 'spec_dimensions',
        unit: 'millimeter',
        values: [dims(2400, 1600, 400), dims(3000, 2000, 450)],
      },
      { group: 'load', label: 'spec_self_weight', unit: 'kilogram', values: [n(1100), n(1650)] },
      {
        group: 'motion',
        label: 'spec_travel_speed',
        unit: 'meter-per-second',
        values: [n(1, 1), n(0.8, 1)],
      },
      { group: 'motion', label: 'spec_turning', values: same(2, words('spec_val_omni')) },
      { group: 'motion', label: 'spec_navigation', values: same(2, words('spec_val_slam_qr')) },
      { group: 'motion', label: 'spec_accuracy', unit: 'millimeter', values: same(2, pm(5)) },
      {
        group: 'energy',
        label: 'spec_battery',
        values: [battery(72, 150), battery(72, 200)],
      },
      { group: 'energy', label: 'spec_runtime', unit: 'hour', values: same(2, n(6)) },
      { group: 'energy', label: 'spec_charging', values: same(2, autoCharge) },
      { group: 'safety', label: 'spec_safety', values: same(2, literal('ISO 3691-4 · PL d')) },
      { group: 'safety', label: 'spec_throughput_agv', values: [n(12), n(10)] },
      { group: 'safety', label: 'spec_interface', values: same(2, literal('VDA 5050 · REST')) },
    ],
  },
]

/** The highest lift of the range (SC-D, as its data sheet): the figure above the tables. */
const STACKER_MAX_LIFT_HEIGHT = 40

const stackerFamilies: readonly Family[] = [
  {
    id: 'single',
    models: ['SC-P'],
    picture: 'stacker-single',
    rows: [
      { group: 'load', label: 'spec_rated_load', unit: 'kilogram', values: [n(1500)] },
      { group: 'load', label: 'spec_lift_height', unit: 'meter', values: [n(24)] },
      { group: 'load', label: 'spec_load_unit', unit: 'millimeter', values: [dims(1200, 1000)] },
      { group: 'load', label: 'spec_load_handling', values: [words('spec_val_telescopic')] },
      { group: 'motion', label: 'spec_travel_speed', unit: 'meter-per-second', values: [n(4, 1)] },
      {
        group: 'motion',
        label: 'spec_travel_accel',
        unit: 'meter-per-second-squared',
        values: [n(0.5, 1)],
      },
      { group: 'motion', label: 'spec_lift_speed', unit: 'meter-per-second', values: [n(1.5, 1)] },
      {
        group: 'motion',
        label: 'spec_fork_speed',
        unit: 'meter-per-second',
        values: [pair(n(0.67, 2), n(1, 2))],
      },
      { group: 'motion', label: 'spec_accuracy', unit: 'millimeter', values: [pm(3)] },
      {
        group: 'motion',
        label: 'spec_position_sensing',
        values: [words('spec_val_laser_barcode')],
      },
      { group: 'energy', label: 'spec_drive', values: [words('spec_val_servo_dc')] },
      { group: 'energy', label: 'spec_power_supply', values: [words('spec_val_conductor')] },
      { group: 'energy', label: 'spec_temperature', unit: 'celsius', values: [signedRange(5, 40)] },
      { group: 'safety', label: 'spec_safety', values: [literal('ISO 13849-1 PL d · EN 528')] },
      {
        group: 'safety',
        label: craneThroughput,
        values: [counted(40, 'spec_val_dual_cycles')],
      },
      { group: 'safety', label: 'spec_interface', values: [literal('PROFINET')] },
    ],
  },
  {
    id: 'double',
    models: ['SC-D'],
    picture: 'stacker-double',
    rows: [
      { group: 'load', label: 'spec_rated_load', unit: 'kilogram', values: [n(3000)] },
      {
        group: 'load',
        label: 'spec_lift_height',
        unit: 'meter',
        values: [n(STACKER_MAX_LIFT_HEIGHT)],
      },
      { group: 'load', label: 'spec_load_unit', unit: 'millimeter', values: [dims(1500, 1200)] },
      { group: 'load', label: 'spec_load_handling', values: [words('spec_val_telescopic')] },
      {
        group: 'motion',
        label: 'spec_travel_speed',
        unit: 'meter-per-second',
        values: [n(3.3, 1)],
      },
      {
        group: 'motion',
        label: 'spec_travel_accel',
        unit: 'meter-per-second-squared',
        values: [n(0.4, 1)],
      },
      { group: 'motion', label: 'spec_lift_speed', unit: 'meter-per-second', values: [n(1, 1)] },
      {
        group: 'motion',
        label: 'spec_fork_speed',
        unit: 'meter-per-second',
        values: [pair(n(0.5, 2), n(0.8, 2))],
      },
      { group: 'motion', label: 'spec_accuracy', unit: 'millimeter', values: [pm(3)] },
      {
        group: 'motion',
        label: 'spec_position_sensing',
        values: [words('spec_val_laser_barcode')],
      },
      { group: 'energy', label: 'spec_drive', values: [words('spec_val_servo_dc')] },
      { group: 'energy', label: 'spec_power_supply', values: [words('spec_val_conductor')] },
      {
        group: 'energy',
        label: 'spec_temperature',
        unit: 'celsius',
        values: [signedRange(-30, 40)],
      },
      { group: 'safety', label: 'spec_safety', values: [literal('ISO 13849-1 PL d · EN 528')] },
      {
        group: 'safety',
        label: craneThroughput,
        values: [counted(32, 'spec_val_dual_cycles')],
      },
      { group: 'safety', label: 'spec_interface', values: [literal('PROFINET')] },
    ],
  },
  {
    id: 'mini',
    models: ['SC-M1', 'SC-M2'],
    picture: 'stacker-miniload',
    rows: [
      { group: 'load', label: 'spec_rated_load', unit: 'kilogram', values: [n(50), dims(2, 50)] },
      { group: 'load', label: 'spec_lift_height', unit: 'meter', values: same(2, n(20)) },
      {
        group: 'load',
        label: 'spec_load_unit',
        unit: 'millimeter',
        values: same(2, pair(dims(300, 200), dims(800, 600))),
      },
      {
        group: 'load',
        label: 'spec_load_handling',
        values: same(2, words('spec_val_miniload_lhd')),
      },
      {
        group: 'motion',
        label: 'spec_travel_speed',
        unit: 'meter-per-second',
        values: same(2, n(5, 1)),
      },
      {
        group: 'motion',
        label: 'spec_travel_accel',
        unit: 'meter-per-second-squared',
        values: same(2, n(2, 1)),
      },
      {
        group: 'motion',
        label: 'spec_lift_speed',
        unit: 'meter-per-second',
        values: same(2, n(3, 1)),
      },
      { group: 'motion', label: 'spec_accuracy', unit: 'millimeter', values: same(2, pm(2)) },
      {
        group: 'motion',
        label: 'spec_position_sensing',
        values: same(2, words('spec_val_laser_barcode')),
      },
      { group: 'energy', label: 'spec_drive', values: same(2, words('spec_val_servo_dc')) },
      { group: 'energy', label: 'spec_power_supply', values: same(2, words('spec_val_conductor')) },
      {
        group: 'energy',
        label: 'spec_temperature',
        unit: 'celsius',
        values: same(2, signedRange(5, 40)),
      },
      {
        group: 'safety',
        label: 'spec_safety',
        values: same(2, literal('ISO 13849-1 PL d · EN 528')),
      },
      {
        group: 'safety',
        label: craneThroughput,
        values: [counted(110, 'spec_val_single_cycles'), counted(160, 'spec_val_single_cycles')],
      },
      { group: 'safety', label: 'spec_interface', values: same(2, literal('PROFINET')) },
    ],
  },
]

/** A tolerance as a key figure: "±5" and the unit beside it. */
function plusMinus(locale: Locale, value: number, unit: Unit) {
  const parts = figure(locale, value, unit)
  return { ...parts, value: `±${parts.value}` }
}

function specTable(prefix: string, family: Family, locale: Locale): SpecTableProps {
  const t = (key: MessageKey) => message(key, locale)
  const groups = (Object.keys(groupLabels) as Group[])
    .map((group) => ({
      heading: t(groupLabels[group]),
      rows: family.rows
        .filter((row) => row.group === group)
        .map((row) => ({
          label: typeof row.label === 'function' ? row.label(locale) : t(row.label),
          ...(row.unit ? { unit: unitOf(row.unit, locale) } : {}),
          values: row.values.map((value) => value(locale)),
        })),
    }))
    .filter((group) => group.rows.length > 0)
  return {
    caption: t(`${prefix}_${family.id}_caption` as MessageKey),
    fieldLabel: t('spec_parameter'),
    models: family.models,
    groups,
  }
}

function families(prefix: 'agv' | 'stk', list: readonly Family[], locale: Locale) {
  const t = (key: string) => message(key as MessageKey, locale)
  return list.map((family) => ({
    id: family.id,
    title: t(`${prefix}_${family.id}_title`),
    text: t(`${prefix}_${family.id}_text`),
    bullets: [1, 2, 3].map((i) => t(`${prefix}_${family.id}_b${i}`)),
    models: family.models,
    image: sitePicture(family.picture, t(`${prefix}_${family.id}_alt`), HALF_SIZES),
    spec: specTable(prefix, family, locale),
  }))
}

/** Titled paragraphs from `{prefix}_{id}_title` / `_text` messages. */
function items(locale: Locale, prefix: string, ids: readonly string[]) {
  return ids.map((id) => ({
    title: message(`${prefix}_${id}_title` as MessageKey, locale),
    text: message(`${prefix}_${id}_text` as MessageKey, locale),
  }))
}

/** What both equipment pages share: model navigation, tables' lead, cases, downloads, closing. */
function shared(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return {
    rangeNavLabel: t('eq_range_nav_label'),
    /** The in-page section navigation's name and its links' short labels (issue 37, item 7). */
    sections: {
      label: t('eq_sections_label'),
      models: t('eq_section_models'),
      features: t('eq_section_features'),
      software: t('eq_section_software'),
      applications: t('eq_section_applications'),
      cases: t('eq_section_cases'),
      downloads: t('eq_section_downloads'),
    },
    specsLead: t('eq_specs_lead'),
    casesEmpty: t('eq_cases_empty'),
    downloads: {
      heading: t('eq_downloads_heading'),
      lead: t('eq_downloads_lead'),
      action: t('eq_download_action'),
    },
    closing: { heading: t('pc_cta_heading'), text: t('pc_cta_text') },
  }
}

export function agvCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return {
    ...shared(locale),
    eyebrow: t('agv_eyebrow'),
    heroImage: sitePicture('agv-hero', t('agv_hero_alt')),
    specsAction: t('agv_specs_action'),
    figures: [
      { ...figure(locale, [300, 5000], 'kilogram'), label: t('agv_fig_load') },
      { ...plusMinus(locale, 5, 'millimeter'), label: t('agv_fig_accuracy') },
      { value: n(500)(locale), label: t('agv_fig_fleet') },
      { ...figure(locale, 8, 'hour'), label: t('agv_fig_runtime') },
    ],
    range: { heading: t('agv_range_heading'), lead: t('agv_range_lead') },
    families: families('agv', agvFamilies, locale),
    features: {
      heading: t('agv_features_heading'),
      lead: t('agv_features_lead'),
      items: items(locale, 'agv_feat', ['nav', 'safety', 'energy', 'fleet', 'deploy', 'integrate']),
    },
    spotlight: {
      heading: t('agv_fleet_heading'),
      paragraphs: [t('agv_fleet_p1'), t('agv_fleet_p2')],
      bullets: [t('agv_fleet_b1'), t('agv_fleet_b2'), t('agv_fleet_b3')],
      image: { ...illustration('agv-fleet-map'), alt: t('agv_fleet_alt') },
    },
    applications: {
      heading: t('agv_apps_heading'),
      items: items(locale, 'agv_app', ['battery', 'auto', 'ecom', 'pharma']),
    },
    casesHeading: t('agv_cases_heading'),
  }
}

export function stackerCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return {
    ...shared(locale),
    eyebrow: t('stk_eyebrow'),
    heroImage: sitePicture('stacker-hero', t('stk_hero_alt')),
    specsAction: t('stk_specs_action'),
    figures: [
      { ...figure(locale, STACKER_MAX_LIFT_HEIGHT, 'meter'), label: t('stk_fig_height') },
      { ...plusMinus(locale, 2, 'millimeter'), label: t('stk_fig_accuracy') },
      { value: n(160)(locale), label: t('stk_fig_cycles') },
      { ...figure(locale, 25, 'percent'), label: t('stk_fig_energy') },
    ],
    range: { heading: t('stk_range_heading'), lead: t('stk_range_lead') },
    families: families('stk', stackerFamilies, locale),
    features: {
      heading: t('stk_features_heading'),
      lead: t('stk_features_lead'),
      items: items(locale, 'stk_feat', [
        'position',
        'energy',
        'safety',
        'cold',
        'predict',
        'retrofit',
      ]),
    },
    spotlight: {
      heading: t('stk_control_heading'),
      paragraphs: [t('stk_control_p1'), t('stk_control_p2')],
      bullets: [t('stk_control_b1'), t('stk_control_b2'), t('stk_control_b3')],
      image: sitePicture('stacker-control', t('stk_control_alt'), HALF_SIZES),
    },
    applications: {
      heading: t('stk_apps_heading'),
      items: items(locale, 'stk_app', ['tobacco', 'energy', 'cold', 'industry']),
    },
    casesHeading: t('stk_cases_heading'),
  }
}

export type EquipmentCopy = ReturnType<typeof agvCopy>
