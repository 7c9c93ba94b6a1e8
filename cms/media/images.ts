/**
 * The content service's rendered pictures: covers and posters made by art/render (three.js
 * scenes, see docs/imagery.md) and committed as AVIF under cms/assets/images/, listed with their
 * size, focal point and alt text in the generated manifest beside them.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderedImages, type RenderedImageName } from '../assets/images/manifest'

export { renderedImages, type RenderedImageName }

/** The image object of the contract for a rendered picture. */
export function renderedImage(name: RenderedImageName, alt: string) {
  const { width, height } = renderedImages[name]
  return { url: `/cms/media/${name}.avif`, width, height, alt }
}

export function isRenderedImage(name: string): name is RenderedImageName {
  return Object.hasOwn(renderedImages, name)
}

/**
 * The committed pictures: beside the sources (cms/media → cms/assets/images), or under the
 * project root when this module runs bundled.
 */
export function imagesDir(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, '../assets/images')]
  for (let dir = here; ; dir = dirname(dir)) {
    candidates.push(join(dir, 'cms/assets/images'))
    if (dirname(dir) === dir) break
  }
  return candidates.find((path) => existsSync(path)) ?? candidates[0]!
}
