/** The server function behind the video center. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { videoCenter } from './videos.server'
import { previewInput } from '../../lib/preview-input.schema'
import { validInput } from '../../lib/server-fn-input.server'

export const getVideoCenter = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      z.object({
        lang: z.enum(locales),
        v: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER))),
        preview: previewInput,
      }),
    ),
  )
  .handler(({ data }) => videoCenter(data.lang, data.v, data.preview))
