/**
 * Link previews (Open Graph, Twitter): for each page and locale a 1200 x 630 JPEG of the page's
 * title over its picture, made on first request and kept (docs/imagery.md "Share images").
 *
 * `/og/<locale>/<page id>.jpg` is a page of the registry under its own title and picture (the
 * section's, `pictureOf`); `/og/<locale>/<page id>/<id>.jpg` a case study or an article under its
 * title and cover. Only those: an unknown locale, page or story answers 404, so no one can have
 * the server draw words of their choosing. Titles are set in Noto Sans CJK (Chinese, Japanese,
 * Korean; the Latin and Cyrillic of the other locales) or a Thai face of fonts-thai-tlwg, through
 * librsvg's Pango, so every script renders with real glyphs.
 */
import { LRUCache } from 'lru-cache'
import pLimit from 'p-limit'
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { onContentChange } from '../content/content-changes.server'
import { contentFile } from '../content/cms.server'
import { isLocale, type Locale } from '../i18n/locales'
import { BREAK, JOIN } from '../lib/line-breaks'
import { withLineBreaks } from '../lib/line-breaks.server'
import { outsideRequests } from '../lib/process-context.server'
import { companyName } from '../lib/site-config'
import { message } from '../site/message.server'
import { allPages, sections, type PageEntry } from '../site/registry'
import type { RenderAnswer, RenderJob } from './share-image-renderer'
import { sitePicture } from '../site/site-images.server'

export const SHARE_WIDTH = 1200
export const SHARE_HEIGHT = 630

/** The picture behind a page's title: its own or its hero's where it has one, else its section's. */
export function pictureOf(page: PageEntry): string {
  return page.sharePicture ?? page.hero?.picture ?? sections[page.section].sharePicture
}

/** A story's title and cover, for its share image. */
export interface Story {
  title: string
  image: { src: string } | null
}

/**
 * Reads the story of a page marked `shareStory` in a locale, by its id (undefined when there is
 * none): the assembly layer's, which knows the domains (app/pages/share-stories.server.ts).
 */
export type StoryReader = (
  page: PageEntry,
  locale: Locale,
  id: number,
) => Promise<Story | undefined>

/** The share image's path of a page (and its story, where it has its own). */
export function shareImagePath(locale: Locale, page: PageEntry, storyId?: number): string {
  return storyId !== undefined && page.shareStory
    ? `/og/${locale}/${page.id}/${storyId}.jpg`
    : `/og/${locale}/${page.id}.jpg`
}

/** The built client files (dist/client), found up from this module's bundle. */
function clientFile(path: string): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    for (const candidate of [join(dir, 'client', path), join(dir, 'dist/client', path)])
      if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) return undefined
  }
}

/** The picture's bytes: a site file of the build, or a variant of the content service. */
async function pictureBytes(src: string): Promise<Buffer | undefined> {
  if (src.startsWith('/assets/')) {
    const file = clientFile(src.slice(1))
    return file ? readFile(file) : undefined
  }
  if (src.startsWith('/cms/')) return contentFile(src)
  return undefined
}

const FONTS: Partial<Record<Locale, string>> = {
  'zh-CN': 'Noto Sans CJK SC',
  'zh-TW': 'Noto Sans CJK TC',
  ja: 'Noto Sans CJK JP',
  ko: 'Noto Sans CJK KR',
  th: 'Loma',
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Rough advance of a character in ems: wide for CJK, narrow for Latin, Cyrillic and Thai. */
const advance = (char: string) =>
  /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char)
    ? 1
    : /[A-Z]/.test(char)
      ? 0.66
      : 0.56

/**
 * The title in lines of at most `maxEms`, broken only where the server's line breaking allows
 * (ADR 029: phrases in Chinese and Japanese, words in Thai, spaces elsewhere); at most `maxLines`,
 * the last one ending in an ellipsis when the title is longer.
 */
