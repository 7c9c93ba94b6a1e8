import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react'

/**
 * Which entry of a header menu is open ('' for none), with the behaviour Radix Navigation Menu
 * gave the header for ~9 KB gzip on every page (ADR 010): a delayed open on hover, Escape closing
 * and returning focus to the entry's trigger, and closing when a pointer goes down or focus moves
 * outside the menu. Triggers carry `data-menu-trigger={id}`; the panels are rendered only while
 * open, right after their trigger, so Tab walks from a trigger into its panel.
 */
export function useMenuDisclosure<E extends HTMLElement>() {
  const [open, setOpenNow] = useState('')
  const root = useRef<E>(null)
  const timer = useRef(0)
  // Focus that Escape gives back to a trigger must not open its menu again.
  const returningFocus = useRef(false)

  const setOpen = useCallback((value: string) => {
    window.clearTimeout(timer.current)
    setOpenNow(value)
  }, [])
  const setOpenAfter = useCallback((value: string, ms: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOpenNow(value), ms)
  }, [])
  const cancelPending = useCallback(() => window.clearTimeout(timer.current), [])

  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen('')
      const trigger = root.current?.querySelector<HTMLElement>(
        `[data-menu-trigger="${CSS.escape(open)}"]`,
      )
      returningFocus.current = true
      trigger?.focus()
      returningFocus.current = false
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen('')
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, setOpen])

  /** For the root's onBlur: focus that leaves the menu closes it. */
  const closeOnFocusOut = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen('')
    },
    [setOpen],
  )

  /** For a trigger's onFocus: open on keyboard focus, not on a click's or Escape's focus. */
  const openOnKeyboardFocus = useCallback(
    (id: string) => (event: FocusEvent<HTMLElement>) => {
      if (!returningFocus.current && event.currentTarget.matches(':focus-visible')) setOpen(id)
    },
    [setOpen],
  )

  return { open, setOpen, setOpenAfter, cancelPending, root, closeOnFocusOut, openOnKeyboardFocus }
}
