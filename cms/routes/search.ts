/** Site search (issue 38, ADR 042): `GET /search`, rate limited per client. */
import { Hono } from 'hono'
import { z } from 'zod'
import { ok } from '../http'
import { contractImages } from '../media/images'
import { search, searchTypes } from '../search/query'
import { rateLimit } from '../security'
import { languagesSchema } from './localized'
import { type CmsAppOptions, type Schemas, decimal, parseQuery } from './shared'

/** Control and format characters separate words like spaces; they are never searched. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu

const searchQuery = z.object({
  q: z
    .string()
    .max(200)
    .transform((q) => q.replace(INVISIBLE, ' ')),
  language: languagesSchema,
  fallback: languagesSchema.optional(),
  type: z.enum(searchTypes).optional(),
  page: decimal(1, 100).default(1),
  size: decimal(1, 50).default(10),
})

export function searchRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  api.get('/search', rateLimit(options, 'search', options.searchesPerMinute ?? 60), async (c) => {
    const q = parseQuery(c, searchQuery)
    if (q instanceof Response) return q
    const result = await search(db, {
      q: q.q,
      languages: q.language,
      fallback: q.fallback ?? [],
      type: q.type,
      page: q.page,
      size: q.size,
    })
    const pictures = await contractImages(
      db,
      result.hits.map((h) => ({ image: h.picture, language: h.language })),
    )
    const list: Schemas['SearchHit'][] = result.hits.map((hit, i) => ({
      type: hit.type as Schemas['SearchType'],
      translationKey: hit.translationKey,
      ...(hit.source === 'pages'
        ? { pageId: hit.key, path: hit.path ?? undefined }
        : { id: Number(hit.key) }),
      language: hit.language,
      title: hit.title,
      snippet: hit.snippet,
      date: hit.date,
      picture: pictures[i] ?? null,
      fallback: hit.fallback,
    }))
    return ok(c, {
      list,
      total: result.total,
      page: q.page,
      size: q.size,
      suggestions: result.suggestions,
    } satisfies Schemas['SearchResult'])
  })
  return api
}
