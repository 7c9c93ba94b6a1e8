/**
 * Builds the menus of one locale from the page registry, the external links of the site config
 * and the case categories of the content service. Runs on the server only: labels arrive in
 * the browser as strings of one locale.
 */
import type { CaseCategory } from '../content/navigation.server'
import { localePolicy, type Locale } from '../i18n/locales'
import { routeLink } from '../lib/route-path'
import { companyName, siteConfig } from '../lib/site-config'
import * as m from '../paraglide/messages.js'
import type { InternalItem, Menu, MenuGroup, MenuItem, MenuSection, ShellCopy } from '../site/menu'
import { industryName } from '../site/industry-names.server'
import { applicationGroups, platformProducts } from '../domains/products/product-catalogue'
import { message } from '../site/message.server'
import {
  isInMenus,
  menuGroupTitles,
  pageById,
  pageHref,
  pageLink,
  pagePath,
  pages,
  sections,
  type MenuGroupId,
  type MessageKey,
  type PageEntry,
  type SectionId,
} from '../site/registry'

function pageItem(page: PageEntry, locale: Locale): InternalItem {
  const description = page.menu?.description
  return {
    kind: 'internal',
    key: page.id,
    link: pageLink(page, locale),
    label: message(page.menu?.label ?? page.title, locale),
    ...(description ? { description: message(description, locale) } : {}),
    ...(page.navDelayMs ? { navDelayMs: page.navDelayMs } : {}),
  }
}

function externalsOf(group: MenuGroupId, locale: Locale): MenuItem[] {
  const t = (key: MessageKey) => message(key, locale)
  switch (group) {
    case 'platform':
      return platformProducts.map((p) => ({
        kind: 'external',
        key: p.slug,
        href: `${siteConfig.external.cloudPlatform}${p.slug}`,
        label: p.name,
        description: t(p.description),
      }))
    case 'center':
      return applicationGroups.flatMap((g) =>
        g.ids.map((id) => ({
          kind: 'external' as const,
          key: String(id),
          href: siteConfig.external.applicationDetail(id),
          label: t(`app_${id}`),
          description: t(g.title),
        })),
      )
    case 'investor':
      return [
        {
          kind: 'external',
          key: 'announcements',
          href: siteConfig.external.announcementSearch,
          label: t('investor_announcements'),
        },
        {
          kind: 'external',
          key: 'relations',
          href: siteConfig.external.investorRelations,
          label: t('investor_relations'),
        },
      ]
    default:
      return []
  }
}

export function buildMenu(locale: Locale, categories: readonly CaseCategory[]): Menu {
  const policy = localePolicy[locale]
  const t = (key: MessageKey) => message(key, locale)
  const visible: PageEntry[] = pages.filter((p: PageEntry) => isInMenus(p, policy))

  const groupItems = (group: MenuGroupId): MenuItem[] => {
    const fromPages = visible
      .flatMap((p) => (p.menu?.group === group ? [{ p, order: p.menu.order }] : []))
      .sort((a, b) => a.order - b.order)
      .flatMap(({ p }): MenuItem[] =>
        p.anchors
          ? p.anchors.map((a) => ({
              kind: 'internal',
              key: `${p.id}-${a.value}`,
              link: pageLink(p, locale, { anchor: a.value }),
              label: t(a.label),
              ...(p.navDelayMs ? { navDelayMs: p.navDelayMs } : {}),
            }))
          : [pageItem(p, locale)],
      )
    if (group === 'cases') {
      // Category names come from the content service in zh or en only.
      const contentLang =
        locale === 'en' || locale === 'zh-CN'
          ? {}
          : { lang: policy.contentLanguage === 'zh' ? 'zh-CN' : 'en' }
      const categoryItems: MenuItem[] = categories.map((c) => {
        const { name, translated } = industryName(c.outLink, c.classifyName, locale)
        return {
          kind: 'internal',
          key: c.outLink,
          link: routeLink('/$lang/succeedCase/$category', { lang: locale, category: c.outLink }),
          label: name,
          ...(translated ? {} : contentLang),
        }
      })
      return [...categoryItems, ...fromPages]
    }
    // Externals first on the product-center tab would bury the overview page: pages lead.
    return [...fromPages, ...externalsOf(group, locale)]
  }

  const menuSections: MenuSection[] = (Object.keys(sections) as SectionId[])
    .filter((id) => visible.some((p) => p.section === id))
    .flatMap((id) => {
      const menu = sections[id].menu
      if (!menu) return []
      return [
        {
          id,
          label: t(menu.label),
          main: pageItem(pageById(menu.main), locale),
          groups: menu.groups
            .map((key): MenuGroup => ({
              key,
              title: t(menuGroupTitles[key]),
              items: groupItems(key),
            }))
            .filter((g) => g.items.length > 0),
        },
      ]
    })

  const careers = visible.find((p) => p.section === 'careers' && p.menu)
  return {
    home: {
      kind: 'internal',
      key: 'home',
      link: pageLink(pageById('home'), locale),
      label: t('nav_home'),
    },
    sections: menuSections,
    cases: {
      kind: 'internal',
      key: 'cases',
      link: pageLink(pageById('allCases'), locale),
      label: t('nav_cases'),
    },
    ...(careers ? { careers: pageItem(careers, locale) } : {}),
    sectionOf: Object.fromEntries(
      pages
        // The search results belong to no section (no menu entry lights up there).
        .filter((p) => pagePath(p) !== '' && !(p as PageEntry).noindex)
        .map((p) => [pagePath(p).split('/')[0]!, p.section as SectionId]),
    ),
    labels: {
      primaryNav: t('nav_primary_label'),
      openMenu: t('nav_open_menu'),
      closeMenu: t('nav_close_menu'),
      mobileTitle: t('mobile_menu_title'),
      opensNewWindow: t('opens_new_window'),
      sitemap: t('footer_sitemap'),
      language: t('language_picker_label'),
    },
    search: {
      action: pageHref(pageById('search'), locale),
      label: t('site_search_label'),
      placeholder: t('site_search_placeholder'),
      submit: t('site_search_submit'),
    },
    shell: shellCopy(locale),
  }
}

function shellCopy(locale: Locale): ShellCopy {
  const o = { locale }
  return {
    skipToContent: m.skip_to_content({}, o),
    footer: {
      stockCode: m.footer_stock_code({ code: siteConfig.stockCode }, o),
      phone: m.footer_phone({}, o),
      email: m.footer_email({}, o),
      follow: m.footer_follow({}, o),
      qrWechat: m.footer_qr_wechat({}, o),
      qrVideo: m.footer_qr_video({}, o),
      partners: m.footer_partners({}, o),
      copyright: m.footer_copyright(
        { year: String(new Date().getFullYear()), company: companyName(locale) },
        o,
      ),
    },
    sideBox: {
      label: m.sidebox_label({}, o),
      consult: m.sidebox_consult({}, o),
      scan: m.sidebox_scan({}, o),
      scanButton: m.sidebox_scan_button({}, o),
      backToTop: m.sidebox_back_to_top({}, o),
    },
    errors: {
      backHome: m.error_back_home({}, o),
      notFoundTitle: m.error_not_found_title({}, o),
      notFoundMessage: m.error_not_found_message({ path: '{path}' }, o),
      notFoundDescription: m.error_not_found_description({}, o),
      genericTitle: m.error_generic_title({}, o),
      genericDescription: m.error_generic_description({}, o),
      internalServerError: m.error_internal_server_error({}, o),
    },
  }
}
