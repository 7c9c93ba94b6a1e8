import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { locales } from '../../i18n/locales'
import { submitConsultationLead } from './consultation.server'
import { withHttpStatus } from '../../lib/write-guards.server'
import { validInput } from '../../lib/server-fn-input.server'

const input = z.object({
  lang: z.enum(locales),
  values: z.record(z.string(), z.unknown()),
  /** The hidden field people never see; bots fill it. */
  website: z.string().max(500).default(''),
  /** The token fetched when the form opened (app/lib/use-form-token.ts). */
  formToken: z.string().max(120),
})

export const submitConsultation = createServerFn({ method: 'POST' })
  .validator(validInput(input))
  .handler(async ({ data }) =>
    withHttpStatus(
      await submitConsultationLead({
        locale: data.lang,
        values: data.values,
        honeypot: data.website,
        formToken: data.formToken,
        request: getRequest(),
      }),
    ),
  )
