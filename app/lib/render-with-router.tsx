/**
 * For component tests: renders a tree inside a router (what `AppLink` and the router's hooks
 * need), at `path`, with the app's own query reading and writing (app/router.tsx) and the locale
 * of the path in its context, as the root route resolves it. The router knows no routes of its
 * own: links are built from their templates, as on the real site.
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
import { ConsultationDialogProvider } from './consultation-open-state'
import { parseSearchValue } from './search-params'

/**
 * What jsdom lacks and the site's components call, as a browser without layout would answer:
 * scrolling does nothing (the router restores the scroll position on every load), no media query
 * matches (no reduced motion), and an intersection observer never reports (nothing is laid out).
 */
function fillJsdomGaps() {
  window.scrollTo = () => {}
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
  window.IntersectionObserver ??= class {
    readonly root = null
    readonly rootMargin = '0px'
    readonly thresholds = [0]
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
}

export async function renderWithRouter(ui: ReactNode, path = '/en') {
  fillJsdomGaps()
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    context: { locale: path.split(/[/?#]/)[1] },
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

/**
 * A page's view as the site shows it: in its router (above) and with the consultation dialog's
 * state, which the page's calls to action open.
 */
export function renderPage(ui: ReactNode, path = '/en') {
  return renderWithRouter(<ConsultationDialogProvider>{ui}</ConsultationDialogProvider>, path)
}
