/**
 * For component tests: renders a tree inside a router (what `AppLink` and the router's hooks
 * need), at `path`, with the app's own query reading and writing (app/router.tsx). The router
 * knows no routes of its own: links are built from their templates, as on the real site.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  parseSearchWith,
  RouterProvider,
  stringifySearchWith,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { parseSearchValue } from './search-params'

export async function renderWithRouter(ui: ReactNode, path = '/en') {
  // jsdom has no scrolling; the router restores the scroll position on every load.
  window.scrollTo = () => {}
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch: parseSearchWith(parseSearchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, parseSearchValue),
  })
  await router.load()
  let result: ReturnType<typeof render> | undefined
  await act(async () => {
    result = render(<RouterProvider router={router} />)
  })
  return { ...result!, router }
}
