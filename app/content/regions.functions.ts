import { createServerFn } from '@tanstack/react-start'
import { regions } from './regions.server'

/** The region tree (Chinese names; the same for every locale). */
export const getRegions = createServerFn({ method: 'GET' }).handler(() => regions())
