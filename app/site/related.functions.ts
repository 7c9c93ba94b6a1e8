/** The server function behind the related content of product and solution pages. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales } from '../i18n/locales'
import { relatedPages } from './registry'
import { relatedContent } from './related.server'
import { validInput } from '../lib/server-fn-input.server'

export const getRelatedContent = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ lang: z.enum(locales), page: z.enum(relatedPages) })))
  .handler(({ data }) => relatedContent(data.lang, data.page))
