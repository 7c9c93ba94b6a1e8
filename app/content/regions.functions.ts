import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { regionVariants } from './region-names'
import { labelRegions } from './region-names.server'
import { regions } from './regions.server'
import { validInput } from '../lib/server-fn-input.server'

/**
 * The region tree (the service's Chinese names) with the labels of one kind of reader: none for
 * zh-CN, Traditional `display` names for zh-TW, romanized `latin` names for the other locales.
 */
export const getRegions = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ variant: z.enum(regionVariants) })))
  .handler(async ({ data }) => labelRegions(await regions(), data.variant))
