/**
 * Brand and site facts in one typed place (docs/brand.md). A real company replaces this module
 * and nothing else.
 */
import { isChineseLocale, type Locale } from '../i18n/locales'

export const siteConfig = {
  name: {
    en: 'Starbridge Logistics Automation Co., Ltd.',
    zh: '星桥智能物流科技股份有限公司',
  },
  shortName: { en: 'Starbridge', zh: '星桥智能' },
  stockCode: '300532',
  phone: { chinese: '400-888-0532', international: '+86 755 8888 0532' },
  email: 'contact@starbridge.example',
  filingLine: '粤ICP备00000000号-1',
  foundedYear: 2003,
  /** Brand navy (the theme token brand-800) where CSS cannot reach: theme-color, QR codes. */
  brandColor: '#0b2545',
  external: {
    cloudPlatform: 'https://cloud.starbridge.example/',
    applicationDetail: (id: number | string) => `https://cloud.starbridge.example/apps/${id}`,
    announcementSearch: 'https://ir.starbridge.example/announcements?code=300532',
    investorRelations: 'https://ir.starbridge.example/',
  },
} as const

export function companyName(locale: Locale): string {
  return isChineseLocale(locale) ? siteConfig.name.zh : siteConfig.name.en
}

export function companyShortName(locale: Locale): string {
  return isChineseLocale(locale) ? siteConfig.shortName.zh : siteConfig.shortName.en
}

export function companyPhone(locale: Locale): string {
  return isChineseLocale(locale) ? siteConfig.phone.chinese : siteConfig.phone.international
}

/** "{page title} - {company name}", the document title rule of the spec. */
export function documentTitle(pageTitle: string, locale: Locale): string {
  return `${pageTitle} - ${companyName(locale)}`
}
