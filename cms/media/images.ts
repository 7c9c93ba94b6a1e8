/**
 * The content service's pictures (docs/imagery.md "Image pipeline", ADR 031). A picture is a row
 * of `image` named like its source:
 * - a render committed as `cms/assets/images/<name>.{avif,webp,png,jpg}` (with its manifest's alt
 *   texts and focal point), or
 * - one of our drawings (`<kind>-<n>`, cms/media/art.ts), rasterized by the service.
 * The seed fills the rows; the resizer (routes/images.ts) makes the variants of the contract's
 * widths and formats on first request. Answers carry the row as the contract's `Image`.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { inArray } from 'drizzle-orm'
import { imageFormats, PLACEHOLDER_WIDTH, widthsFor } from '../../contract/image-variants'
import type { components } from '../../contract/api.gen'
import { assetsDir } from '../assets-dir'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { renderedImages, type RenderedImageName } from '../assets/images/manifest'
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, renderIllustration } from './art'
import { placeholderDataUrl, rasterizeSvg, SOURCE_WIDTH, sourceInfo } from './variants'

type ContractImage = components['schemas']['Image']

/** A picture's name: lowercase words joined by hyphens (also its files' names). */
export const IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const RASTER_EXTENSIONS = ['avif', 'webp', 'png', 'jpg', 'jpeg'] as const

/** The committed renders, `cms/assets/images`. */
export const imagesDir = () => assetsDir('images')

export { renderedImages, type RenderedImageName }

/** The stored cover or poster of a render: the picture's row by name, its AVIF as the URL. */
export function renderedImage(name: RenderedImageName, alt: string) {
  const { width, height } = renderedImages[name]
  return { image: name, url: `/cms/media/${name}.avif`, width, height, alt }
}

/** `starbridge-agv-amr-datasheet.pdf`, zh -> `document-agv-amr-datasheet-zh`. */
export function documentCoverName(fileName: string, language: 'zh' | 'en'): string {
  return `document-${fileName.replace(/^starbridge-/, '').replace(/\.pdf$/, '')}-${language}`
}

/** A download's cover: the first page of its PDF (art/render/document-covers.ts). */
export function documentCover(fileName: string, language: 'zh' | 'en', alt: string) {
  const name = documentCoverName(fileName, language)
  if (!isRenderedImage(name))
    throw new Error(`no cover ${name}.avif: run art/render/document-covers.ts`)
  return renderedImage(name, alt)
}

export function isRenderedImage(name: string): name is RenderedImageName {
  return Object.hasOwn(renderedImages, name)
}

/** The render of `name`, if one is committed. */
function renderFile(name: string): string | undefined {
  if (!IMAGE_NAME.test(name)) return undefined
  const dir = imagesDir()
  return RASTER_EXTENSIONS.map((ext) => join(dir, `${name}.${ext}`)).find((p) => existsSync(p))
}

/** The source's bytes: the render, or the drawing rasterized at the widest variant's width. */
export async function sourceBytes(name: string): Promise<Buffer | undefined> {
  const file = renderFile(name)
  if (file) return readFile(file)
  const svg = renderIllustration(name)
  return svg === undefined ? undefined : rasterizeSvg(svg, SOURCE_WIDTH)
}

export interface ManifestEntry {
  name: string
  alt?: Partial<Record<t.ContentLanguage, string>>
  focalPoint?: { x: number; y: number }
}

/** The renders' generated manifest (cms/assets/images/manifest.ts): alt texts and focal points. */
export function imageManifest(): Map<string, ManifestEntry> {
  return new Map(
    Object.values(renderedImages).map((r): [string, ManifestEntry] => [
      r.name,
      { name: r.name, alt: r.alt, focalPoint: r.focal },
    ]),
  )
}

type SourceRow = Omit<typeof t.image.$inferInsert, 'name' | 'alt'>

/** Sources do not change while a process runs: each described once (seeds in tests repeat). */
const described = new Map<string, Promise<SourceRow | undefined>>()

/** What the `image` row of `name` says of its source; undefined when there is no source. */
export function describeSource(name: string): Promise<SourceRow | undefined> {
  let entry = described.get(name)
  if (!entry) {
    entry = describe(name)
    described.set(name, entry)
    entry.catch(() => described.delete(name))
  }
  return entry
}

async function describe(name: string): Promise<SourceRow | undefined> {
  const file = renderFile(name)
  const focus = imageManifest().get(name)?.focalPoint
  const focal = focus
    ? { focalX: Math.round(focus.x * 1000), focalY: Math.round(focus.y * 1000) }
    : {}
  if (file) {
    const bytes = await readFile(file)
    const info = await sourceInfo(bytes)
    return { ...info, placeholder: await placeholderDataUrl(bytes), ...focal }
  }
  const svg = renderIllustration(name)
  if (svg === undefined) return undefined
  // A drawing is known by its text: its size and hash without drawing it large.
  return {
    width: SOURCE_WIDTH,
    height: Math.round((SOURCE_WIDTH * ILLUSTRATION_HEIGHT) / ILLUSTRATION_WIDTH),
    hash: createHash('sha256').update(svg).digest('hex').slice(0, 12),
    placeholder: await placeholderDataUrl(await rasterizeSvg(svg, PLACEHOLDER_WIDTH * 4)),
    ...focal,
  }
}

