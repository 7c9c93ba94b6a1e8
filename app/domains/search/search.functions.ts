/** The server function behind the search page. */
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { validInput } from '../../lib/server-fn-input.server'
import { searchInput } from './search.schema'
import { searchView } from './search.server'

export const getSearch = createServerFn({ method: 'GET' })
  .validator(validInput(searchInput))
  .handler(({ data }) => searchView(data.lang, data, getRequest()))
