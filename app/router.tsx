import { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { parseSearchValue } from './lib/search-params'
import { ErrorPage } from './components/layout/error-page'
import './i18n/paraglide-strategy'
import { routeTree } from './routeTree.gen'
import { handleSkippedViewTransitions } from './lib/view-transitions'
import { nextTask } from './lib/next-task'
import { acceptMissingQueryStream, dropSettledQueryStream } from './lib/query-stream'

// A skipped page transition is no error (lib/view-transitions.ts): in the browser only.
handleSkippedViewTransitions()

/**
 * The router Start hydrates with (and the server renders with, one per request). In the browser
 * it is made in a task of its own (ADR 058): made in the task that evaluated the entry, its
 * ~25 ms (unthrottled, a phone's ~100 ms) were one of the longest tasks of the page's load.
 */
export async function getRouter(): Promise<AppRouter> {
  await nextTask()
  return createAppRouter()
}

/** A new router and QueryClient per call. */
function createAppRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // Hydrated data stays fresh long enough that the first client navigation
      // does not refetch it (with staleTime 0 it would).
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Out-in page transition (about 100 ms, see app.css); skipped under reduced motion.
    defaultViewTransition: true,
    defaultErrorComponent: ErrorPage,
    // Only plain decimal integers become numbers: `?id=24.0` is not case 24 (search-params.ts).
    // Written back the same way, so a URL the validators refuse is not "corrected" by a redirect.
    parseSearch: parseSearchWith(parseSearchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, parseSearchValue),
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  // No query stream when the loaders settled every query (ADR 062); each bundle has its half.
  if (import.meta.env.SSR) dropSettledQueryStream(router, queryClient)
  else acceptMissingQueryStream(router)
  return router
}

type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
