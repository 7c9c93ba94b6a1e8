/** The inputs of the careers server functions, validated on the server (zod/mini). */
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { previewInput } from '../../lib/preview-input.schema'

const id = z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER))

export const jobListInput = z.object({
  lang: z.enum(locales),
  category: z.nullable(id),
  place: z.nullable(id),
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
})

export const jobDetailInput = z.object({ lang: z.enum(locales), id, preview: previewInput })
