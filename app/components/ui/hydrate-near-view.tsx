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
 * of an external store is read while hydrating only. The boundary is kept as one element across
 * the re-render that follows hydration, so nothing new reaches it before its turn: a first
 * version that passed it a new strategy after hydration lost the server's HTML (the bands were
 * rendered anew by the client; tests/e2e/hydrate-near-view.spec.ts checks they are the server's).
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
