/**
 * Caption tracks in the reader's script (issue 37, ADR 055). The content service writes Chinese
 * captions once, in Simplified characters (the `zh` track); a locale whose policy asks for
 * Traditional (zh-TW) also gets that track converted by the site, as every other piece of content
 * it reads (reader-script.server.ts: OpenCC's `cn` -> `twp` with the site's pinned terms, the
 * industry's words and Taiwan's units), served at `/captions/<locale>/<video id>.vtt`.
 *
 * Only the cue text is converted: the header, cue identifiers, timing lines (with their
 * settings), NOTE, STYLE and REGION blocks, blank lines and line endings stay byte for byte, so
 * the converted track keeps the cue timings of the service's file. Tags inside cue text
 * (`<v Name>`, `<c.class>`, timestamps) stay as they are; the text between them is converted.
 *
 * The track is found through the contract only: the video by its id in the locale's list
 * (`media/list`, the site's cached copy), its `zh` caption by its `url`, read from the service
 * (`contentFile`) when that URL is the service's (site-relative `/cms/...`, or absolute on
 * CMS_BASE_URL's origin). A video the list does not have, a locale that reads Simplified or
 * another language, or a video without a `zh` track answers 404; a list or a file the service
 * cannot give now, 503.
 */
import { contentFile } from '../../content/cms.server'
import { videos, type Media } from '../../content/media.server'
import { convertsToTraditional, toReaderScript } from '../../content/reader-script.server'
import { isLocale, type Locale } from '../../i18n/locales'
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../lib/content-outage.server'
import { env } from '../../lib/env.server'

/** The service's track a converted one is made from: Chinese, in Simplified characters. */
export const SOURCE_CAPTION_LANGUAGE = 'zh'

/**
 * Where the service's caption file at `url` can be read from: its path when the service serves
 * it (site-relative under /cms/, or absolute on the configured service's origin), else undefined.
 */
export function captionFilePath(url: string): string | undefined {
  if (url.startsWith('/cms/')) return url
  const base = env().CMS_BASE_URL
  const parsed = base ? URL.parse(url) : null
  if (!parsed || !base || parsed.origin !== new URL(base).origin) return undefined
  return parsed.pathname.startsWith('/cms/') ? parsed.pathname + parsed.search : undefined
}

/** The service's track a converted track of this video is made from, when the site can read it. */
function sourceTrack(captions: Media['captions']): string | undefined {
  const source = captions.find((c) => c.language === SOURCE_CAPTION_LANGUAGE)
  return source && captionFilePath(source.url)
}

/**
 * The address of the site's converted caption track of a video for `locale`'s readers; undefined
 * when the locale reads the service's tracks as they are, when the service has a track in the
 * locale's own language already, or when the video has no Simplified track the site can read.
 */
export function readerScriptCaptionPath(
  locale: Locale,
  video: Pick<Media, 'id' | 'captions'>,
): string | undefined {
  if (!convertsToTraditional(locale)) return undefined
  if (video.captions.some((c) => c.language === locale)) return undefined
  return sourceTrack(video.captions) && `/captions/${locale}/${video.id}.vtt`
}

/** A WebVTT file: the signature, after an optional byte order mark. */
const SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t]|\r|\n|$)/
/** A block that is not a cue: a comment, a style sheet, a region definition. */
const NOT_A_CUE = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/

/**
 * `vtt` with its cue text in `locale`'s script (see the header); the file as it is for a locale
 * that reads the service's script, or for text that is not WebVTT.
 */
export function webVttInReaderScript(locale: Locale, vtt: string): string {
  if (!convertsToTraditional(locale) || !SIGNATURE.test(vtt)) return vtt
  // Lines at even indexes, each followed by its own line ending.
  const parts = vtt.split(/(\r\n|\r|\n)/)
  let block: 'header' | 'between' | 'other' | 'cue' | 'text' = 'header'
  for (let i = 0; i < parts.length; i += 2) {
    const line = parts[i]!
    if (line === '') {
      block = 'between'
      continue
    }
    if (block === 'between') block = NOT_A_CUE.test(line) ? 'other' : 'cue'
    if (block === 'cue') {
      // An identifier, then the timing line; the cue's text follows it.
      if (line.includes('-->')) block = 'text'
      continue
    }
    if (block === 'text') parts[i] = toReaderScript(locale, line)
  }
  return parts.join('')
}

const TRACK_PATH = /^\/captions\/([A-Za-z-]{2,5})\/([1-9]\d{0,9})\.vtt$/
const INT4_MAX = 2 ** 31 - 1

function plain(status: 404 | 503): Response {
  return new Response(status === 404 ? 'Not Found' : 'Service Unavailable', {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(status === 503 ? { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) } : {}),
    },
  })
}

/** The track's text, or why there is none: 'missing' (404) or 'unavailable' (503). */
async function convertedTrack(
  locale: Locale,
  id: number,
): Promise<string | 'missing' | 'unavailable'> {
  const loaded = await videos(locale)
  if (!loaded) return 'unavailable'
  const video = loaded.list.find((v) => v.id === id)
  // Not in the list: no such video, unless the service sent it but it broke the contract.
  if (!video) return loaded.dropped.includes(id) ? 'unavailable' : 'missing'
  if (!readerScriptCaptionPath(locale, video)) return 'missing'
  // The service listed this file: a failure to read it is the service's, for now.
  const bytes = await contentFile(sourceTrack(video.captions)!).catch(() => undefined)
  const vtt = bytes?.toString('utf8')
  if (vtt === undefined || !SIGNATURE.test(vtt)) return 'unavailable'
  return webVttInReaderScript(locale, vtt)
}

/**
 * The answer to `GET /captions/<locale>/<video id>.vtt`: the video's Simplified captions in the
 * locale's script, cached like the site's other files made from content (a day, then revalidated
 * in the background); 404 for any other path, locale or video; 503 while the service cannot give
 * them.
 */
export async function readerScriptCaptions(pathname: string): Promise<Response> {
  const match = TRACK_PATH.exec(pathname)
  const locale = match?.[1]
  const id = Number(match?.[2])
  if (!match || !isLocale(locale) || !convertsToTraditional(locale) || id > INT4_MAX)
    return plain(404)
  const track = await convertedTrack(locale, id)
  if (track === 'missing') return plain(404)
  if (track === 'unavailable') return plain(503)
  const body = new TextEncoder().encode(track)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/vtt; charset=utf-8',
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
