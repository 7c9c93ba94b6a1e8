import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '../seo/crawler-files.server'

/** The sitemap: one urlset, or the index of its numbered parts (sitemap-{$part}.xml). */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: ({ request }) => sitemapResponse(new URL(request.url), 0) } },
})
