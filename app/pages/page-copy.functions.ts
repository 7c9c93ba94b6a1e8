/** The server function behind page copy: the browser receives strings in one locale only. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales } from '../i18n/locales'
import { pages, type PageId } from '../site/registry'
import { buildPageCopy } from './copy.server'
import { copyWithLineBreaks } from '../site/copy-line-breaks.server'
import { validInput } from '../lib/server-fn-input.server'

const input = z.object({
  lang: z.enum(locales),
  page: z.enum(pages.map((p) => p.id) as [PageId, ...PageId[]]),
})

/**
 * A page's copy in a locale, with its line breaks, built once: it is made of messages and
 * configuration only, the same on every render (at most pages × locales entries).
 */
const built = new Map<string, unknown>()
function markedCopy<P extends PageId>(page: P, lang: (typeof locales)[number]) {
  const key = `${page} ${lang}`
  let copy = built.get(key) as ReturnType<typeof buildPageCopy<P>> | undefined
  if (!copy) built.set(key, (copy = copyWithLineBreaks(buildPageCopy(page, lang), lang)))
  return copy
}

export const getPageCopy = createServerFn({ method: 'GET' })
  .validator(validInput(input))
  // Headings and short texts carry their line breaks (ADR 029).
  .handler(({ data }) => markedCopy(data.page, data.lang))
