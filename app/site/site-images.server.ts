/**
 * The site's own pictures (heroes, product families, solutions, about pages) as the `Media`
 * primitive takes them: AVIF and WebP `srcset`s, the JPEG fallback, the size and the blurred
 * placeholder, from the build's image pipeline (scripts/vite-site-images.ts, docs/imagery.md).
 * Line art that explains (maps, diagrams) is not here: it stays `/illustrations/<name>.svg`.
 */
import images, { films } from 'virtual:site-images'
import { imageMimeTypes } from '../../contract/image-variants'
import type { ImageSource } from '../components/ui/media'
import { objectPosition } from './content-picture.server'

export type SiteImageName = keyof typeof images & string

/** A hero's picture: full-bleed, the width of the window (issue 37). */
export const HERO_SIZES = '100vw'

/** A picture beside a story's heading from `lg` (a case study's cover), the full width below. */
export const BESIDE_HEADING_SIZES = '(min-width: 1024px) 560px, calc(100vw - 2rem)'

/** A picture in a 24rem column beside text from `lg` (a milestone's), the column's width below. */
export const SIDE_SIZES = '(min-width: 1024px) 384px, calc(100vw - 4rem)'

/** Beside text in a two-column layout from `lg`. */
export const HALF_SIZES = '(min-width: 1024px) 600px, calc(100vw - 2rem)'

/** A thumbnail of a gallery: four columns from `lg`, three from `sm`, two below. */
export const GALLERY_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw'

/** A portrait in a narrow column. */
export const PORTRAIT_SIZES = '(min-width: 1024px) 400px, calc(100vw - 2rem)'

const srcSet = (list: ReadonlyArray<{ width: number; url: string }>) =>
  list.map((v) => `${v.url} ${v.width}w`).join(', ')

/**
 * The picture `name` (a render in assets/renders/site/, else its drawing) with its `alt`, for a
 * slot `sizes` wide. Throws for an unknown name: a typo fails the build's page tests, not a visitor.
 */
export function sitePicture(name: string, alt: string, sizes = HERO_SIZES): ImageSource {
  const entry = images[name]
  if (!entry) throw new Error(`no site picture named ${name}`)
  const jpeg = entry.variants.jpeg
  // The fallback `src`: the variant nearest 1200 px (an old browser's one download).
  const fallback = jpeg.find((v) => v.width >= 1200) ?? jpeg[jpeg.length - 1]!
  return {
    src: fallback.url,
    width: entry.width,
    height: entry.height,
    alt,
    srcSet: srcSet(jpeg),
    sizes,
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: imageMimeTypes[format],
      srcSet: srcSet(entry.variants[format]),
    })),
    ...(entry.placeholder ? { placeholder: entry.placeholder } : {}),
    ...(entry.focus ? { position: objectPosition(entry.focus) } : {}),
  }
}

/** Every picture the pipeline made, for the tests and the share images. */
export const sitePictureNames = Object.keys(images)

/** A film of the site's (the home page's hero film): its sources, best first. */
export interface SiteFilm {
  sources: ReadonlyArray<{ type: string; url: string; media?: string }>
}

/** The film `name` (assets/renders/site/<name>.mp4, art/render/hero-film.ts); throws if unknown. */
export function siteFilm(name: string): SiteFilm {
  const entry = films[name]
  if (!entry) throw new Error(`no site film named ${name}`)
  return { sources: entry.sources }
}
