/**
 * The router starts a view transition per navigation and drops the `ViewTransition` it gets
 * (TanStack/router#7906): when a second navigation supersedes the first (a filter changed twice,
 * back right after a click), the browser skips the first transition and its `ready`, `finished`
 * and `updateCallbackDone` promises reject with an AbortError nobody handles, which the page
 * reports as an error although the navigation succeeded. Wrapped once in the browser: those
 * rejections are handled; a rejection of another kind is reported as before.
 */
const EXPECTED = new Set(['AbortError', 'InvalidStateError'])

export function handleSkippedViewTransitions(doc: Document | undefined = globalThis.document) {
  if (!doc || typeof doc.startViewTransition !== 'function') return
  const start = doc.startViewTransition.bind(doc)
  if ((doc.startViewTransition as { handled?: boolean }).handled) return
  const wrapped = ((...args: Parameters<Document['startViewTransition']>) => {
    const transition = start(...args)
    for (const settled of [transition.ready, transition.finished, transition.updateCallbackDone])
      settled.catch((error: unknown) => {
        if (!EXPECTED.has((error as { name?: string } | null)?.name ?? '')) reportError(error)
      })
    return transition
  }) as Document['startViewTransition'] & { handled?: boolean }
  wrapped.handled = true
  doc.startViewTransition = wrapped
}
