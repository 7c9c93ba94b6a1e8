/**
 * Whether a click is the reader's plain "follow this link": the primary button, no modifier key
 * (a new tab or window, a download), and nobody handled it before. Only such a click may become a
 * navigation in the page; every other click keeps the browser's behaviour.
 */
export function isPlainClick(event: {
  defaultPrevented: boolean
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}
