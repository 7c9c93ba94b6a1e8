/**
 * The site's own pictures at build time (docs/imagery.md "Image pipeline", ADR 031): each source
 * becomes AVIF, WebP and JPEG in the widths of contract/image-variants.ts, written by the client
 * build as `/assets/img/<name>-<width>-<hash>.<format>` (content-hashed, so served immutable),
 * plus its size and a blurred placeholder. The server code reads them from the virtual module
 * `virtual:site-images` (app/site/site-images.server.ts). Films beside the renders
 * (`<name>.{webm,mp4}`) are copied content-hashed to `/assets/film/` (its `films` export).
 *
 * Sources, first found wins:
 * 1. a render in `assets/renders/site/<name>.{avif,webp,png,jpg}` (the rendered pictures);
 * 2. else the picture's drawing `public/illustrations/<name>.svg`, rasterized here (never
 *    committed as a raster).
 * Line art that explains (maps, diagrams: `lineArt` below) stays SVG and is not listed.
 *
 * The renders' manifest (`assets/renders/manifest.ts`) gives each render its focal point; its alt
 * texts stay the pages' messages (13 locales).
 *
 * Encoding is slow (AVIF), so every variant is kept in `node_modules/.cache/site-images` under
 * its source's hash: a build with unchanged sources encodes nothing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, extname, join } from 'node:path'
import { createHash } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import {
  encoderOptions,
  imageFormats,
  widthsFor,
  type ImageFormat,
} from '../contract/image-variants.ts'
import {
  encodeVariant,
  isOpaque,
  placeholderDataUrl,
  rasterizeSvg,
  sourceInfo,
} from '../cms/media/variants.ts'

export const VIRTUAL_ID = 'virtual:site-images'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/** Drawings that explain (a fleet map, an office map): kept as SVG, not made pictures. */
export const lineArt = new Set(['agv-fleet-map', 'about-map'])

const RASTER = ['.avif', '.webp', '.png', '.jpg', '.jpeg']

export interface SiteImageEntry {
  width: number
  height: number
  /** A blurred data: URL, for an opaque picture only. */
  placeholder?: string
  /** Per format: the offered widths' URLs, smallest first. */
  variants: Record<ImageFormat, Array<{ width: number; url: string }>>
  /** Focal point (0-1 from the left and the top), when the render's manifest names one. */
  focus?: { x: number; y: number }
  /** Where the source came from: a render, or the drawing rasterized at build time. */
  source: 'render' | 'drawing'
}

interface Source {
  name: string
  read: () => Promise<Buffer>
  kind: SiteImageEntry['source']
}

/** Every picture's source: renders first, then drawings that have no render. */
export function siteImageSources(root: string): Source[] {
  const renders = join(root, 'assets/renders/site')
  const found = new Map<string, Source>()
  if (existsSync(renders)) {
    for (const file of readdirSync(renders).sort()) {
      if (!RASTER.includes(extname(file).toLowerCase())) continue
      const name = basename(file, extname(file))
      if (found.has(name)) continue
      const path = join(renders, file)
      found.set(name, { name, kind: 'render', read: async () => readFileSync(path) })
    }
  }
  const drawings = join(root, 'public/illustrations')
  for (const file of readdirSync(drawings).sort()) {
    if (extname(file) !== '.svg') continue
    const name = basename(file, '.svg')
    if (found.has(name) || lineArt.has(name)) continue
    const path = join(drawings, file)
    found.set(name, { name, kind: 'drawing', read: () => rasterizeSvg(readFileSync(path)) })
  }
  return [...found.values()]
}

/**
 * Focal points from the renders' generated manifest (`assets/renders/manifest.ts`, its
 * `renderedImages`), when it is there: loaded at run time (Node strips its types).
 */
async function focalPoints(root: string): Promise<Map<string, { x: number; y: number }>> {
  const path = join(root, 'assets/renders/manifest.ts')
  const points = new Map<string, { x: number; y: number }>()
  if (!existsSync(path)) return points
  const { renderedImages } = (await import(pathToFileURL(path).href)) as {
    renderedImages?: Record<string, { focal?: { x: number; y: number } }>
  }
  for (const [name, entry] of Object.entries(renderedImages ?? {}))
    if (entry.focal) points.set(name, entry.focal)
  return points
}

/**
 * A film of the site (the home page's hero film): its files, the browser taking the first it can
 * play whose `media` matches: the phone rendition first (ADR 059), then the encodings, best first.
 */
export interface SiteFilmEntry {
  sources: Array<{ type: string; url: string; media?: string }>
}

const FILM_TYPES: Record<string, string> = { '.webm': 'video/webm', '.mp4': 'video/mp4' }
/** Renditions of a film for narrower windows: `<name>.<rendition>.<ext>`. */
const FILM_RENDITIONS: Record<string, string> = { phone: '(max-width: 767px)' }

interface Built {
  entries: Record<string, SiteImageEntry>
  films: Record<string, SiteFilmEntry>
  files: Array<{ fileName: string; source: Buffer }>
}

