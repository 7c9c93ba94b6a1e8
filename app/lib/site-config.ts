/**
 * Brand and site facts in one typed place (docs/brand.md). A real company replaces this module
 * and nothing else.
 */
import { isChineseLocale, localePolicy, type Locale } from '../i18n/locales'

export const siteConfig = {
  name: {
    en: 'Starbridge Logistics Automation Co., Ltd.',
    zh: '星桥智能物流科技股份有限公司',
    /** Traditional characters, for locales whose script is Hant (zh-TW). */
    zhHant: '星橋智能物流科技股份有限公司',
  },
  shortName: { en: 'Starbridge', zh: '星桥智能', zhHant: '星橋智能' },
  stockCode: '300532',
  phone: { chinese: '400-888-0532', international: '+86 755 8888 0532' },
  email: 'contact@starbridge.example',
  pressEmail: 'press@starbridge.example',
  /** The board secretary's office (investor pages). */
  investor: {
    hotline: { chinese: '0755-8888 0532', international: '+86 755 8888 0532' },
    fax: { chinese: '0755-8888 0530', international: '+86 755 8888 0530' },
    email: 'ir@starbridge.example',
    listedOn: '2016-09-28',
    totalShares: 412_800_000,
  },
  filingLine: '粤ICP备16053287号-1',
  /** The headquarters, for structured data (the contact page words it per locale). */
  address: {
    streetAddress: 'Starbridge Tower, 18 Gaoxin South 9th Road, Nanshan District',
    addressLocality: 'Shenzhen',
    addressRegion: 'Guangdong',
    postalCode: '518057',
    addressCountry: 'CN',
  },
  /** The raster logo of structured data and previews (public/logo-512.png, from favicon.svg). */
  logo: { path: '/logo-512.png', width: 512, height: 512 },
  foundedYear: 2003,
  /**
   * The company in figures: the home and about pages' key figures and the service page's hubs
   * (formatted per locale; the messages' running text says the same numbers).
   */
  facts: { employees: 2600, systemsDelivered: 1200, industries: 30, patents: 480, serviceHubs: 18 },
  /** Brand navy (the theme token brand-800) where CSS cannot reach: theme-color, QR codes. */
  brandColor: '#0b2545',
  external: {
    cloudPlatform: 'https://cloud.starbridge.example/',
    applicationDetail: (id: number | string) => `https://cloud.starbridge.example/apps/${id}`,
    announcementSearch: 'https://ir.starbridge.example/announcements?code=300532',
    investorRelations: 'https://ir.starbridge.example/',
  },
} as const

/** Which form of a name a locale reads: English, or Chinese in Simplified or Traditional script. */
function nameForm(locale: Locale): 'en' | 'zh' | 'zhHant' {
  if (!isChineseLocale(locale)) return 'en'
  return localePolicy[locale].script === 'Hant' ? 'zhHant' : 'zh'
}

export function companyName(locale: Locale): string {
  return siteConfig.name[nameForm(locale)]
}

export function companyShortName(locale: Locale): string {
  return siteConfig.shortName[nameForm(locale)]
}

export function companyPhone(locale: Locale): string {
  return isChineseLocale(locale) ? siteConfig.phone.chinese : siteConfig.phone.international
}

/**
 * Chinese, Japanese and Korean characters, about twice as wide as Latin ones in a search result:
 * their titles and descriptions are held to half the length.
 */
const WIDE_SCRIPT = new Set<Locale>(['zh-CN', 'zh-TW', 'ja', 'ko'])

/**
 * The lengths search results show (issue 36): titles within 70 characters (CJK 35), descriptions
 * within 160 (CJK 80). `app/site/document-titles.test.ts` holds every page of every locale to them.
 */
export function headLimits(locale: Locale): { title: number; description: number } {
  return WIDE_SCRIPT.has(locale) ? { title: 35, description: 80 } : { title: 70, description: 160 }
}

/**
 * A page's meta description within what search results show: its text, or as many of its whole
 * sentences as fit, or its words up to the limit and an ellipsis (a Thai intro has no sentence
 * marks; words come from Intl.Segmenter, so Chinese and Japanese break between words too).
 */
export function documentDescription(text: string, locale: Locale): string {
  const limit = headLimits(locale).description
  if ([...text].length <= limit) return text
  // The same few texts on every render (a page's intro per locale): cut once (Intl.Segmenter took
  // 2 % of an uncached render's CPU; issue 39). Bounded: story intros are many.
  const key = `${locale}\u0000${text}`
  const known = descriptions.get(key)
  if (known !== undefined) return known
  const cut = (granularity: 'sentence' | 'word', room: number) => {
    let out = ''
    for (const { segment } of new Intl.Segmenter(locale, { granularity }).segment(text)) {
      if ([...out].length + [...segment].length > room) break
      out += segment
    }
    return out.trimEnd()
  }
  const description =
    cut('sentence', limit) || `${cut('word', limit - 1).replace(/[\s,;:、，]+$/u, '')}…`
  if (descriptions.size >= 2048) descriptions.clear()
  descriptions.set(key, description)
  return description
}

/** Descriptions cut to their limit, by locale and text (documentDescription). */
const descriptions = new Map<string, string>()

/**
 * "{page title} - {company}", the document title rule of the spec, with the company's short name
 * (Starbridge, 星桥智能): the full legal name alone filled most of what a search result shows. A
 * title too long for the suffix (a long story title) goes without it.
 */
export function documentTitle(pageTitle: string, locale: Locale): string {
  const title = `${pageTitle} - ${companyShortName(locale)}`
  return [...title].length <= headLimits(locale).title ? title : pageTitle
}
