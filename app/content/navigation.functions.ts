/** Server functions of the header and footer data; the locale is in every input. */
import { createServerFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import { z } from 'zod/mini'
import { locales } from '../i18n/locales'
import { env } from '../lib/env.server'
import { buildMenu } from '../pages/menu.server'
import { caseCategories, partnerLinks } from './navigation.server'

const input = z.object({ lang: z.enum(locales) })

/** The menus of one locale, labels resolved on the server, case categories included. */
export const getMenu = createServerFn({ method: 'GET' })
  .validator(input)
  .handler(async ({ data }) => buildMenu(data.lang, await caseCategories(data.lang)))

export const getPartnerLinks = createServerFn({ method: 'GET' })
  .validator(input)
  .handler(({ data }) => partnerLinks(data.lang))

/**
 * The public origin for absolute URLs (canonical, hreflang, Open Graph, sitemap): PUBLIC_SITE_URL
 * when set (always in production, so no request header can choose it), else this request's.
 */
export const getSiteOrigin = createServerFn({ method: 'GET' }).handler(() =>
  (env().PUBLIC_SITE_URL ?? getRequestUrl().origin).replace(/\/+$/, ''),
)
