/** The server function behind the home page's content strips. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { homeStrips } from './home.server'
import { validInput } from '../../lib/server-fn-input.server'

export const getHomeStrips = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ lang: z.enum(locales) })))
  .handler(({ data }) => homeStrips(data.lang))
