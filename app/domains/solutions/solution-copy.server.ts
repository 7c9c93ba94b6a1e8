/**
 * Copy of the three solution pages: challenges, the architecture diagram (labels in the page's
 * language), hardware and software modules, measured benefits, industries, cases and closing.
 */
import { sitePicture } from '../../site/site-images.server'
import { layoutDiagram, type DiagramProps } from '../../blocks/layer-diagram/layout'
import type { Locale } from '../../i18n/locales'
import { message } from '../../site/message.server'
import type { MessageKey } from '../../site/registry'
import type { QuantityOptions } from '../../i18n/formatters'
import { figure, type FigureValue } from '../products/spec-values.server'
import type { BuiltCopy, CopyBuilders } from '../../site/page-copy.server'

type Prefix = 'sl' | 'sp' | 'sg'

interface SolutionSource {
  prefix: Prefix
  challenges: readonly string[]
  diagram: (t: (key: string) => string) => Omit<DiagramProps, 'title' | 'description' | 'legend'>
  hardware: readonly string[]
  software: readonly string[]
  /** Measured benefits: a quantity (one value or a range) with its unit, or a number. */
  benefits: ReadonlyArray<{ id: string; figure: Figure }>
}

type Figure = (locale: Locale) => FigureValue

/** A share or a change in percent: 99.99 %, −50 %, +30 %, 60–80 %. */
const percent =
  (value: number | readonly [number, number], o?: QuantityOptions): Figure =>
  (locale) =>
    figure(locale, value, 'percent', o)

/** A change: "−50 %", "+30 %". */
const change = (value: number) => percent(value, { sign: 'exceptZero' })

const solutions = {
  logisticsSolution: {
    prefix: 'sl',
    challenges: ['space', 'labour', 'accuracy', 'peaks'],
    diagram: (t) => ({
      rows: [
        { nodes: [t('sl_dg_erp')] },
        { nodes: ['StarOS WMS Cloud', 'StarWCS Control'] },
        {
          nodes: [
            t('sl_dg_inbound'),
            t('sl_dg_asrs'),
            t('sl_dg_shuttle'),
            t('sl_dg_picking'),
            t('sl_dg_sorting'),
            t('sl_dg_outbound'),
          ],
          flow: true,
          tone: 'field',
        },
      ],
      aside: ['Digital Twin Studio', 'Insight BI'],
    }),
    hardware: ['asrs', 'shuttle', 'gtp', 'sorting'],
    software: ['wms', 'wcs', 'twin', 'insight'],
    benefits: [
      { id: 'density', figure: percent([60, 80]) },
      { id: 'accuracy', figure: percent(99.99, { decimals: 2 }) },
      { id: 'labour', figure: change(-50) },
      { id: 'payback', figure: (locale) => figure(locale, [3, 5], 'year', { display: 'long' }) },
    ],
  },
  plantSolution: {
    prefix: 'sp',
    challenges: ['stops', 'wip', 'forklift', 'trace'],
    diagram: (t) => ({
      rows: [
        { nodes: [t('sp_dg_mes')] },
        { nodes: ['StarOS WMS Cloud', 'StarWCS Control', 'Fleet Scheduler'] },
        {
          label: t('sp_dg_agv'),
          nodes: [
            t('sp_dg_raw'),
            t('sp_dg_kitting'),
            t('sp_dg_line'),
            t('sp_dg_wip'),
            t('sp_dg_fg'),
          ],
          flow: true,
          tone: 'field',
        },
      ],
      aside: ['Digital Twin Studio'],
    }),
    hardware: ['agv', 'buffer', 'kitting', 'store'],
    software: ['mes', 'replenish', 'fleet', 'wip'],
    benefits: [
      { id: 'stops', figure: change(-90) },
      { id: 'forklift', figure: change(-70) },
      { id: 'wip', figure: change(-35) },
      { id: 'trace', figure: percent(100) },
    ],
  },
  gardenSolution: {
    prefix: 'sg',
    challenges: ['queues', 'islands', 'visibility', 'energy'],
    diagram: (t) => ({
      rows: [
        { nodes: [t('sg_dg_twin')] },
        { nodes: [t('sg_sw_vehicle_title'), t('sg_sw_energy_title'), 'Insight BI'] },
        {
          nodes: [
            t('sg_dg_gate'),
            t('sg_dg_yard'),
            t('sg_dg_hub'),
            t('sg_dg_plant_a'),
            t('sg_dg_plant_b'),
          ],
          flow: true,
          tone: 'field',
        },
      ],
      aside: [t('sg_dg_energy')],
    }),
    hardware: ['hub', 'transport', 'gate', 'meters'],
    software: ['vehicle', 'twin', 'energy', 'insight'],
    benefits: [
      { id: 'wait', figure: change(-60) },
      { id: 'docks', figure: change(30) },
      { id: 'energy', figure: change(-18) },
      { id: 'stock', figure: change(-25) },
    ],
  },
} as const satisfies Record<string, SolutionSource>

