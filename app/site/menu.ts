/**
 * The shape of the site's menus: built on the server from the page registry (menu.server.ts),
 * rendered by the desktop mega-menu, the mobile panel and the footer sitemap.
 */
import type { RouteLink } from '../lib/route-path'
import type { SectionId } from './registry'

export interface InternalItem {
  kind: 'internal'
  key: string
  /** The page, in the menu's locale (`routeLink`). */
  link: RouteLink
  label: string
  description?: string
  /** Language of the label when it differs from the page's (CMS names in zh or en). */
  lang?: string
  /** Navigate this long after the click (the registry's `navDelayMs`: the service menu's 300 ms). */
  navDelayMs?: number
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

export interface MenuSection {
  id: SectionId
  label: string
  /** The section's main page: the top-level entry is a real link to it. */
  main: InternalItem
  groups: MenuGroup[]
}

export interface Menu {
  home: InternalItem
  sections: MenuSection[]
  /** Entries without a panel: all cases (mobile), careers (zh-CN). */
  cases: InternalItem
  careers?: InternalItem
  /** First path segment below the locale -> its section, for the active-item highlight. */
  sectionOf: Record<string, SectionId>
  labels: {
    primaryNav: string
    openMenu: string
    closeMenu: string
    mobileTitle: string
    opensNewWindow: string
    sitemap: string
    language: string
  }
  /** The header's search field (desktop header and mobile panel): a GET form to the search page. */
  search: { action: string; label: string; placeholder: string; submit: string }
  /** The rest of the shell's words, resolved on the server in the page's locale (ADR 008). */
  shell: ShellCopy
}

export interface ShellCopy {
  skipToContent: string
  footer: {
    stockCode: string
    phone: string
    email: string
    follow: string
    qrWechat: string
    qrVideo: string
    partners: string
    copyright: string
  }
  sideBox: {
    label: string
    consult: string
    scan: string
    scanButton: string
    backToTop: string
  }
  errors: {
    backHome: string
    notFoundTitle: string
    /** Contains "{path}", replaced in the browser by the path that was not found. */
    notFoundMessage: string
    notFoundDescription: string
    genericTitle: string
    genericDescription: string
    internalServerError: string
  }
}

/** The section a path below the locale belongs to ("aboutUs/culture" -> "about"). */
export function activeSectionOf(menu: Menu, pathBelowLocale: string): SectionId | undefined {
  const first = pathBelowLocale.replace(/^\/+/, '').split('/')[0] ?? ''
  return first === '' ? 'home' : menu.sectionOf[first]
}
