/** Whether this server shows the block catalogue (BLOCK_CATALOGUE=1); read on the server only. */
import { createServerFn } from '@tanstack/react-start'
import { env } from '../lib/env.server'

export const isCatalogueEnabled = createServerFn({ method: 'GET' }).handler(
  () => env().BLOCK_CATALOGUE,
)
