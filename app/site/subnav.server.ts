/**
 * The sub-navigation of the about section's children: the pages of the reader's group (company,
 * culture, media) in menu order, from the registry's `menu`. Also the overview's group links.
 */
import type { RouteLink } from '../lib/route-path'
import { localePolicy, type Locale } from '../i18n/locales'
import { message } from './message.server'
import {
  isInMenus,
  menuGroupTitles,
  pageLink,
  pages,
  type MenuGroupId,
  type PageEntry,
} from './registry'

export interface SubNavItem {
  link: RouteLink
  label: string
  current: boolean
}

export interface SubNav {
  /** Names the navigation landmark. */
  label: string
  /** The group's title ("Company", "Culture", "Media"). */
  title: string
  items: SubNavItem[]
}

/** The groups of the about section, each with a sub-navigation of its own. */
const aboutGroups = ['company', 'culture', 'media'] as const satisfies readonly MenuGroupId[]

const isAboutGroup = (group: MenuGroupId | undefined): group is (typeof aboutGroups)[number] =>
  (aboutGroups as readonly (MenuGroupId | undefined)[]).includes(group)

/**
 * The pages of a menu group, in menu order, with the locale's visibility rules (contact only in
 * Chinese locales); the current page is always listed, since the reader is on it.
 */
export function menuGroupItems(group: MenuGroupId, locale: Locale, current?: string): SubNavItem[] {
  const policy = localePolicy[locale]
  return (pages as readonly PageEntry[])
    .flatMap((p) => (p.menu?.group === group ? [{ page: p, order: p.menu.order }] : []))
    .filter(({ page }) => page.id === current || isInMenus(page, policy))
    .sort((a, b) => a.order - b.order)
    .map(({ page }) => ({
      link: pageLink(page, locale),
      label: message(page.menu?.label ?? page.title, locale),
      current: page.id === current,
    }))
}

/** The sub-navigation of an about child: the other pages of its group. */
export function aboutSubNav(page: PageEntry, locale: Locale): SubNav | undefined {
  const group = page.menu?.group
  if (page.section !== 'about' || !isAboutGroup(group)) return undefined
  return {
    label: message('about_subnav_label', locale),
    title: message(menuGroupTitles[group], locale),
    items: menuGroupItems(group, locale, page.id),
  }
}
