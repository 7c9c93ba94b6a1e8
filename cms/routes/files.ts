/**
 * Files served beside the API: generated illustrations, the rendered covers and posters
 * (committed under cms/assets/images/), investor report PDFs, and the seed videos with their
 * captions (committed under cms/assets/videos/, rendered by art/render/films.ts).
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { assetsDir } from '../assets-dir'
import { fail, messages } from '../http'
import { renderIllustration } from '../media/art'
import { captionLanguages } from '../media/captions'
import { imagesDir, isRenderedImage } from '../media/images'
import { type CmsAppOptions } from './shared'

/** The committed clips, `cms/assets/videos`. */
export const videosDir = () => assetsDir('videos')

/**
 * `{slug}.mp4` and `{slug}.{language}.vtt` for the caption languages (cms/media/captions.ts);
 * nothing else (no dots, slashes or traversal).
 */
const VIDEO_FILE = new RegExp(
  `^[a-z0-9]+(?:-[a-z0-9]+)*\\.(mp4|(?:${captionLanguages.join('|')})\\.vtt)$`,
)

export type ByteRange = { start: number; end: number }

/**
 * The one range of a `Range: bytes=...` header for a file of `size` bytes: `a-b`, `a-` or the
 * suffix `-n`. `undefined` when the whole file is to be sent (no header, another unit, several
 * ranges or a malformed one, all of which RFC 9110 lets a server ignore); 'unsatisfiable' when the
 * range starts past the end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '') {
    if (last === '') return undefined
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}

export function fileRoutes(options: CmsAppOptions) {
  const files = new Hono()
  files.get('/cms/media/:name{[a-z0-9-]+\\.svg}', (c) => {
    const svg = renderIllustration(c.req.param('name').replace(/\.svg$/, ''))
    if (!svg) return c.notFound()
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
  })

  const images = imagesDir()
  files.get('/cms/media/:name{[a-z0-9-]+\\.avif}', async (c) => {
    const name = c.req.param('name').replace(/\.avif$/, '')
    if (!isRenderedImage(name)) return c.notFound()
    const path = join(images, `${name}.avif`)
    const info = await stat(path).catch(() => undefined)
    if (!info?.isFile()) return c.notFound()
    return new Response(
      c.req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(path)) as ReadableStream),
      {
        headers: {
          'Content-Type': 'image/avif',
          'Content-Length': String(info.size),
          'Cache-Control': 'public, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
        },
      },
    )
  })

  files.get('/cms/files/reports/:name{report-[0-9-]+\\.pdf}', async (c) => {
    const path = join(options.filesDir, 'reports', c.req.param('name'))
    const info = await stat(path).catch(() => undefined)
    if (!info) return fail(c, 404, messages.notFound(c))
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(info.size),
        'Cache-Control': 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })

  const videos = videosDir()
  files.get('/cms/files/videos/:name', async (c) => {
    const name = c.req.param('name')
    const kind = VIDEO_FILE.exec(name)?.[1]
    const path = join(videos, name)
    const info = kind ? await stat(path).catch(() => undefined) : undefined
    if (!kind || !info?.isFile()) return fail(c, 404, messages.notFound(c))
    const common = {
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Last-Modified': info.mtime.toUTCString(),
      ETag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    }
    // HEAD (answered by this GET route) opens no file: Hono drops the body unread.
    const stream = (options?: ByteRange) =>
      c.req.method === 'HEAD'
        ? null
        : (Readable.toWeb(createReadStream(path, options)) as ReadableStream)
    if (kind !== 'mp4') {
      return new Response(stream(), {
        headers: {
          ...common,
          'Content-Type': 'text/vtt; charset=utf-8',
          'Content-Length': String(info.size),
        },
      })
    }
    const headers = { ...common, 'Content-Type': 'video/mp4', 'Accept-Ranges': 'bytes' }
    // A range applies only while the client's copy is still current (If-Range).
    const ifRange = c.req.header('if-range')
    const current = !ifRange || ifRange === common.ETag || ifRange === common['Last-Modified']
    const range = current ? parseRange(c.req.header('range'), info.size) : undefined
    if (range === 'unsatisfiable') {
      return new Response(null, {
        status: 416,
        headers: { ...headers, 'Content-Range': `bytes */${info.size}` },
      })
    }
    if (range) {
      return new Response(stream(range), {
        status: 206,
        headers: {
          ...headers,
          'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
          'Content-Length': String(range.end - range.start + 1),
        },
      })
    }
    return new Response(stream(), {
      headers: { ...headers, 'Content-Length': String(info.size) },
    })
  })
  files.all('/cms/files/videos/*', (c) => fail(c, 404, messages.notFound(c)))
  return files
}
