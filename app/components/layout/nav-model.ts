/**
 * What the header's menus and the mobile panel contain, per locale (CONTENT.md). One model,
 * two presentations (desktop mega-menus, mobile accordion).
 */
import type { CaseCategory } from '../../content/navigation.server'
import { aboutGroups, type AboutChild } from '../../i18n/pages'
import type { Locale } from '../../i18n/locales'
import { isChineseLocale, siteConfig } from '../../lib/site-config'
import * as m from '../../paraglide/messages.js'

export interface InternalItem {
  kind: 'internal'
  key: string
  /** Path below the locale prefix, e.g. "logisticsSolution" or "succeedCase/tobacco". */
  path: string
  search?: Record<string, string | number>
  label: string
  description?: string
}

export interface ExternalItem {
  kind: 'external'
  key: string
  href: string
  label: string
  description?: string
}

export type MenuItem = InternalItem | ExternalItem

export interface MenuGroup {
  key: string
  title: string
  items: MenuItem[]
}

export type SectionId = 'solutions' | 'products' | 'cases' | 'service' | 'investor' | 'about'

export interface MenuSection {
  id: SectionId
  label: string
  /** Second path segments that highlight this section. */
  segments: string[]
  groups: MenuGroup[]
}

const aboutLabels: Record<AboutChild, () => string> = {
  chairman: m.page_about_chairman_title,
  electricity: m.page_about_electricity_title,
  development: m.page_about_development_title,
  contactUs: m.page_about_contact_us_title,
  culture: m.page_about_culture_title,
  responsibility: m.page_about_responsibility_title,
  certification: m.page_about_certification_title,
  journalism: m.page_about_journalism_title,
  videoDetails: m.page_about_video_details_title,
  downloadCenter: m.page_about_download_center_title,
}

export const platformProducts = [
  { slug: 'wms', name: 'StarOS WMS Cloud', description: m.platform_wms_desc },
  { slug: 'wcs', name: 'StarWCS Control', description: m.platform_wcs_desc },
  { slug: 'fleet', name: 'Fleet Scheduler', description: m.platform_fleet_desc },
  { slug: 'twin', name: 'Digital Twin Studio', description: m.platform_twin_desc },
  { slug: 'insight', name: 'Insight BI', description: m.platform_insight_desc },
] as const

export const productCenterGroups = [
  {
    key: 'warehousing',
    title: m.pc_group_warehousing,
    apps: [
      [101, m.app_101],
      [102, m.app_102],
      [103, m.app_103],
      [104, m.app_104],
    ],
  },
  {
    key: 'production',
    title: m.pc_group_production,
    apps: [
      [201, m.app_201],
      [202, m.app_202],
      [203, m.app_203],
    ],
  },
  {
    key: 'care',
    title: m.pc_group_equipment_care,
    apps: [
      [301, m.app_301],
      [302, m.app_302],
      [303, m.app_303],
    ],
  },
  {
    key: 'data',
    title: m.pc_group_data,
    apps: [
      [401, m.app_401],
      [402, m.app_402],
      [403, m.app_403],
    ],
  },
] as const

export const serviceItems = [
  { anchor: 1, title: m.service_1_title },
  { anchor: 2, title: m.service_2_title },
  { anchor: 3, title: m.service_3_title },
  { anchor: 4, title: m.service_4_title },
] as const

