/** Server functions of the header and footer data; the locale is in every input. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales, type Locale } from '../i18n/locales'
import { buildMenu } from './menu.server'
import { caseCategories, partnerLinks, type CaseCategory } from '../content/navigation.server'
import type { Menu } from '../site/menu'
import { validInput } from '../lib/server-fn-input.server'

const input = z.object({ lang: z.enum(locales) })

/**
 * Menus built so far: the same for every render of a locale until the case categories (or the
 * year of the footer's copyright) change, and far too costly to build per request (issue 26).
 */
const built = new Map<string, Menu>()

function menuOf(lang: Locale, categories: readonly CaseCategory[]): Menu {
  const key = `${lang} ${new Date().getFullYear()} ${JSON.stringify(categories)}`
  let menu = built.get(key)
  if (!menu) {
    // Stale keys (changed categories) are dropped all at once, long before memory matters.
    if (built.size >= 4 * locales.length) built.clear()
    built.set(key, (menu = buildMenu(lang, categories)))
  }
  return menu
}

/** The menus of one locale, labels resolved on the server, case categories included. */
export const getMenu = createServerFn({ method: 'GET' })
  .validator(validInput(input))
  .handler(async ({ data }) => menuOf(data.lang, await caseCategories(data.lang)))

export const getPartnerLinks = createServerFn({ method: 'GET' })
  .validator(validInput(input))
  .handler(({ data }) => partnerLinks(data.lang))
