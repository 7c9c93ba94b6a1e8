/**
 * A picture of the content service (the contract's `Image`) as the `Media` primitive takes it:
 * with variants, a `<picture>` of AVIF and WebP `srcset`s over the JPEG `<img>`, its placeholder
 * and focal point; without (another CMS, an old row), the one URL as it is.
 */
import type { components } from '../../contract/api.gen'
import { imageFormats, imageMimeTypes, srcSet, variantUrl } from '../../contract/image-variants'
import type { ImageSource } from '../components/ui/media'

export type ContentImage = components['schemas']['Image']

/** A card in a grid of one, two or three columns. */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw'

/** A thumbnail beside a list entry. */
export const THUMB_SIZES = '(min-width: 768px) 240px, 100vw'

/** A news list entry's cover: above it on phones, 12rem beside it from `sm`, 16rem from `lg`. */
export const LIST_THUMB_SIZES =
  '(min-width: 1024px) 256px, (min-width: 640px) 192px, calc(100vw - 2rem)'

/** A picture across the reading column of an article. */
export const ARTICLE_SIZES = '(min-width: 896px) 832px, calc(100vw - 2rem)'

export function contentPicture(image: ContentImage, alt: string, sizes: string): ImageSource {
  const base = { src: image.url, width: image.width, height: image.height, alt }
  const variants = image.variants
  if (!variants) return base
  const offered = imageFormats.filter((f) => variants.formats.includes(f))
  return {
    ...base,
    ...(offered.includes('jpeg')
      ? {
          src: variantUrl(variants.template, fallbackWidth(variants.widths), 'jpeg'),
          srcSet: srcSet(variants.template, variants.widths, 'jpeg'),
        }
      : {}),
    sizes,
    sources: offered
      .filter((f) => f !== 'jpeg')
      .map((format) => ({
        type: imageMimeTypes[format],
        srcSet: srcSet(variants.template, variants.widths, format),
      })),
    ...(image.placeholder ? { placeholder: image.placeholder } : {}),
    ...(image.focalPoint ? { position: objectPosition(image.focalPoint) } : {}),
  }
}

/**
 * A focal point (shares of the width and height, 0-1) as CSS `object-position`, in percent to a
 * tenth: 0.55 is "55%", not the 55.00000000000001 % of a plain product.
 */
export const objectPosition = (point: { x: number; y: number }) =>
  `${Math.round(point.x * 1000) / 10}% ${Math.round(point.y * 1000) / 10}%`

/** The widest offered width up to 1200 px, for an `<img>` whose browser reads no `srcset`. */
function fallbackWidth(widths: readonly number[]): number {
  return widths.filter((w) => w <= 1200).at(-1) ?? widths[0]!
}
