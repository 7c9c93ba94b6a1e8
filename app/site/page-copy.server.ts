/**
 * Page copy resolved on the server: message functions run here, in the request's locale, and
 * only the resulting strings travel to the browser (docs/decisions/008-copy-delivery.md).
 * Never import this module from a component: it pulls in every message of every locale.
 */
import { routePath } from '../lib/route-path'
import { inlineIllustration } from './inline-illustration.server'
import type { Locale } from '../i18n/locales'
import { companyPhone, siteConfig } from '../lib/site-config'
import {
  aboutOverviewCopy,
  aboutSubNav,
  certificationCopy,
  chairmanCopy,
  contactCopy,
  cultureCopy,
  energyCopy,
  historyCopy,
  responsibilityCopy,
} from '../domains/about/about-copy.server'
import { agvCopy, stackerCopy } from '../domains/products/equipment-copy.server'
import { investorCopy, secretariesCopy } from '../domains/investor/investor-copy.server'
import { productCenterCopy } from '../domains/products/product-center-copy.server'
import { solutionCopy } from '../domains/solutions/solution-copy.server'
import { message } from './message.server'
import { pageById, pageHref, type MessageKey, type PageEntry, type PageId } from './registry'

export { message }

export type CtaCopy =
  | { kind: 'consult'; label: string }
  | { kind: 'link'; label: string; href: string; external: boolean }

function ctaCopy(page: PageEntry, locale: Locale): CtaCopy | null {
  switch (page.cta) {
    case 'consult':
      return { kind: 'consult', label: message('cta_consult', locale) }
    case 'investor-relations':
      return {
        kind: 'link',
        label: message('cta_investor_relations', locale),
        href: siteConfig.external.investorRelations,
        external: true,
      }
    case 'careers':
      return {
        kind: 'link',
        label: message('cta_careers', locale),
        href: routePath('/$lang/joinUs', { lang: locale }),
        external: false,
      }
    case 'none':
      return null
  }
}

/** Home, the pages above this one and the page itself, for breadcrumbs (empty on home). */
function trailCopy(page: PageEntry, locale: Locale) {
  if (page.id === 'home') return []
  const chain: PageEntry[] = [page]
  for (let p = page; p.parent;) {
    p = pageById(p.parent as PageId)
    chain.unshift(p)
  }
  return [pageById('home'), ...chain].map((p) => ({
    name: message(p.id === 'home' ? 'nav_home' : p.title, locale),
    path: pageHref(p, locale),
  }))
}

/** What every page has: its title, heading, introduction and call to action. */
function baseCopy(page: PageEntry, locale: Locale) {
  const heading: MessageKey | undefined = page.id === 'home' ? 'page_home_heading' : undefined
  return {
    title: message(page.title, locale),
    heading: message(heading ?? page.title, locale),
    intro: message(page.description, locale),
    description: message(page.description, locale),
    cta: ctaCopy(page, locale),
    opensNewWindow: message('opens_new_window', locale),
    subnav: aboutSubNav(page, locale),
    trail: trailCopy(page, locale),
  }
}

