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

/** "{page title} - {company name}", the document title rule of the spec. */
export function documentTitle(pageTitle: string, locale: Locale): string {
  return `${pageTitle} - ${companyName(locale)}`
}
