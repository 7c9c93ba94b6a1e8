/** The input of the video center's server function, validated on the server (zod/mini). */
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { previewInput } from '../../lib/preview-input.schema'

export const videoCenterInput = z.object({
  lang: z.enum(locales),
  /** The chosen video (`?v=`), or none: the newest plays. */
  v: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER))),
  preview: previewInput,
})
