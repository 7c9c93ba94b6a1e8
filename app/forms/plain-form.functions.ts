/**
 * The words and stamp of a form that works without JavaScript: run directly while the server
 * renders a page, fetched after a client navigation (whose enhanced form takes over anyway).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales } from '../i18n/locales'
import { validInput } from '../lib/server-fn-input.server'
import { formKinds } from './form-kinds'
import { plainFormCopy } from './plain-form-copy.server'

const input = z.object({
  lang: z.enum(locales),
  kind: z.enum(formKinds),
})

export const getPlainFormCopy = createServerFn({ method: 'GET' })
  .validator(validInput(input))
  .handler(({ data }) => plainFormCopy(data.kind, data.lang))
