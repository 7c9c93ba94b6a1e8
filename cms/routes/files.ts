/** Files served beside the API: generated illustrations and investor report PDFs. */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { fail, messages } from '../http'
import { renderIllustration } from '../media/art'
import { type CmsAppOptions } from './shared'

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
  return files
}
