/**
 * The sizes and formats a picture is offered in, shared by the site's build (its own art) and the
 * content service (its media): a fixed list, so that no request can ask for any other size
 * (ADR 031, docs/imagery.md "Image pipeline").
 */

/** Widths in CSS pixels at 1x; a picture is offered only up to its own width. */
export const imageWidths = [480, 768, 1200, 1920] as const
export type ImageWidth = (typeof imageWidths)[number]

/** Best first: the browser takes the first `<source>` type it decodes; JPEG is the `<img>`'s. */
export const imageFormats = ['avif', 'webp', 'jpeg'] as const
export type ImageFormat = (typeof imageFormats)[number]

export const imageMimeTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** The widths a picture `width` pixels wide is offered in (at least the smallest one). */
export function widthsFor(width: number): ImageWidth[] {
  const fit = imageWidths.filter((w) => w <= width)
  return fit.length > 0 ? fit : [imageWidths[0]]
}

export const isImageWidth = (value: number): value is ImageWidth =>
  (imageWidths as readonly number[]).includes(value)

export const isImageFormat = (value: string): value is ImageFormat =>
  (imageFormats as readonly string[]).includes(value)

/** A URL template's placeholders: `{width}` and `{format}`. */
export function variantUrl(template: string, width: number, format: ImageFormat): string {
  return template.replace('{width}', String(width)).replace('{format}', format)
}

/** The `srcset` of one format: every offered width with its `w` descriptor. */
export function srcSet(template: string, widths: readonly number[], format: ImageFormat): string {
  return widths.map((w) => `${variantUrl(template, w, format)} ${w}w`).join(', ')
}

/**
 * Encoder settings, the same for both producers (quality chosen by eye on the renders). AVIF at
 * effort 2: a first request for a size waits ~0.3 s instead of ~2 s at effort 4 (1200 px, one
 * core), for files about a tenth larger; effort 4 made cold pages late enough to fail hydration
 * checks on a busy machine.
 */
export const encoderOptions = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true, progressive: true },
} as const

/** The placeholder's width: a few hundred bytes, blurred by the browser's scaling and a blur. */
export const PLACEHOLDER_WIDTH = 24