export type SolutionPage = keyof typeof solutions

export function solutionCopy(page: SolutionPage, locale: Locale) {
  const source: SolutionSource = solutions[page]
  const { prefix } = source
  const t = (key: string) => message(key as MessageKey, locale)
  const titled = (kind: string) => (id: string) => ({
    title: t(`${prefix}_${kind}_${id}_title`),
    text: t(`${prefix}_${kind}_${id}_text`),
  })
  return {
    eyebrow: t(`${prefix}_eyebrow`),
    heroImage: sitePicture(`solution-${prefix}`, t(`${prefix}_hero_alt`)),
    challenges: {
      heading: t(`${prefix}_challenges_heading`),
      lead: t(`${prefix}_challenges_lead`),
      items: source.challenges.map(titled('ch')),
    },
    architecture: {
      heading: t(`${prefix}_arch_heading`),
      text: t(`${prefix}_arch_text`),
      diagram: layoutDiagram({
        title: t(`${prefix}_dg_title`),
        description: t(`${prefix}_arch_text`),
        legend: { goods: t('sol_dg_goods'), data: t('sol_dg_data') },
        ...source.diagram(t),
      }),
    },
    modules: {
      heading: t(`${prefix}_modules_heading`),
      lead: t(`${prefix}_modules_lead`),
      hardware: { heading: t('sol_hardware'), items: source.hardware.map(titled('hw')) },
      software: { heading: t('sol_software'), items: source.software.map(titled('sw')) },
    },
    benefits: {
      heading: t(`${prefix}_benefits_heading`),
      lead: t(`${prefix}_benefits_lead`),
      items: source.benefits.map((b) => ({
        ...b.figure(locale),
        label: t(`${prefix}_ben_${b.id}`),
      })),
    },
    industries: {
      heading: t(`${prefix}_industries_heading`),
      lead: t(`${prefix}_industries_lead`),
    },
    cases: { heading: t(`${prefix}_cases_heading`), empty: t('sol_cases_empty') },
    downloads: {
      heading: t('eq_downloads_heading'),
      lead: t('eq_downloads_lead'),
      action: t('eq_download_action'),
    },
    closing: { heading: t(`${prefix}_cta_heading`), text: t(`${prefix}_cta_text`) },
  }
}

/** This domain's pages' copy beyond the base, by page (app/pages/copy.server.ts collects it). */
export const pageCopy = {
  logisticsSolution: (locale: Locale) => solutionCopy('logisticsSolution', locale),
  plantSolution: (locale: Locale) => solutionCopy('plantSolution', locale),
  gardenSolution: (locale: Locale) => solutionCopy('gardenSolution', locale),
} satisfies CopyBuilders

declare module '../../site/page-copy.server' {
  interface PageExtras extends BuiltCopy<typeof pageCopy> {}
}