/**
 * The films in `assets/renders/site/<name>[.<rendition>].{webm,mp4}` (art/render/hero-film.ts),
 * copied as `/assets/film/<name>[.<rendition>]-<hash>.<ext>` (content-hashed, immutable, served
 * with ranges).
 */
function siteFilms(root: string, files: Built['files']): Built['films'] {
  const dir = join(root, 'assets/renders/site')
  const films: Built['films'] = {}
  if (!existsSync(dir)) return films
  // Renditions first (in FILM_RENDITIONS' order), then the film itself; encodings in FILM_TYPES'.
  const order = (rendition: string | undefined) =>
    rendition ? Object.keys(FILM_RENDITIONS).indexOf(rendition) : Infinity
  const found = readdirSync(dir)
    .filter((file) => extname(file) in FILM_TYPES)
    .map((file) => {
      const ext = extname(file)
      const stem = basename(file, ext)
      const [name, rendition] = stem.split('.') as [string, string | undefined]
      if (rendition !== undefined && !(rendition in FILM_RENDITIONS))
        throw new Error(
          `${file}: no rendition named ${rendition} (${Object.keys(FILM_RENDITIONS)})`,
        )
      return { file, ext, stem, name, rendition }
    })
    .sort(
      (a, b) =>
        order(a.rendition) - order(b.rendition) ||
        Object.keys(FILM_TYPES).indexOf(a.ext) - Object.keys(FILM_TYPES).indexOf(b.ext) ||
        a.file.localeCompare(b.file),
    )
  for (const { file, ext, stem, name, rendition } of found) {
    const source = readFileSync(join(dir, file))
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
    const fileName = `assets/film/${stem}-${hash}${ext}`
    files.push({ fileName, source })
    const entry = (films[name] ??= { sources: [] })
    entry.sources.push({
      type: FILM_TYPES[ext]!,
      url: `/${fileName}`,
      ...(rendition ? { media: FILM_RENDITIONS[rendition] } : {}),
    })
  }
  return films
}

const settingsHash = createHash('sha256')
  .update(JSON.stringify(encoderOptions))
  .digest('hex')
  .slice(0, 8)

/** Encodes every source (or takes its variants from the cache). */
export async function buildSiteImages(root: string, cacheDir: string): Promise<Built> {
  mkdirSync(cacheDir, { recursive: true })
  const focus = await focalPoints(root)
  const entries: Record<string, SiteImageEntry> = {}
  const files: Built['files'] = []
  for (const src of siteImageSources(root)) {
    const source = await src.read()
    const info = await sourceInfo(source)
    const key = `${src.name}-${info.hash}-${settingsHash}`
    // A placeholder only behind an opaque picture: a drawing's clear parts would show it.
    const placeholderPath = join(cacheDir, `${key}.placeholder`)
    if (!existsSync(placeholderPath))
      writeFileSync(
        placeholderPath,
        (await isOpaque(source)) ? await placeholderDataUrl(source) : '',
      )
    const variants = {} as SiteImageEntry['variants']
    for (const format of imageFormats) {
      variants[format] = []
      for (const width of widthsFor(info.width)) {
        const cached = join(cacheDir, `${key}-${width}.${format}`)
        if (!existsSync(cached)) writeFileSync(cached, await encodeVariant(source, width, format))
        const bytes = readFileSync(cached)
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
        const fileName = `assets/img/${src.name}-${width}-${hash}.${format === 'jpeg' ? 'jpg' : format}`
        files.push({ fileName, source: bytes })
        variants[format].push({ width: Math.min(width, info.width), url: `/${fileName}` })
      }
    }
    entries[src.name] = {
      width: info.width,
      height: info.height,
      ...(readFileSync(placeholderPath, 'utf8')
        ? { placeholder: readFileSync(placeholderPath, 'utf8') }
        : {}),
      variants,
      ...(focus.has(src.name) ? { focus: focus.get(src.name)! } : {}),
      source: src.kind,
    }
  }
  return { entries, films: siteFilms(root, files), files }
}

const MIME: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

export function siteImagesPlugin(): Plugin {
  let root = process.cwd()
  let built: Promise<Built> | undefined
  const build = () =>
    (built ??= buildSiteImages(root, join(root, 'node_modules/.cache/site-images')))
  return {
    name: 'starbridge:site-images',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const { entries, films } = await build()
      return `export default ${JSON.stringify(entries)}\nexport const films = ${JSON.stringify(films)}`
    },
    // Only server code reads the module; the client build writes the files it names.
    async writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return
      const { files } = await build()
      for (const file of files) {
        const path = join(options.dir, file.fileName)
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, file.source)
      }
    },
    configureServer(server) {
      // `vite dev`: the same URLs answered from memory.
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/assets/img/') && !req.url?.startsWith('/assets/film/'))
          return next()
        void build().then(({ files }) => {
          const file = files.find((f) => `/${f.fileName}` === req.url)
          if (!file) return next()
          res.setHeader('Content-Type', MIME[extname(file.fileName).slice(1)] ?? 'image/*')
          res.end(file.source)
        }, next)
      })
    },
  }
}
