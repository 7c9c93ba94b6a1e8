import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '../seo/crawler-files.server'

/** A numbered part of the sitemap when it is an index (past 10,000 URLs or 10 MB). */
export const Route = createFileRoute('/sitemap-{$part}.xml')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        sitemapResponse(
          new URL(request.url),
          /^[1-9]\d{0,3}$/.test(params.part) ? Number(params.part) : -1,
        ),
    },
  },
})
