/** The server function behind the investor page's reports. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { investorReports } from './investor.server'
import { validInput } from '../../lib/server-fn-input.server'

export const getInvestorReports = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ lang: z.enum(locales) })))
  .handler(({ data }) => investorReports(data.lang))
