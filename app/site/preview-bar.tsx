import { lazy, Suspense } from 'react'
import type { PreviewBar as PreviewBarData } from './preview.server'

const load = () => import('./preview-bar-view')
/**
 * Only an editor's preview link shows the bar: no reader's page carries its code (ADR 010). The
 * browser loads it when a preview hydrates; the server has it at hand, since it renders a page in
 * one pass, where a lazy component still loading would leave its fallback in the HTML (ADR 062).
 */
const ServerBar = import.meta.env.SSR ? (await load()).default : undefined
const Bar = ServerBar ?? lazy(load)

/** The preview bar of a detail page shown with `?preview=`; nothing without one. */
export function PreviewBar({ bar }: { bar?: PreviewBarData }) {
  if (!bar) return null
  return (
    <Suspense fallback={null}>
      <Bar bar={bar} />
    </Suspense>
  )
}
