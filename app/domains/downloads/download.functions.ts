/** The server function behind the download form. */
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { requestDownload } from './download.server'
import { withHttpStatus } from '../../lib/write-guards.server'
import { validInput } from '../../lib/server-fn-input.server'

const input = z.object({
  lang: z.enum(locales),
  values: z.record(z.string(), z.unknown()),
  /** The hidden field people never see; bots fill it. */
  website: z.string().check(z.maxLength(500)),
  /** The token fetched when the form opened (app/lib/use-form-token.ts). */
  formToken: z.string().check(z.maxLength(120)),
})

export const submitDownloadRequest = createServerFn({ method: 'POST' })
  .validator(validInput(input))
  .handler(async ({ data }) =>
    withHttpStatus(
      await requestDownload({
        locale: data.lang,
        values: data.values,
        honeypot: data.website,
        formToken: data.formToken,
        request: getRequest(),
      }),
    ),
  )
