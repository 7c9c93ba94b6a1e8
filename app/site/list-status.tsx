/**
 * What a content list shows around its items: the range ("1–9 of 24"), a loading note while the
 * router fetches the next page on the client, and the error state when the service cannot answer
 * (the rest of the page keeps working).
 */
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useSyncExternalStore, type ReactNode } from 'react'
import { Button } from '../components/ui/button'
import type { ListLabels } from './list-labels.server'

const noSubscription = () => () => {}

export function ListStatus({
  status,
  total,
  labels,
  children,
}: {
  status: 'ok' | 'unavailable'
  total: number
  labels: ListLabels
  children: ReactNode
}) {
  const router = useRouter()
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  // The server never renders the loading note: show it only once hydrated, so the first render
  // in the browser matches the server's HTML even while the router settles.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const loading = hydrated && pending
  if (status === 'unavailable') {
    return (
      <div
        role="alert"
        data-testid="list-unavailable"
        className="rounded-card border border-amber-300 bg-amber-50 p-8 text-center"
      >
        <p className="text-ink">{labels.unavailable}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void router.invalidate()}>
          {labels.retry}
        </Button>
      </div>
    )
  }
  return (
    <div aria-busy={loading} data-testid="list">
      <p className="mb-6 flex items-center gap-3 text-sm text-ink-muted" aria-live="polite">
        {total > 0 && <span data-testid="list-range">{labels.range}</span>}
        {loading && (
          <span role="status" className="inline-flex items-center gap-2 text-brand-700">
            <span
              aria-hidden="true"
              className="size-3 animate-spin rounded-full border-2 border-brand-300 border-t-brand-700"
            />
            {labels.loading}
          </span>
        )}
      </p>
      <div className={loading ? 'opacity-60 transition-opacity' : undefined}>{children}</div>
    </div>
  )
}
