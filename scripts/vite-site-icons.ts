/**
 * The tab and home-screen icons, rasterized at build time from `public/favicon.svg` into
 * `public/icons/` (git-ignored): a 32 px and a 48 px PNG for the tab, 180 px (opaque) for a phone's home screen.
 *
 * The pages link these PNGs, not the SVG (ADR 058): a browser fetches the page's icon through the
 * renderer, and an SVG icon is decoded there as a document of its own, on the main thread, while
 * the page hydrates (a 20-26 ms task in Lighthouse's traces of the home page); a PNG decodes off
 * it. `favicon.svg` stays served for whoever asks for it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

export const siteIcons = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'favicon-48.png', size: 48 },
  // Square and opaque: the home screen rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, background: '#0b2545' },
] as const

export async function writeSiteIcons(root: string) {
  const svg = readFileSync(join(root, 'public', 'favicon.svg'))
  const dir = join(root, 'public', 'icons')
  mkdirSync(dir, { recursive: true })
  for (const icon of siteIcons) {
    const image = sharp(svg, { density: (72 * icon.size) / 40 }).resize(icon.size, icon.size)
    if ('background' in icon) image.flatten({ background: icon.background })
    const png = await image.png({ compressionLevel: 9, palette: true }).toBuffer()
    writeFileSync(join(dir, icon.file), png)
  }
}
