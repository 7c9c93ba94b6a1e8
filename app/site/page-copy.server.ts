/**
 * Page copy resolved on the server: message functions run here, in the request's locale, and
 * only the resulting strings travel to the browser (docs/decisions/008-copy-delivery.md). What
 * every page's copy has; each page's own copy is its domain's (app/pages/copy.server.ts joins
 * them). Never import this module from a component: it pulls in every message of every locale.
 */
import { routeLink, type RouteLink } from '../lib/route-path'
import type { Locale } from '../i18n/locales'
import { siteConfig } from '../lib/site-config'
import { message } from './message.server'
import { pageHeroImage } from './page-heroes.server'
import { aboutSubNav } from './subnav.server'
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
    heroImage: pageHeroImage(page, locale),
  }
}

/**
 * A domain's builders of its pages' copy beyond the base, by page: what its copy module exports
 * as `pageCopy` (`export const pageCopy = { home: homeCopy } satisfies CopyBuilders`). Only pages
 * of the registry; app/pages/copy.server.ts collects every domain's.
 */
export type CopyBuilders = { readonly [P in PageId]?: (locale: Locale) => object }

/** The copy a domain's builders make, by page: what it declares in `PageExtras`. */
export type BuiltCopy<B extends CopyBuilders> = {
  [P in keyof B]: B[P] extends (locale: Locale) => infer C ? C : never
}

/**
 * The copy of each page beyond the base, as its domain declares it: a domain's copy module adds
 * its builders' copy to this interface (`declare module '../../site/page-copy.server'`,
 * `interface PageExtras extends BuiltCopy<typeof pageCopy> {}`), so a page is declared exactly
 * when its builder is, with its builder's type; two domains declaring one page in different
 * types fail typecheck. Declared by the domains, so this module never imports one.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PageExtras {}

/** What every page's copy has. */
export type BaseCopy = ReturnType<typeof baseCopy>

/** A page's copy: the base and what its domain declares in `PageExtras`. */
export type PageCopy<P extends PageId = PageId> = BaseCopy &
  (P extends keyof PageExtras ? PageExtras[P] : unknown)

/** The base of a page's copy in `locale` (its extras come from app/pages/copy.server.ts). */
export function pageBaseCopy(id: PageId, locale: Locale): BaseCopy {
  return baseCopy(pageById(id), locale)
}
