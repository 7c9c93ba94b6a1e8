/**
 * Copy of the product center: the five platform products (external, new window), the platform's
 * architecture, the application groups (ids 101–403, external) and the equipment lines.
 */
import { routeLink } from '../../lib/route-path'
import { HALF_SIZES, sitePicture } from '../../site/site-images.server'
import { layoutDiagram, type DiagramLayout } from '../../blocks/layer-diagram/layout'
import type { Locale } from '../../i18n/locales'
import { siteConfig } from '../../lib/site-config'
import { message } from '../../site/message.server'
import { applicationGroups, platformProducts } from './product-catalogue'
import type { MessageKey } from '../../site/registry'
import type { BuiltCopy, CopyBuilders } from '../../site/page-copy.server'

export function platformDiagram(locale: Locale): DiagramLayout {
  const t = (key: MessageKey) => message(key, locale)
  return layoutDiagram({
    title: t('pc_arch_title'),
    description: t('pc_arch_caption'),
    rows: [
      { label: t('pc_arch_layer_plan'), nodes: [t('pc_arch_business'), 'StarOS WMS Cloud'] },
      { label: t('pc_arch_layer_control'), nodes: ['StarWCS Control', 'Fleet Scheduler'] },
      {
        label: t('pc_arch_layer_field'),
        nodes: [t('pc_arch_equipment'), t('pc_arch_robots')],
        tone: 'field',
      },
    ],
    aside: ['Digital Twin Studio', 'Insight BI'],
    legend: { data: t('sol_dg_data') },
  })
}

export function productCenterCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  const text = (key: string) => message(key as MessageKey, locale)
  return {
    eyebrow: t('pc_eyebrow'),
    heroImage: sitePicture('product-family', t('pc_hero_alt')),
    platform: {
      heading: t('pc_platform_heading'),
      lead: t('pc_platform_lead'),
      open: t('pc_platform_open'),
      items: platformProducts.map((p) => ({
        slug: p.slug,
        name: p.name,
        tagline: t(p.description),
        text: text(`pc_platform_${p.slug}_text`),
        href: `${siteConfig.external.cloudPlatform}${p.slug}`,
      })),
    },
    architecture: {
      heading: t('pc_arch_title'),
      text: t('pc_arch_caption'),
      diagram: platformDiagram(locale),
    },
    applications: {
      heading: t('pc_apps_heading'),
      lead: t('pc_apps_lead'),
      open: t('pc_app_open'),
      groups: applicationGroups.map((g) => ({
        id: g.id,
        title: t(g.title),
        text: text(`pc_group_${g.id}_text`),
        apps: g.ids.map((id) => ({
          id,
          name: text(`app_${id}`),
          text: text(`pc_app_${id}_text`),
          href: siteConfig.external.applicationDetail(id),
        })),
      })),
    },
    equipment: {
      heading: t('pc_equipment_heading'),
      lead: t('pc_equipment_lead'),
      items: (['agv', 'stacker'] as const).map((line) => ({
        title: t(line === 'agv' ? 'page_agv_details_title' : 'page_piler_details_title'),
        text: text(`pc_eq_${line}_text`),
        bullets: [1, 2, 3].map((i) => text(`pc_eq_${line}_b${i}`)),
        image: sitePicture(
          line === 'agv' ? 'agv-hero' : 'stacker-hero',
          text(line === 'agv' ? 'agv_hero_alt' : 'stk_hero_alt'),
          HALF_SIZES,
        ),
        action: {
          label: text(`pc_eq_${line}_link`),
          link: routeLink(line === 'agv' ? '/$lang/AGVDetails' : '/$lang/pilerDetails', {
            lang: locale,
          }),
        },
      })),
      more: { heading: t('pc_eq_more_heading'), text: t('pc_eq_more_text') },
    },
    closing: { heading: t('pc_cta_heading'), text: t('pc_cta_text') },
  }
}

/** This domain's pages' copy beyond the base, by page (app/pages/copy.server.ts collects it). */
export const pageCopy = {
  productCenter: productCenterCopy,
} satisfies CopyBuilders

declare module '../../site/page-copy.server' {
  interface PageExtras extends BuiltCopy<typeof pageCopy> {}
}
