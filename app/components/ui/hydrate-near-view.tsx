import { Hydrate } from '@tanstack/react-start'
import { visible } from '@tanstack/react-start/hydration'
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'

const noSubscription = () => () => {}

/**
 * Content below the first screen (ADR 057). In the page the server sent, its HTML is there at
 * once, links and all, and it hydrates when it comes within 200 px of the viewport: the page's
 * first hydration covers the header and the first screen. Its code stays in the page's chunk
 * (`split={false}`): the saving is hydration work, and a chunk of its own would be one more
 * request when the reader scrolls.
 *
 * Mounted by a client render (a client navigation, a test) there is no server HTML to keep: it
 * renders at once, as any content does. Which of the two it is React tells: the server snapshot
 * of an external store is read while hydrating only. The boundary is kept as one element (the
 * same props) across the re-render that follows hydration, so nothing new reaches it before its
 * turn: without the memo, or with a hook that changes after hydration, the server's HTML of the
 * bands was thrown away and rendered anew by the client (tests/e2e/hydrate-near-view.spec.ts
 * fails both ways).
 */
export function HydrateNearView({ children }: { children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  const [deferred] = useState(hydrating)
  const boundary = useMemo(
    () => (
      <Hydrate when={near} split={false}>
        {children}
      </Hydrate>
    ),
    [children],
  )
  return deferred ? boundary : children
}

/** One strategy object for every boundary and render. */
const near = visible({ rootMargin: '200px' })
