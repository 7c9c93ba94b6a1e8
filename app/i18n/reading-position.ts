/**
 * The reader's place across a language switch (issue 27, item 4). A pixel offset is not a place:
 * the same page is taller or shorter in another language, so `scrollY` lands in another section,
 * and near the top the page under the new locale's first render may be too short to scroll to it
 * at all. The place is the first block the reader sees under the sticky header (a paragraph, a
 * list item, a table row, a figure), named by a key that every locale's page has: the path of
 * element indexes from its nearest ancestor with a stable id (or `main`), by tag, and kept at the
 * same distance from the top of the viewport.
 */

/** Elements the place stops at: what a reader reads as one block. */
const BLOCK_TAGS = new Set([
  'P',
  'LI',
  'TR',
  'FIGURE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'DT',
  'DD',
  'BLOCKQUOTE',
  'PRE',
  'IMG',
  'SVG',
  'VIDEO',
  'PICTURE',
  'CAPTION',
])

export interface ReadingPlace {
  /** Id of the element the path starts from; empty for `main`. */
  root: string
  /** Each step down: tag name and index among the element siblings of that tag. */
  path: Array<[string, number]>
  /** Distance of the element's top from the top of the viewport, in px. */
  offset: number
}

/** An id the page itself gives (React's generated ids differ with the tree: not a stable root). */
function stableId(el: Element): string {
  const id = el.id
  return id && !/[:«»]/.test(id) ? id : ''
}

function mainElement(doc: Document): HTMLElement | null {
  return doc.getElementById('main') ?? doc.querySelector('main')
}

/** Where reading starts: the bottom of the sticky header (0 without one). */
export function readingTop(doc: Document = document): number {
  const header = doc.querySelector('header')
  if (!header) return 0
  const style = getComputedStyle(header)
  if (style.position !== 'sticky' && style.position !== 'fixed') return 0
  return Math.max(0, header.getBoundingClientRect().bottom)
}

function inFlow(el: Element): boolean {
  const style = getComputedStyle(el)
  if (style.position === 'absolute' || style.position === 'fixed' || style.position === 'sticky')
    return false
  if (style.display === 'none' || style.visibility === 'hidden') return false
  const r = el.getBoundingClientRect()
  return r.height > 0 || r.width > 0
}

/**
 * The first block in `main` whose bottom is below the reading top: descends into the first child
 * that reaches below it until a reader's block (or an inline element's parent) is reached.
 */
export function firstVisibleBlock(doc: Document = document): Element | null {
  return crossingBlock(doc).block
}

/** The block across the reading top, and that top (under the header and any sticky bar). */
function crossingBlock(doc: Document): { block: Element | null; top: number } {
  let top = readingTop(doc)
  let el: Element | null = mainElement(doc)
  if (!el) return { block: null, top }
  for (;;) {
    const next: Element | undefined = Array.from(el.children).find((child) => {
      // A sticky bar held under the header (a page's section tabs) covers the top: reading
      // starts under it.
      if (getComputedStyle(child).position === 'sticky') {
        const r = child.getBoundingClientRect()
        if (r.top <= top + 2) top = Math.max(top, r.bottom)
      }
      return inFlow(child) && child.getBoundingClientRect().bottom > top + 1
    })
    if (!next) return { block: el, top }
    const tag = next.tagName.toUpperCase()
    if (getComputedStyle(next).display.startsWith('inline') && !BLOCK_TAGS.has(tag))
      return { block: el, top }
    el = next
    if (BLOCK_TAGS.has(tag)) return { block: el, top }
  }
}

/** The key and offset of an element, from its nearest ancestor with a stable id (or `main`). */
export function placeOf(el: Element, doc: Document = document): ReadingPlace {
  const main = mainElement(doc)
  const path: Array<[string, number]> = []
  let node: Element = el
  let root = ''
  while (node !== main && node.parentElement) {
    const id = stableId(node)
    if (id && node !== el) {
      root = id
      break
    }
    const tag = node.tagName.toLowerCase()
    const parent: Element = node.parentElement
    const index = Array.from(parent.children)
      .filter((c) => c.tagName.toLowerCase() === tag)
      .indexOf(node)
    path.unshift([tag, index])
    node = parent
  }
  return { root, path, offset: el.getBoundingClientRect().top }
}

/** The element a place names on the page now: as deep along its path as this page goes. */
export function elementOf(place: ReadingPlace, doc: Document = document): Element | null {
  let el: Element | null = place.root ? doc.getElementById(place.root) : mainElement(doc)
  if (!el) el = mainElement(doc)
  if (!el) return null
  for (const [tag, index] of place.path) {
    const next: Element | undefined = Array.from(el.children).filter(
      (c) => c.tagName.toLowerCase() === tag,
    )[index]
    if (!next) break
    el = next
  }
  return el
}

function* ancestors(el: Element, stop: Element) {
  for (let a = el.parentElement; a && a !== stop; a = a.parentElement) yield a
}

/**
 * The block the reader is looking at: the first one that starts below the reading top (a block
 * the header cuts is half read; a grid's next row is where the eye is), if it starts on the
 * screen; otherwise the block across the top (a long paragraph).
 */
export function readingBlock(doc: Document = document): Element | null {
  const { block: crossing, top } = crossingBlock(doc)
  const main = mainElement(doc)
  if (!main || !crossing || crossing.getBoundingClientRect().top >= top - 1) return crossing
  const selector = Array.from(BLOCK_TAGS, (tag) => tag.toLowerCase()).join(',')
  for (const el of Array.from(main.querySelectorAll(selector))) {
    const r = el.getBoundingClientRect()
    if (r.top < top + 1 || (r.height === 0 && r.width === 0)) continue
    if (r.top >= window.innerHeight / 2) break
    if (el.getAttribute('aria-hidden') === 'true' || !inFlow(el)) continue
    // Not in a sticky bar, a hidden panel, an absolutely placed layer or a decoration. Only the
    // ancestors inside `main` count: a modal panel open over the page (the phone's menu, where
    // the language is switched) marks everything outside it aria-hidden, `main` included.
    if (
      Array.from(ancestors(el, main)).some(
        (a) => !inFlow(a) || a.getAttribute('aria-hidden') === 'true',
      )
    )
      continue
    return el
  }
  return crossing
}

/** The reader's place now. */
export function currentPlace(doc: Document = document): ReadingPlace | null {
  const el = readingBlock(doc)
  return el ? placeOf(el, doc) : null
}

/** Scrolls so the place's element is at its offset again; returns how far it had to move. */
export function restorePlace(place: ReadingPlace, doc: Document = document): number {
  const el = elementOf(place, doc)
  if (!el) return 0
  const delta = el.getBoundingClientRect().top - place.offset
  if (Math.abs(delta) >= 1) window.scrollTo({ top: window.scrollY + delta, behavior: 'auto' })
  return delta
}
