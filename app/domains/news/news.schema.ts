/** The inputs of the news server functions, validated on the server (zod/mini). */
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { previewInput } from '../../lib/preview-input.schema'

const kind = z.enum(['news', 'investor'])
const id = z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER))

export const newsListInput = z.object({
  lang: z.enum(locales),
  kind,
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  q: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
  tag: z.nullable(id),
})

export const articleInput = z.object({ lang: z.enum(locales), kind, id, preview: previewInput })
