/**
 * The full-bleed pictures of the landing pages that open with the page intro (issue 37): the
 * registry's `hero` of each (about, the case lists, careers, the investor pages and the news
 * list). Pages with a Hero block name their own (`heroImage` of their copy).
 */
import type { ImageSource } from '../components/ui/media'
import type { Locale } from '../i18n/locales'
import { message } from './message.server'
import type { PageEntry } from './registry'
import { sitePicture } from './site-images.server'

/** The page's hero picture with its alt text in `locale`, or undefined (a plain band). */
export function pageHeroImage(page: PageEntry, locale: Locale): ImageSource | undefined {
  return page.hero && sitePicture(page.hero.picture, message(page.hero.alt, locale))
}