export function titleLines(title: string, locale: Locale, maxEms: number, maxLines: number) {
  const marked = withLineBreaks(title, locale)
  const pieces = marked
    .split(new RegExp(`(?<=[ ${BREAK}])`))
    .map((p) => p.replaceAll(BREAK, '').replaceAll(JOIN, ''))
  const width = (text: string) => [...text].reduce((sum, c) => sum + advance(c), 0)
  const lines: string[] = []
  let line = ''
  for (const piece of pieces) {
    if (line && width(line + piece.trimEnd()) > maxEms) {
      lines.push(line.trimEnd())
      line = ''
    }
    line += piece
  }
  if (line.trim()) lines.push(line.trimEnd())
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/.$/u, '')}…`
  return kept
}

function overlaySvg(title: string, locale: Locale, brand: string): string {
  const font = FONTS[locale] ?? 'Noto Sans CJK SC'
  const size = 64
  const lines = titleLines(title, locale, 15.5, 3)
  const lineHeight = Math.round(size * 1.25)
  const top = SHARE_HEIGHT - 96 - lineHeight * (lines.length - 1)
  const text = lines
    .map(
      (line, i) =>
        `<text x="72" y="${top + i * lineHeight}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0.35">
<stop offset="0" stop-color="#0b2545" stop-opacity="0.94"/>
<stop offset="0.55" stop-color="#0b2545" stop-opacity="0.72"/>
<stop offset="1" stop-color="#0b2545" stop-opacity="0.2"/></linearGradient>
<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1">
<stop offset="0.45" stop-color="#0b2545" stop-opacity="0"/>
<stop offset="1" stop-color="#0b2545" stop-opacity="0.85"/></linearGradient>
</defs>
<rect width="100%" height="100%" fill="url(#shade)"/>
<rect width="100%" height="100%" fill="url(#foot)"/>
<rect x="72" y="64" width="56" height="8" rx="4" fill="#f5a524"/>
<g font-family="${font}, Noto Sans CJK SC, Loma, sans-serif">
<text x="72" y="126" font-size="30" font-weight="700" fill="#f5a524">${escapeXml(brand)}</text>
${text}</g></svg>`
}

/** The renderer's entry: its TypeScript source beside this module, or the build's bundle. */
function rendererEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url)
  if (here.endsWith('.ts'))
    return { file: join(dirname(here), 'share-image-renderer.ts'), execArgv: ['--import', 'tsx'] }
  for (let dir = dirname(here); ; dir = dirname(dir)) {
    for (const candidate of [
      join(dir, 'share-image-renderer.mjs'),
      join(dir, 'dist/share-image-renderer.mjs'),
    ])
      if (existsSync(candidate)) return { file: candidate, execArgv: [] }
    if (dirname(dir) === dir) throw new Error('dist/share-image-renderer.mjs is missing')
  }
}

let renderer: ChildProcess | undefined
let jobs = 0
const waiting = new Map<number, { resolve: (jpeg: Buffer) => void; reject: (e: Error) => void }>()

/** The running renderer, started when there is none (it exits by itself when idle). */
function runningRenderer(): ChildProcess {
  if (renderer?.connected) return renderer
  const { file, execArgv } = rendererEntry()
  // Forked in the process's context: the renderer serves later requests too, and its handles
  // must not keep the request that happened to start it (ADR 064).
  const child = outsideRequests(() =>
    fork(file, [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  )
  child.on('message', (answer: RenderAnswer) => {
    const job = waiting.get(answer.id)
    if (!job) return
    waiting.delete(answer.id)
    if ('jpeg' in answer) job.resolve(Buffer.from(answer.jpeg))
    else job.reject(new Error(`share image renderer: ${answer.error}`))
    if (!waiting.size) child.channel?.unref()
  })
  child.on('exit', () => {
    if (renderer === child) renderer = undefined
    for (const [id, job] of waiting) {
      waiting.delete(id)
      job.reject(new RendererGone())
    }
  })
  // An idle renderer never keeps the site's process alive.
  child.unref()
  child.channel?.unref()
  renderer = child
  return child
}

class RendererGone extends Error {
  constructor() {
    super('the share image renderer exited before it answered')
  }
}

/** Draws one image in the renderer; once more in a new one when the old exited meanwhile. */
async function draw(job: Omit<RenderJob, 'id'>, retried = false): Promise<Buffer> {
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const id = ++jobs
      const child = runningRenderer()
      waiting.set(id, { resolve, reject })
      child.channel?.ref()
      child.send({ ...job, id } satisfies RenderJob, (error) => {
        if (!error || !waiting.delete(id)) return
        reject(new RendererGone())
      })
    })
  } catch (error) {
    if (error instanceof RendererGone && !retried) return draw(job, true)
    throw error
  }
}

/** The share image: the picture cropped to 1200 x 630 (its busiest part), the title over it. */
export async function renderShareImage(
  title: string,
  locale: Locale,
  picture: { src: string; focus?: { x: number; y: number } } | null,
): Promise<Buffer> {
  const bytes = picture ? await pictureBytes(picture.src) : undefined
  return draw({
    svg: overlaySvg(title, locale, companyName(locale)),
    picture: bytes,
    width: SHARE_WIDTH,
    height: SHARE_HEIGHT,
  })
}

/**
 * Made images, by path: at most 4 MB (a share image is 60-150 KB, so the latest few dozen). Link
 * previews are fetched rarely and kept by the fetchers and shared caches for a day; a crawl of
 * every page in every locale must not grow the process (issue 33: 2,000 distinct images took RSS
 * from 272 to ~590 MB with a 30 MB cache, unbounded renders and libvips's own cache).
 */
export const SHARE_CACHE_BYTES = 4 * 1024 * 1024
/**
 * One image made at a time: each holds decoded pictures of some megabytes while it is drawn, and
 * two at once left the process about 20 MB larger for good (scripts/bench/share-images.ts).
 */
const renderSlot = pLimit(1)

const SHARE_PATH = /^\/og\/([A-Za-z-]{2,5})\/([A-Za-z]+)(?:\/([1-9]\d{0,8}))?\.jpg$/

/**
 * A store of made share images of at most `maxBytes`: `image(pathname)` is the share image of a
 * path (undefined when it names no page or story), `keptBytes()` what the kept images hold now.
 */
export function shareImageStore(maxBytes: number, readStory: StoryReader) {
  const made = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (b) => b.length })
  const making = new Map<string, Promise<Buffer | undefined>>()
  function image(pathname: string): Promise<Buffer | undefined> {
    const match = SHARE_PATH.exec(pathname)
    if (!match) return Promise.resolve(undefined)
    const [, lang = '', pageId, id] = match
    if (!isLocale(lang)) return Promise.resolve(undefined)
    const page = allPages.find((p) => p.id === pageId)
    if (!page) return Promise.resolve(undefined)
    const cached = made.get(pathname)
    if (cached) return Promise.resolve(cached)
    let job = making.get(pathname)
    if (!job) {
      const story = id === undefined ? undefined : Number(id)
      job = renderSlot(() => make(lang, page, story, readStory))
        .then((bytes) => {
          if (bytes) made.set(pathname, bytes)
          return bytes
        })
        .finally(() => making.delete(pathname))
      making.set(pathname, job)
    }
    return job
  }
  /** Drops the kept images whose path `gone` names. */
  function forget(gone: (pathname: string) => boolean) {
    for (const pathname of [...made.keys()]) if (gone(pathname)) made.delete(pathname)
  }
  return { image, forget, keptBytes: () => made.calculatedSize }
}

/**
 * The process's share images: a store of SHARE_CACHE_BYTES whose stories' images are made anew
 * when the story changes (its title, its cover, gone). `image(pathname)` is the share image of a
 * path, or undefined when it names no page or story. Made once, by app/pages/share-stories.server.ts.
 */
export function shareImages(
  readStory: StoryReader,
): (pathname: string) => Promise<Buffer | undefined> {
  const store = shareImageStore(SHARE_CACHE_BYTES, readStory)
  onContentChange((change) => {
    const ids = new Set(change.items.map((item) => String(item.id)))
    store.forget((pathname) => ids.has(/\/(\d+)\.jpg$/.exec(pathname)?.[1] ?? ''))
  })
  return store.image
}

async function make(
  locale: Locale,
  page: PageEntry,
  id: number | undefined,
  readStory: StoryReader,
) {
  if (id !== undefined) {
    const item = page.shareStory ? await readStory(page, locale, id) : undefined
    if (!item) return undefined
    return renderShareImage(item.title, locale, item.image)
  }
  const picture = sitePicture(pictureOf(page), '')
  return renderShareImage(message(page.title, locale), locale, picture)
}