/** Where the variants of a picture are: `{width}` and `{format}` filled from the lists. */
export const variantTemplate = (row: { name: string; hash: string }) =>
  `/cms/images/${row.name}/${row.hash}/{width}.{format}`

/** The largest offered width up to 1200 px: the JPEG of the `url` every client understands. */
function fallbackWidth(width: number): number {
  const widths = widthsFor(width)
  return widths.filter((w) => w <= 1200).at(-1) ?? widths[0]!
}

/** The contract's image of a stored cover or poster, with its row when it has one. */
export function contractImage(
  stored: t.StoredImage,
  row: typeof t.image.$inferSelect | undefined,
  language: t.ContentLanguage,
): ContractImage {
  if (!row) return { url: stored.url, width: stored.width, height: stored.height, alt: stored.alt }
  const template = variantTemplate(row)
  return {
    url: template.replace('{width}', String(fallbackWidth(row.width))).replace('{format}', 'jpeg'),
    width: row.width,
    height: row.height,
    alt: row.alt[language] ?? stored.alt,
    focalPoint: { x: row.focalX / 1000, y: row.focalY / 1000 },
    placeholder: row.placeholder,
    variants: { template, widths: widthsFor(row.width), formats: [...imageFormats] },
  }
}

/** The rows of the pictures named, by name (one query). */
export async function imageRows(
  db: CmsDatabase,
  names: ReadonlyArray<string | undefined>,
): Promise<Map<string, typeof t.image.$inferSelect>> {
  const wanted = [...new Set(names.filter((n): n is string => Boolean(n)))]
  if (wanted.length === 0) return new Map()
  const rows = await db.select().from(t.image).where(inArray(t.image.name, wanted))
  return new Map(rows.map((r) => [r.name, r]))
}

/**
 * A picture of a body: `<img src="/cms/media/<name>.avif" ...>` (a render) or `.svg` (one of our
 * drawings), its alt in `alt="..."`.
 */
const BODY_IMAGE = /<img\b[^>]*\ssrc="\/cms\/media\/([a-z0-9-]+)\.(?:avif|svg)"[^>]*>/g
const ALT = /\salt="([^"]*)"/

/** The pictures a body shows, with their alt texts there. */
export function bodyImages(html: string): Array<{ name: string; alt: string }> {
  return [...html.matchAll(BODY_IMAGE)].map((m) => ({
    name: m[1]!,
    alt: ALT.exec(m[0])?.[1] ?? '',
  }))
}

/** How wide a body's picture is shown: the reading column. */
const BODY_SIZES = '(min-width: 896px) 832px, 100vw'

/**
 * A body with each of its pictures that has a row as a `<picture>`: AVIF and WebP sources, then
 * the `<img>` as written with the JPEG `src`, `srcset` and the picture's size. Others stay as
 * written.
 */
export function bodyWithVariants(
  html: string,
  rows: ReadonlyMap<string, typeof t.image.$inferSelect>,
): string {
  return html.replace(BODY_IMAGE, (tag, name: string) => {
    const row = rows.get(name)
    if (!row) return tag
    const template = variantTemplate(row)
    const widths = widthsFor(row.width)
    const set = (format: string) =>
      widths
        .map((w) => `${template.replace('{width}', String(w)).replace('{format}', format)} ${w}w`)
        .join(', ')
    const src = template
      .replace('{width}', String(fallbackWidth(row.width)))
      .replace('{format}', 'jpeg')
    // The editor's tag as written (its alt and anything else: the reader's sanitizer decides),
    // with the variant's address and the picture's size.
    const img = tag
      .replace(/\s(width|height|srcset|sizes)="[^"]*"/g, '')
      .replace(
        /\ssrc="[^"]*"/,
        ` src="${src}" srcset="${set('jpeg')}" sizes="${BODY_SIZES}" width="${row.width}" height="${row.height}"`,
      )
    return (
      `<picture><source type="image/avif" srcset="${set('avif')}" sizes="${BODY_SIZES}">` +
      `<source type="image/webp" srcset="${set('webp')}" sizes="${BODY_SIZES}">${img}</picture>`
    )
  })
}

/** `contractImage` for a list's covers, looked up at once. */
export async function contractImages(
  db: CmsDatabase,
  items: ReadonlyArray<{ image: t.StoredImage | null; language: t.ContentLanguage }>,
): Promise<Array<ContractImage | null>> {
  const rows = await imageRows(
    db,
    items.map((i) => i.image?.image),
  )
  return items.map(({ image, language }) =>
    image ? contractImage(image, image.image ? rows.get(image.image) : undefined, language) : null,
  )
}
