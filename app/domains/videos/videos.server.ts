/**
 * The video center: the chosen video in a native player (poster, captions in the reader's
 * language first, no autoplay) and the other videos as links. An unknown `?v=` is a 404; a chosen
 * video the content service cannot give now (down, or the video broke the contract) is the page's
 * outage: a 503 that says so (ADR 035).
 */
import { readerScriptCaptionPath } from './captions.server'
import { CARD_SIZES, contentPicture } from '../../site/content-picture.server'
import { routeLink, routePath, type RouteLink } from '../../lib/route-path'
import { videos } from '../../content/media.server'
import { localePolicy, type Locale } from '../../i18n/locales'
import * as m from '../../paraglide/messages.js'
import { articleLang } from '../../site/content-cards.server'
import { dateLabel } from '../../site/list-labels.server'
import { filterLanguageLinks } from '../../site/filter-languages.server'
import { message } from '../../site/message.server'
import { noteContentOutage } from '../../lib/content-outage.server'
import { isMedia, previewedItem, type PreviewBar } from '../../site/preview.server'
import type { Media } from '../../content/media.server'

export interface VideoItem {
  id: number
  link: RouteLink
  title: string
  description: string
  src: string
  poster: { src: string; width: number; height: number; alt: string }
  duration: string
  /** ISO 8601 duration, for `<time datetime>`. */
  durationIso: string
  date: string
  dateLabel: string
  captions: Array<{ src: string; srclang: string; label: string; default: boolean }>
  lang?: string
}

export interface VideoCenterView {
  /** 'unavailable': the chosen video cannot be loaded now (the page answers 503). */
  status: 'ok' | 'empty' | 'unavailable'
  /** The picker's links when a video is chosen: its version in each language (ADR 025). */
  languageLinks?: Record<Locale, string>
  current: VideoItem | null
  others: VideoItem[]
  /** Shown with `?preview=`: the version a preview token names, in the player. */
  preview?: PreviewBar
  labels: {
    playing: string
    more: string
    empty: string
    unavailable: string
    duration: string
    published: string
    unsupported: string
  }
}

function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/**
 * A video's caption tracks for a page in `locale`: the track in the reader's language first and
 * shown by default, where the video has one (zh for zh-CN; for zh-TW the site's Traditional
 * track, `traditional`, made from zh: captions.server.ts), else the Chinese on a Chinese page and
 * the English on any other; the rest keep the service's order. Beside a Traditional track the
 * Chinese ones are named by their script, as the language picker names the two locales (简体中文,
 * 繁體中文).
 */
export function captionTracks(
  locale: Locale,
  captions: ReadonlyArray<{ language: string; label: string; url: string }>,
  traditional?: string,
): VideoItem['captions'] {
  const chinese = localePolicy[locale].chinese
  const tracks = traditional
    ? [
        { language: 'zh-TW', label: localePolicy['zh-TW'].nativeName, url: traditional },
        ...captions,
      ]
    : captions
  const preferred = [locale, chinese ? 'zh' : 'en']
  const rank = (language: string) => {
    const at = preferred.indexOf(language)
    return at < 0 ? preferred.length : at
  }
  return [...tracks]
    .sort((a, b) => rank(a.language) - rank(b.language))
    .map((c, i) => ({
      src: c.url,
      srclang: c.language === 'zh' ? 'zh-CN' : c.language,
      label: traditional && c.language === 'zh' ? localePolicy['zh-CN'].nativeName : c.label,
      default: i === 0,
    }))
}

/**
 * The video center with `chosen` in the player; with `preview` (a token), the version the token
 * names in its place (a 404 without `chosen`, or for a token of another video).
 */
export async function videoCenter(
  locale: Locale,
  chosen: number | null,
  preview?: string,
): Promise<VideoCenterView | null> {
  const loaded = await videos(locale)
  let list = loaded?.list ?? []
  let bar: PreviewBar | undefined
  if (preview) {
    if (chosen === null) return null
    const previewed = await previewedItem<Media>({
      locale,
      id: chosen,
      token: preview,
      fits: isMedia,
      published: async () => (loaded ? (list.find((v) => v.id === chosen) ?? 'missing') : null),
      page: routeLink('/$lang/aboutUs/videoDetails', { lang: locale }, { v: chosen }),
      list: routeLink('/$lang/aboutUs/videoDetails', { lang: locale }),
    })
    if (previewed.item === 'missing') return null
    if (previewed.item) {
      list = [previewed.item, ...list.filter((v) => v.id !== chosen)]
      bar = previewed.bar
    }
  }
  const found = chosen === null || list.some((v) => v.id === chosen)
  // Not in the list: no such video (404), unless the list failed or left it out as broken.
  const unavailable = !found && (!loaded || loaded.dropped.includes(chosen))
  if (!found && !unavailable) return null
  if (unavailable) noteContentOutage('page', `content service: video ${chosen} cannot be loaded`)
  const items: VideoItem[] = list.map((v) => {
    const lang = articleLang(locale, v.language)
    const seconds = v.duration ?? 0
    // The Traditional track is read from the published list: none for a draft's preview.
    const published = loaded?.list.some((p) => p.id === v.id) ?? false
    const captions = captionTracks(
      locale,
      v.captions,
      published ? readerScriptCaptionPath(locale, v) : undefined,
    )
    return {
      id: v.id,
      link: routeLink('/$lang/aboutUs/videoDetails', { lang: locale }, { v: v.id }),
      title: v.title,
      description: v.description ?? '',
      src: v.sourceUrl,
      poster: contentPicture(v.poster, '', CARD_SIZES),
      duration: clock(seconds),
      durationIso: `PT${Math.round(seconds)}S`,
      date: v.publishDate,
      dateLabel: dateLabel(locale, v.publishDate),
      captions,
      ...(lang ? { lang } : {}),
    }
  })
  const current = unavailable ? null : (items.find((v) => v.id === chosen) ?? items[0] ?? null)
  // A preview shows the version whatever its language: no alternates.
  const languageLinks =
    unavailable || bar
      ? undefined
      : await filterLanguageLinks(
          (to) => routePath('/$lang/aboutUs/videoDetails', { lang: to }),
          [{ param: 'v', type: 'media', id: chosen }],
        )
  return {
    status: unavailable ? 'unavailable' : current ? 'ok' : 'empty',
    ...(languageLinks ? { languageLinks } : {}),
    ...(bar ? { preview: bar } : {}),
    current,
    others: items.filter((v) => v !== current),
    labels: {
      playing: message('video_now_playing', locale),
      more: message('video_more', locale),
      // No list at all: the list's own note, not "no videos yet".
      empty: message(loaded ? 'video_empty' : 'list_unavailable', locale),
      unavailable: message('video_unavailable', locale),
      duration: message('video_duration', locale),
      published: message('case_published', locale),
      unsupported: m.video_unsupported({}, { locale }),
    },
  }
}
