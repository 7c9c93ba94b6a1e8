/**
 * Break marks in a page's copy (ADR 029): its visible headings and short texts get them, and
 * nothing else (table column headers count as headings). The copy's top-level `title` and `description` (the document title, the meta
 * description and JSON-LD), the breadcrumbs, navigation and button labels, image texts,
 * links and diagrams stay plain.
 */
import { withLineBreaks } from '../lib/line-breaks.server'

/** Keys whose strings are headings or short texts, wherever they are in the copy. */
const headingKeys = new Set(['heading', 'casesHeading', 'eyebrow', 'tagline', 'caption'])
/** Parts of the copy whose `label`s are a figure's words (the figures strip's terms). */
const figureParts = new Set(['figures', 'benefits', 'hubs'])
/** Parts of the copy whose strings are a table's column headers (the dividends' 会计年度). */
const columnParts = new Set(['columns'])
/** Keys of the page's own top: its heading and the introduction under it. */
const topKeys = new Set(['heading', 'intro', 'eyebrow'])
/**
 * Parts of the copy never marked: breadcrumbs and navigation (also read by JSON-LD and as
 * labels), calls to action and link labels, images (alt), diagrams (laid out on the server),
 * charts (an SVG named by its title), galleries (captions name the lightbox's buttons) and the
 * labels of the interface.
 */
const plainParts = new Set([
  'trail',
  'subnav',
  'cta',
  'action',
  'link',
  'diagram',
  'chart',
  'images',
  'image',
  'heroImage',
  'heroFilm',
  'labels',
])

function mark(value: unknown, lang: string, path: readonly string[]): unknown {
  if (typeof value === 'string') {
    const key = path[path.length - 1] ?? ''
    const top = path.length === 1
    const phrased = top
      ? topKeys.has(key)
      : headingKeys.has(key) ||
        key === 'title' ||
        (key === 'label' && path.some((p) => figureParts.has(p))) ||
        path.some((p) => columnParts.has(p))
    return phrased ? withLineBreaks(value, lang) : value
  }
  if (Array.isArray(value)) return value.map((item) => mark(item, lang, path))
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value))
      out[key] = plainParts.has(key) ? item : mark(item, lang, [...path, key])
    return out
  }
  return value
}

/** The page copy with break marks in its headings and short texts, for a page in `lang`. */
export function copyWithLineBreaks<T>(copy: T, lang: string): T {
  return mark(copy, lang, []) as T
}
