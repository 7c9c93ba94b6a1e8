/** The input of the search server function, validated on the server (zod/mini). */
import { z } from 'zod/mini'
import { locales } from '../../i18n/locales'
import { SEARCH_MAX_LENGTH, searchTypes } from './search-types'

export const searchInput = z.object({
  lang: z.enum(locales),
  q: z.nullable(z.string().check(z.minLength(1), z.maxLength(SEARCH_MAX_LENGTH))),
  type: z.nullable(z.enum(searchTypes)),
  page: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
})
