/**
 * A page's hero illustration as a data: URL in the page itself. The hero image is the largest
 * contentful paint of the pages that have one; as its own request it painted only once the
 * request was back and the main thread, busy with the scripts by then, let it (a product page's
 * LCP waited ~300 ms on the phone profile). Inline it paints with the first frame. Only heroes
 * are inlined: one per page, 1.5-2.5 KB compressed; every other image stays a cached file.
 */
const sources = import.meta.glob<string>('../../public/illustrations/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The SVG as a data: URL, percent-encoding only what a URL or React's escaping would spoil. */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'")
  return `data:image/svg+xml,${compact.replace(/[%#<>&"\n]/g, (c) => encodeURIComponent(c))}`
}

/** `/illustrations/<name>.svg` inlined. */
export function inlineIllustration(name: string): string {
  const svg = sources[`../../public/illustrations/${name}.svg`]
  if (svg === undefined) throw new Error(`no illustration named ${name}`)
  return svgDataUrl(svg)
}
