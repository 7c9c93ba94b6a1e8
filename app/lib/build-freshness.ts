/**
 * Build freshness (docs/product-spec.md, sections 4 and 9): the browser polls builds/latest.json; on a new build,
 * or when a code chunk fails to load, it reloads the page once. A session marker that expires
 * after 10 seconds prevents reload loops.
 */
export const RELOAD_MARKER = 'starbridge:reloaded-at'
export const RELOAD_GUARD_MS = 10_000
export const DEFAULT_POLL_INTERVAL_MS = 60 * 60 * 1000

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_ERROR.test(message)
}

/**
 * TanStack Router's lazy route components reload on a missing chunk by themselves, guarded by a
 * session key per error message that never expires. Two guards could reload twice for one
 * failure, so ours adopts theirs: a chunk error we handle marks their key as done, and a reload
 * they made counts as ours (its key still reads "1" on the next start).
 */
const ROUTER_RELOAD_PREFIX = 'tanstack_router_reload:'

function markRouterReloadDone(error: unknown) {
  if (!(error instanceof Error)) return
  try {
    window.sessionStorage.setItem(`${ROUTER_RELOAD_PREFIX}${error.message}`, 'handled')
  } catch {
    // no storage: nothing to coordinate
  }
}

/** On start: a reload the router just made starts our 10-second guard. */
function adoptRouterReload(now = Date.now()) {
  try {
    const storage = window.sessionStorage
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key?.startsWith(ROUTER_RELOAD_PREFIX) && storage.getItem(key) === '1') {
        storage.setItem(key, 'handled')
        storage.setItem(RELOAD_MARKER, String(now))
      }
    }
  } catch {
    // no storage: no guard either way
  }
}

/** Reloads unless this session reloaded less than 10 s ago. Returns whether it reloaded. */
export function reloadOnce(reason: 'new-build' | 'chunk-error', now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_MARKER) ?? 0)
    if (last && now - last < RELOAD_GUARD_MS) return false
    window.sessionStorage.setItem(RELOAD_MARKER, String(now))
  } catch {
    return false // without storage there is no loop guard: never reload automatically
  }
  console.info(`Reloading the page (${reason})`)
  window.location.reload()
  return true
}

export function startBuildFreshness(options: { buildId: string; intervalMs?: number }): () => void {
  adoptRouterReload()
  const check = async () => {
    try {
      const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
      if (!response.ok) return
      const latest = (await response.json()) as { id?: unknown }
      if (typeof latest.id === 'string' && latest.id !== options.buildId) reloadOnce('new-build')
    } catch (error) {
      console.info('Build check failed', error) // logged only (docs/product-spec.md, section 8)
    }
  }
  const onPreloadError = (event: Event) => {
    event.preventDefault()
    markRouterReloadDone((event as Event & { payload?: unknown }).payload)
    reloadOnce('chunk-error')
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return
    markRouterReloadDone(event.reason)
    reloadOnce('chunk-error')
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('focus', onVisible)
  document.addEventListener('visibilitychange', onVisible)
  const timer = window.setInterval(check, options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS)
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError)
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('focus', onVisible)
    document.removeEventListener('visibilitychange', onVisible)
    window.clearInterval(timer)
  }
}
