/** The server function behind page copy: the browser receives strings in one locale only. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales } from '../i18n/locales'
import { pages, type PageId } from './registry'
import { buildPageCopy } from './page-copy.server'
import { copyWithLineBreaks } from './copy-line-breaks.server'
import { validInput } from '../lib/server-fn-input.server'

const input = z.object({
  lang: z.enum(locales),
  page: z.enum(pages.map((p) => p.id) as [PageId, ...PageId[]]),
})

export const getPageCopy = createServerFn({ method: 'GET' })
  .validator(validInput(input))
  // Headings and short texts carry their line breaks (ADR 029).
  .handler(({ data }) => copyWithLineBreaks(buildPageCopy(data.page, data.lang), data.lang))