/** Copy beyond the base, per page. */
const extra = {
  home: (locale: Locale) => {
    const t = (key: MessageKey) => message(key, locale)
    return {
      eyebrow: t('home_hero_eyebrow'),
      secondaryAction: {
        label: t('home_hero_secondary'),
        href: routePath('/$lang/productCenter', { lang: locale }),
      },
      heroImage: {
        src: inlineIllustration('home-hero'),
        width: 640,
        height: 480,
        alt: t('home_hero_image_alt'),
      },
      figures: {
        heading: t('home_figures_heading'),
        items: [
          { value: '2,600', label: t('home_fig_employees') },
          { value: '1,200+', label: t('home_fig_systems') },
          { value: '30+', label: t('home_fig_industries') },
          { value: '480+', label: t('home_fig_patents') },
        ],
      },
      products: {
        eyebrow: t('home_products_eyebrow'),
        heading: t('home_products_heading'),
        lead: t('home_products_lead'),
        items: [
          {
            title: t('page_agv_details_title'),
            text: t('home_product_agv_text'),
            href: routePath('/$lang/AGVDetails', { lang: locale }),
          },
          {
            title: t('page_piler_details_title'),
            text: t('home_product_stacker_text'),
            href: routePath('/$lang/pilerDetails', { lang: locale }),
          },
          {
            title: t('home_product_software_title'),
            text: t('home_product_software_text'),
            href: routePath('/$lang/productCenter', { lang: locale }),
          },
        ],
      },
      solutions: {
        eyebrow: t('home_solutions_eyebrow'),
        heading: t('home_solutions_heading'),
        lead: t('home_solutions_lead'),
        items: [
          {
            title: t('page_logistics_solution_title'),
            text: t('solutions_logistics_desc'),
            href: routePath('/$lang/logisticsSolution', { lang: locale }),
          },
          {
            title: t('page_plant_solution_title'),
            text: t('solutions_plant_desc'),
            href: routePath('/$lang/plantSolution', { lang: locale }),
          },
          {
            title: t('page_garden_solution_title'),
            text: t('solutions_garden_desc'),
            href: routePath('/$lang/gardenSolution', { lang: locale }),
          },
        ],
      },
      industries: { heading: t('home_industries_heading'), lead: t('home_industries_lead') },
      cases: {
        heading: t('home_cases_heading'),
        all: {
          label: t('home_cases_all'),
          href: routePath('/$lang/succeedCase/AllCase', { lang: locale }),
        },
        empty: t('home_cases_empty'),
      },
      news: {
        heading: t('home_news_heading'),
        all: {
          label: t('home_news_all'),
          href: routePath('/$lang/aboutUs/journalism', { lang: locale }),
        },
        empty: t('home_news_empty'),
      },
      closing: { heading: t('home_cta_heading'), text: t('home_cta_text') },
    }
  },
  serviceSupport: (locale: Locale) => {
    const t = (key: MessageKey) => message(key, locale)
    return {
      navLabel: t('svc_nav_label'),
      sections: ([1, 2, 3, 4] as const).map((anchor) => ({
        anchor,
        title: t(`service_${anchor}_title`),
        text: t(`service_${anchor}_text`),
      })),
      hotline: companyPhone(locale),
      figures: [
        { value: '24/7', label: t('svc_fig_hotline') },
        { value: '15', unit: 'min', label: t('svc_fig_remote') },
        { value: '24', unit: 'h', label: t('svc_fig_onsite') },
        { value: '18', label: t('svc_fig_hubs') },
      ],
      steps: ([1, 2, 3, 4, 5] as const).map((n) => ({
        title: t(`svc_step${n}_title`),
        text: t(`svc_step${n}_text`),
      })),
      plans: (['basic', 'standard', 'premium'] as const).map((plan) => ({
        title: t(`svc_plan_${plan}_title`),
        text: t(`svc_plan_${plan}_text`),
      })),
      spares: t('svc_spares_text'),
      training: (['operator', 'maintenance', 'docs'] as const).map((course) => ({
        title: t(`svc_course_${course}_title`),
        text: t(`svc_course_${course}_text`),
      })),
      downloads: {
        label: t('svc_docs_link'),
        href: routePath('/$lang/aboutUs/downloadCenter', { lang: locale }),
      },
    }
  },
  productCenter: productCenterCopy,
  AGVDetails: agvCopy,
  pilerDetails: stackerCopy,
  logisticsSolution: (locale: Locale) => solutionCopy('logisticsSolution', locale),
  plantSolution: (locale: Locale) => solutionCopy('plantSolution', locale),
  gardenSolution: (locale: Locale) => solutionCopy('gardenSolution', locale),
  aboutUs: aboutOverviewCopy,
  chairman: chairmanCopy,
  electricity: energyCopy,
  development: historyCopy,
  contactUs: contactCopy,
  culture: cultureCopy,
  responsibility: responsibilityCopy,
  certification: certificationCopy,
  secretaries: secretariesCopy,
  investor: investorCopy,
} satisfies Partial<Record<PageId, (locale: Locale) => object>>

type Extra = typeof extra

export type PageCopy<P extends PageId = PageId> = ReturnType<typeof baseCopy> &
  (P extends keyof Extra ? ReturnType<Extra[P]> : unknown)

export function buildPageCopy<P extends PageId>(id: P, locale: Locale): PageCopy<P> {
  const page = pageById(id)
  const more = (extra as Partial<Record<PageId, (locale: Locale) => object>>)[id]
  return { ...baseCopy(page, locale), ...(more ? more(locale) : {}) } as PageCopy<P>
}
