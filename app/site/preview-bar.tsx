import { lazy, Suspense } from 'react'
import type { PreviewBar as PreviewBarData } from './preview.server'

/** Only an editor's preview link shows the bar: no reader's page carries its code (ADR 010). */
const Bar = lazy(() => import('./preview-bar-view'))

/** The preview bar of a detail page shown with `?preview=`; nothing without one. */
export function PreviewBar({ bar }: { bar?: PreviewBarData }) {
  if (!bar) return null
  return (
    <Suspense fallback={null}>
      <Bar bar={bar} />
    </Suspense>
  )
}
