/** Server functions of the header and footer data; the locale is in every input. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales } from '../i18n/locales'
import { buildMenu } from './menu.server'
import { caseCategories, partnerLinks } from '../content/navigation.server'
import { validInput } from '../lib/server-fn-input.server'

const input = z.object({ lang: z.enum(locales) })

/** The menus of one locale, labels resolved on the server, case categories included. */
export const getMenu = createServerFn({ method: 'GET' })
  .validator(validInput(input))
  .handler(async ({ data }) => buildMenu(data.lang, await caseCategories(data.lang)))

export const getPartnerLinks = createServerFn({ method: 'GET' })
  .validator(validInput(input))
  .handler(({ data }) => partnerLinks(data.lang))
