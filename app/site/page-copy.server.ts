/**
 * Page copy resolved on the server: message functions run here, in the request's locale, and
 * only the resulting strings travel to the browser (docs/decisions/008-copy-delivery.md).
 * Never import this module from a component: it pulls in every message of every locale.
 */
import { routeLink, type RouteLink } from '../lib/route-path'
import type { Locale } from '../i18n/locales'
import { siteConfig } from '../lib/site-config'
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
import { homeCopy } from '../domains/home/home-copy.server'
import { serviceSupportCopy } from '../domains/service/service-copy.server'
import { agvCopy, stackerCopy } from '../domains/products/equipment-copy.server'
import { investorCopy, secretariesCopy } from '../domains/investor/investor-copy.server'
import { productCenterCopy } from '../domains/products/product-center-copy.server'
import { solutionCopy } from '../domains/solutions/solution-copy.server'
import { consultationCopy } from '../domains/consultation/consultation-copy.server'
import { message } from './message.server'
import { pageHeroImage } from './page-heroes.server'
import { pageById, pageHref, type MessageKey, type PageEntry, type PageId } from './registry'

export { message }

export type CtaCopy =
  | { kind: 'consult'; label: string }
  /** A page of the site. */
  | { kind: 'link'; label: string; link: RouteLink }
  /** Another site, opened in a new window. */
  | { kind: 'external'; label: string; href: string }

function ctaCopy(page: PageEntry, locale: Locale): CtaCopy | null {
  switch (page.cta) {
    case 'consult':
      return { kind: 'consult', label: message('cta_consult', locale) }
    case 'investor-relations':
      return {
        kind: 'external',
        label: message('cta_investor_relations', locale),
        href: siteConfig.external.investorRelations,
      }
    case 'careers':
      return {
        kind: 'link',
        label: message('cta_careers', locale),
        link: routeLink('/$lang/joinUs', { lang: locale }),
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
    /** The full-bleed picture of a page that opens with the page intro, if it has one. */
    heroImage: pageHeroImage(page.id as PageId, locale),
  }
}

/** Copy beyond the base, per page. */
const extra = {
  home: homeCopy,
  serviceSupport: serviceSupportCopy,
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
  consultation: consultationCopy,
} satisfies Partial<Record<PageId, (locale: Locale) => object>>

type Extra = typeof extra

export type PageCopy<P extends PageId = PageId> = ReturnType<typeof baseCopy> &
  (P extends keyof Extra ? ReturnType<Extra[P]> : unknown)

export function buildPageCopy<P extends PageId>(id: P, locale: Locale): PageCopy<P> {
  const page = pageById(id)
  const more = (extra as Partial<Record<PageId, (locale: Locale) => object>>)[id]
  return { ...baseCopy(page, locale), ...(more ? more(locale) : {}) } as PageCopy<P>
}
