/** Server functions of the header and footer data; the locale is in every input. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { locales } from '../i18n/locales'
import { caseCategories, partnerLinks } from './navigation.server'

const input = z.object({ lang: z.enum(locales) })

export const getCaseCategories = createServerFn({ method: 'GET' })
  .validator(input)
  .handler(({ data }) => caseCategories(data.lang))

export const getPartnerLinks = createServerFn({ method: 'GET' })
  .validator(input)
  .handler(({ data }) => partnerLinks(data.lang))
