/**
 * The form token of a form that is open: fetched each time it opens. The content service accepts
 * the write from the minimum fill time on, refuses it once the token expires, and accepts a token
 * with one write only; a person who sends sooner (autofill) is not refused but waits out the
 * rest, measured on this page's own clock from when the token arrived (never comparing clocks
 * with the server). `take()` hands the held token out once, at submit (fetching one then if
 * opening could not), and starts fetching the next: a form sent again without closing (another
 * document in the download dialog, a corrected application) sends a fresh one.
 */
import { useCallback, useEffect, useRef } from 'react'
import { getFormToken } from './form-token.functions'

interface HeldToken {
  token: string
  /** performance.now() from which the service accepts it. */
  readyAt: number
}

function fetchToken(): Promise<HeldToken | null> {
  return getFormToken()
    .then((answer) =>
      answer.token ? { token: answer.token, readyAt: performance.now() + answer.waitMs } : null,
    )
    .catch(() => null)
}

export function useFormToken(open: boolean): () => Promise<string> {
  const held = useRef<Promise<HeldToken | null> | null>(null)
  useEffect(() => {
    if (open) held.current = fetchToken()
  }, [open])
  return useCallback(async () => {
    // Swapped before any await: two sends at once never share a token.
    const pending = held.current ?? fetchToken()
    held.current = fetchToken()
    const token = (await pending) ?? (await fetchToken())
    if (!token) throw new Error('no form token')
    const wait = token.readyAt - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return token.token
  }, [])
}