export function buildMenu(locale: Locale, categories: CaseCategory[]): MenuSection[] {
  const sections: MenuSection[] = [
    {
      id: 'solutions',
      label: m.nav_solutions(),
      segments: ['logisticsSolution', 'plantSolution', 'gardenSolution'],
      groups: [
        {
          key: 'solutions',
          title: m.nav_solutions(),
          items: [
            {
              kind: 'internal',
              key: 'logistics',
              path: 'logisticsSolution',
              label: m.page_logistics_solution_title(),
              description: m.solutions_logistics_desc(),
            },
            {
              kind: 'internal',
              key: 'plant',
              path: 'plantSolution',
              label: m.page_plant_solution_title(),
              description: m.solutions_plant_desc(),
            },
            {
              kind: 'internal',
              key: 'garden',
              path: 'gardenSolution',
              label: m.page_garden_solution_title(),
              description: m.solutions_garden_desc(),
            },
          ],
        },
      ],
    },
    {
      id: 'products',
      label: m.nav_products(),
      segments: ['productCenter', 'AGVDetails', 'pilerDetails'],
      groups: [
        {
          key: 'platform',
          title: m.products_tab_platform(),
          items: platformProducts.map((p) => ({
            kind: 'external' as const,
            key: p.slug,
            href: `${siteConfig.external.cloudPlatform}${p.slug}`,
            label: p.name,
            description: p.description(),
          })),
        },
        {
          key: 'center',
          title: m.page_product_center_title(),
          items: [
            {
              kind: 'internal',
              key: 'overview',
              path: 'productCenter',
              label: m.page_product_center_title(),
            },
            ...productCenterGroups.flatMap((g) =>
              g.apps.map(([id, label]) => ({
                kind: 'external' as const,
                key: String(id),
                href: siteConfig.external.applicationDetail(id),
                label: label(),
                description: g.title(),
              })),
            ),
          ],
        },
        {
          key: 'equipment',
          title: m.products_tab_equipment(),
          items: [
            {
              kind: 'internal',
              key: 'agv',
              path: 'AGVDetails',
              label: m.page_agv_details_title(),
              description: m.equipment_agv_desc(),
            },
            {
              kind: 'internal',
              key: 'piler',
              path: 'pilerDetails',
              label: m.page_piler_details_title(),
              description: m.equipment_piler_desc(),
            },
          ],
        },
      ],
    },
    {
      id: 'cases',
      label: m.nav_cases(),
      segments: ['succeedCase', 'caseDetails'],
      groups: [
        {
          key: 'cases',
          title: m.nav_cases(),
          items: [
            ...categories.map((c) => ({
              kind: 'internal' as const,
              key: c.outLink,
              path: `succeedCase/${c.outLink}`,
              label: c.classifyName,
            })),
            { kind: 'internal', key: 'all', path: 'succeedCase/AllCase', label: m.nav_all_cases() },
          ],
        },
      ],
    },
    {
      id: 'service',
      label: m.nav_service(),
      segments: ['serviceSupport'],
      groups: [
        {
          key: 'service',
          title: m.nav_service(),
          items: serviceItems.map((s) => ({
            kind: 'internal' as const,
            key: `service-${s.anchor}`,
            path: 'serviceSupport',
            search: { anchor: s.anchor },
            label: s.title(),
          })),
        },
      ],
    },
  ]
  if (locale === 'zh-CN') {
    sections.push({
      id: 'investor',
      label: m.nav_investor(),
      segments: ['secretaries', 'investor', 'investor-news'],
      groups: [
        {
          key: 'investor',
          title: m.nav_investor(),
          items: [
            {
              kind: 'internal',
              key: 'secretaries',
              path: 'secretaries',
              label: m.page_secretaries_title(),
            },
            {
              kind: 'external',
              key: 'announcements',
              href: siteConfig.external.announcementSearch,
              label: m.investor_announcements(),
            },
            {
              kind: 'external',
              key: 'relations',
              href: siteConfig.external.investorRelations,
              label: m.investor_relations(),
            },
          ],
        },
      ],
    })
  }
  const groupTitles = {
    company: m.about_group_company,
    culture: m.about_group_culture,
    media: m.about_group_media,
  }
  sections.push({
    id: 'about',
    label: m.nav_about(),
    segments: ['aboutUs'],
    groups: aboutGroups.map((g) => ({
      key: g.id,
      title: groupTitles[g.id](),
      items: g.items
        .filter((child) => child !== 'contactUs' || isChineseLocale(locale))
        .map((child) => ({
          kind: 'internal' as const,
          key: child,
          path: `aboutUs/${child}`,
          label: aboutLabels[child](),
        })),
    })),
  })
  return sections
}

/** Href of an internal item in a locale. */
export function itemHref(locale: Locale, item: InternalItem): string {
  const search = item.search
    ? `?${new URLSearchParams(Object.entries(item.search).map(([k, v]) => [k, String(v)])).toString()}`
    : ''
  return `${item.path ? `/${locale}/${item.path}` : `/${locale}`}${search}`
}
