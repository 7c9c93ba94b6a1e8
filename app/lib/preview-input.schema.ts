/** `preview`, a preview token, in a detail page's server-function input (zod/mini). */
import { z } from 'zod/mini'
import { PREVIEW_TOKEN } from './search-params'

export const previewInput = z.optional(z.string().check(z.regex(PREVIEW_TOKEN)))
