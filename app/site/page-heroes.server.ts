/**
 * The full-bleed pictures of the landing pages that open with the page intro (issue 37): about,
 * the case lists, careers, the investor pages and the news list. Pages with a Hero block name
 * their own (`heroImage` of their copy).
 */
import type { ImageSource } from '../components/ui/media'
import type { Locale } from '../i18n/locales'
import { message } from './message.server'
import type { MessageKey, PageId } from './registry'
import { sitePicture } from './site-images.server'

const pageHeroes: Partial<Record<PageId, { picture: string; alt: MessageKey }>> = {
  aboutUs: { picture: 'about-hero', alt: 'hero_about_alt' },
  allCases: { picture: 'cases-hero', alt: 'hero_cases_alt' },
  caseCategory: { picture: 'cases-hero', alt: 'hero_cases_alt' },
  joinUs: { picture: 'careers-hero', alt: 'hero_careers_alt' },
  investor: { picture: 'investor-hero', alt: 'hero_investor_alt' },
  investorNews: { picture: 'investor-hero', alt: 'hero_investor_alt' },
  journalism: { picture: 'news-hero', alt: 'hero_news_alt' },
}

/** The page's hero picture with its alt text in `locale`, or undefined (a plain band). */
export function pageHeroImage(page: PageId, locale: Locale): ImageSource | undefined {
  const hero = pageHeroes[page]
  return hero && sitePicture(hero.picture, message(hero.alt, locale))
}

/** Page → picture, for the share images (app/site/share-image.server.ts). */
export const pageHeroPictures: Partial<Record<PageId, string>> = Object.fromEntries(
  Object.entries(pageHeroes).map(([page, hero]) => [page, hero.picture]),
)
