/**
 * Copy of the two equipment pages (AGV / AMR and stacker cranes): model families with their
 * specification tables, features, a spotlight on the control software and typical applications.
 * The specifications are the dataset's (specifications/equipment.ts, ADR 045), which the data
 * sheets print too; words come from the messages, numbers are formatted per locale
 * (spec-values.server.ts).
 */
import { HALF_SIZES, sitePicture } from '../../site/site-images.server'
import type { SpecTableProps } from '../../blocks/spec-table/spec-table'
import type { Locale } from '../../i18n/locales'
import { message } from '../../site/message.server'
import type { MessageKey } from '../../site/registry'
import {
  agvFamilies,
  figureOf,
  groups,
  rangeFacts,
  stackerFamilies,
  type Family,
} from '../../../specifications/equipment'
import { figure, n, phrase, specValue, unitOf, type Unit } from './spec-values.server'
import type { BuiltCopy, CopyBuilders } from '../../site/page-copy.server'

type Image = { src: string; width: number; height: number }

/** Each family's picture (app/site/site-images.server.ts). */
const pictures: Record<string, string> = {
  latent: 'agv-latent',
  forklift: 'agv-forklift',
  roller: 'agv-roller',
  heavy: 'agv-heavy',
  single: 'stacker-single',
  double: 'stacker-double',
  mini: 'stacker-miniload',
}

const illustration = (name: string): Image => ({
  src: `/illustrations/${name}.svg`,
  width: 480,
  height: 320,
})

/** A tolerance as a key figure: "±5" and the unit beside it. */
function plusMinus(locale: Locale, value: number, unit: Unit) {
  const parts = figure(locale, value, unit)
  return { ...parts, value: `±${parts.value}` }
}

function specTable(prefix: string, family: Family, locale: Locale): SpecTableProps {
  const t = (key: MessageKey) => message(key, locale)
  return {
    caption: t(`${prefix}_${family.id}_caption` as MessageKey),
    fieldLabel: t('spec_parameter'),
    models: family.models,
    groups: groups
      .map((group) => ({
        heading: t(group.key as MessageKey),
        rows: family.rows
          .filter((row) => row.group === group.id)
          .map((row) => ({
            label: phrase(row.label)(locale),
            ...(row.unit ? { unit: unitOf(row.unit, locale) } : {}),
            values: row.values.map((value) => specValue(value)(locale)),
          })),
      }))
      .filter((group) => group.rows.length > 0),
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
    image: sitePicture(pictures[family.id]!, t(`${prefix}_${family.id}_alt`), HALF_SIZES),
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
      {
        ...figure(
          locale,
          [figureOf('SB-R300', 'spec_rated_load'), figureOf('SB-H5000', 'spec_rated_load')],
          'kilogram',
        ),
        label: t('agv_fig_load'),
      },
      {
        ...plusMinus(locale, figureOf('SB-R300', 'spec_accuracy'), 'millimeter'),
        label: t('agv_fig_accuracy'),
      },
      { value: n(rangeFacts.fleetVehiclesPerSite)(locale), label: t('agv_fig_fleet') },
      {
        ...figure(locale, figureOf('SB-L600', 'spec_runtime'), 'hour'),
        label: t('agv_fig_runtime'),
      },
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
      {
        ...figure(locale, figureOf('SC-D', 'spec_lift_height'), 'meter'),
        label: t('stk_fig_height'),
      },
      {
        ...plusMinus(locale, figureOf('SC-M1', 'spec_accuracy'), 'millimeter'),
        label: t('stk_fig_accuracy'),
      },
      { value: n(figureOf('SC-M2', 'spec_throughput_crane'))(locale), label: t('stk_fig_cycles') },
      {
        ...figure(locale, rangeFacts.craneEnergySavingPercent, 'percent'),
        label: t('stk_fig_energy'),
      },
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

/** This domain's pages' copy beyond the base, by page (app/pages/copy.server.ts collects it). */
export const pageCopy = {
  AGVDetails: agvCopy,
  pilerDetails: stackerCopy,
} satisfies CopyBuilders

declare module '../../site/page-copy.server' {
  interface PageExtras extends BuiltCopy<typeof pageCopy> {}
}
