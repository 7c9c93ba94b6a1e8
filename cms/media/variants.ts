/**
 * Picture variants with sharp: one width of one format from a source (a raster render, or an SVG
 * rasterized first), and the blurred placeholder. Used by the content service's resizer
 * (routes/images.ts) and by the site's build (scripts/vite-site-images.ts), so both offer the
 * same sizes in the same quality (contract/image-variants.ts).
 */
import { createHash } from 'node:crypto'
import type Sharp from 'sharp'
import {
  encoderOptions,
  PLACEHOLDER_WIDTH,
  type ImageFormat,
} from '../../contract/image-variants.ts'

let loaded: Promise<typeof Sharp> | undefined

/**
 * sharp, loaded on first use: a process that serves no picture never maps libvips (some 15 MB
 * of resident memory, issue 26's RSS target). At most one encode at once per process: sharp
 * threads each one already. libvips's operation cache is off: every picture is made once and kept
 * (on disk, or the site's share-image cache), so it only held memory (issue 33, finding 11).
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1)
    sharp.cache(false)
    return sharp
  }))
}

/** The widest variant any source is rasterized for. */
export const SOURCE_WIDTH = 1920

/** An SVG drawn as a raster `width` pixels wide (the pipeline's source when no render exists). */
export async function rasterizeSvg(svg: string | Buffer, width = SOURCE_WIDTH): Promise<Buffer> {
  const sharp = await loadSharp()
  const input = Buffer.isBuffer(svg) ? svg : Buffer.from(svg)
  const meta = await sharp(input).metadata()
  const density = Math.min(2400, Math.max(72, (72 * width) / (meta.width ?? width)))
  return sharp(input, { density })
    .resize({ width, withoutEnlargement: false })
    .png({ compressionLevel: 3 })
    .toBuffer()
}

export interface SourceInfo {
  width: number
  height: number
  /** First 12 hex digits of the source's SHA-256: part of every variant's URL. */
  hash: string
}

/** Whether a picture has no clear pixel (a placeholder behind a clear one would show through). */
export async function isOpaque(source: Buffer): Promise<boolean> {
  const sharp = await loadSharp()
  return (await sharp(source).stats()).isOpaque
}

export async function sourceInfo(source: Buffer): Promise<SourceInfo> {
  const sharp = await loadSharp()
  const meta = await sharp(source).metadata()
  if (!meta.width || !meta.height) throw new Error('not a picture')
  return {
    width: meta.width,
    height: meta.height,
    hash: createHash('sha256').update(source).digest('hex').slice(0, 12),
  }
}

/** One variant: `width` pixels wide (never wider than the source), in `format`. */
export async function encodeVariant(
  source: Buffer,
  width: number,
  format: ImageFormat,
): Promise<Buffer> {
  const sharp = await loadSharp()
  const pipeline = sharp(source).resize({ width, withoutEnlargement: true })
  switch (format) {
    case 'avif':
      return pipeline.avif(encoderOptions.avif).toBuffer()
    case 'webp':
      return pipeline.webp(encoderOptions.webp).toBuffer()
    case 'jpeg':
      // JPEG has no transparency: a drawing's clear parts become the brand's dark blue, the
      // ground of the heroes that show them (AVIF and WebP keep them clear).
      return pipeline.flatten({ background: '#0b2545' }).jpeg(encoderOptions.jpeg).toBuffer()
  }
}

/** A tiny blurred WebP as a data: URL (a few hundred bytes), painted until the picture loads. */
export async function placeholderDataUrl(source: Buffer): Promise<string> {
  const sharp = await loadSharp()
  const tiny = await sharp(source)
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1.2)
    .webp({ quality: 40 })
    .toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}
