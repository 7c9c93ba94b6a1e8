import { createFileRoute } from '@tanstack/react-router'
import { crawlerCacheControl } from '../seo/crawler-files.server'
import { publicOriginFor } from '../lib/public-origin.server'

/** robots.txt: everything may be crawled; the sitemap's absolute URL on the public origin. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url)
        return new Response(
          `User-agent: *\nAllow: /\n\nSitemap: ${publicOriginFor(url)}/sitemap.xml\n`,
          {
            headers: {
              'Content-Type': 'text/plain; charset=utf-8',
              'Cache-Control': crawlerCacheControl(url),
            },
          },
        )
      },
    },
  },
})
