/** The server function behind the download center. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { downloadCenter } from './download-center.server'
import { previewInput } from '../../lib/preview-input.schema'
import { validInput } from '../../lib/server-fn-input.server'

export const getDownloadCenter = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      z.object({
        lang: z.enum(locales),
        id: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER))),
        preview: previewInput,
      }),
    ),
  )
  .handler(({ data }) => downloadCenter(data.lang, data.id, data.preview))
