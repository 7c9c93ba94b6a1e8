/** The inputs of the case-study server functions, validated on the server (zod/mini). */
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { previewInput } from '../../lib/preview-input.schema'

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(64))

export const caseListInput = z.object({
  lang: z.enum(locales),
  category: z.nullable(slug),
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
})

export const caseDetailInput = z.object({
  lang: z.enum(locales),
  id: z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  preview: previewInput,
})
