import { useEffect, useRef, useState, type RefObject } from 'react'
import { ConsultLink } from '../../site/consult-link'
import { cn } from '../../lib/cn'
import { siteConfig } from '../../lib/site-config'
import { ArrowUpIcon, ChatIcon, CloseIcon, QrCodeIcon } from '../ui/icons'
import type * as Clearance from './side-box-clearance'
import { useMenu } from './use-menu'

export const BACK_TO_TOP_THRESHOLD = 400

const buttonClass =
  'flex size-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg ring-1 ring-slate-200 transition hover:bg-brand-800 hover:text-white focus-ring'

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Scan-to-open panel: a QR code of the current page, drawn when first shown. */
function ScanPanel({ words }: { words: { scan: string; scanButton: string } }) {
  const [svg, setSvg] = useState<string>()
  const [url, setUrl] = useState('')
  const load = async () => {
    const href = window.location.href
    if (href === url && svg) return
    const QRCode = await import('qrcode')
    setSvg(
      await QRCode.toString(href, {
        type: 'svg',
        margin: 1,
        color: { dark: siteConfig.brandColor, light: '#ffffff' },
      }),
    )
    setUrl(href)
  }
  return (
    <div className="group relative" onMouseEnter={load} onFocus={load}>
      <button
        type="button"
        className={buttonClass}
        aria-label={words.scanButton}
        aria-describedby="scan-panel"
        data-testid="scan-button"
      >
        <QrCodeIcon />
      </button>
      <div
        id="scan-panel"
        role="tooltip"
        data-testid="scan-panel"
        className="invisible absolute top-1/2 right-full mr-3 w-44 -translate-y-1/2 rounded-lg bg-white p-3 text-center text-slate-800 opacity-0 shadow-xl ring-1 ring-slate-200 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <div
          className="mx-auto size-36"
          aria-hidden="true"
          dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
        />
        <p className="mt-2 text-xs">{words.scan}</p>
      </div>
    </div>
  )
}

/** Below this width (Tailwind's `md`) the box is one button that opens its actions. */
const PHONE_QUERY = '(max-width: 767.98px)'
/** A pause this long in scrolling counts as rest: the phone's button comes back. */
const REST_MS = 200
let clearance: Promise<typeof Clearance> | null = null
/** The phone's check of what lies under the box, fetched once, on phones only. */
const loadClearance = () => (clearance ??= import('./side-box-clearance'))

/**
 * The phone's button: out of the way while the reader scrolls down, back when they scroll up or
 * stop, but never over a table, a link, a control or a line of text (it waits until none is
 * under it).
 */
function usePhoneVisibility(
  box: RefObject<HTMLElement | null>,
  expanded: boolean,
  setExpanded: (expanded: boolean) => void,
) {
  const [hidden, setHidden] = useState(false)
  // Where the box last settled, until the next scroll (data-rest-at: tests wait on it).
  const [restAt, setRestAt] = useState<number | null>(null)
  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY)
    let lastY = window.scrollY
    let rest = 0
    let frame = 0
    let live = true
    const settle = () => {
      const el = box.current
      if (!phone.matches || el === null) {
        setHidden(false)
        setRestAt(Math.round(window.scrollY))
        return
      }
      void loadClearance().then(({ coversSomething }) => {
        if (!live) return
        setHidden(coversSomething(el))
        setRestAt(Math.round(window.scrollY))
      })
    }
    const onScroll = () => {
      if (!phone.matches) return
      const y = window.scrollY
      const down = y > lastY
      lastY = y
      setRestAt(null)
      window.clearTimeout(rest)
      rest = window.setTimeout(settle, REST_MS)
      if (down) {
        setHidden(true)
        setExpanded(false)
      } else if (!frame) {
        frame = window.requestAnimationFrame(() => {
          frame = 0
          settle()
        })
      }
    }
    settle()
    // The brand typeface arrives after the first paint and moves the lines: look again then.
    void document.fonts?.ready.then(() => {
      if (live) settle()
    })
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', settle, { passive: true })
    phone.addEventListener('change', settle)
    return () => {
      live = false
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', settle)
      phone.removeEventListener('change', settle)
      window.clearTimeout(rest)
      window.cancelAnimationFrame(frame)
    }
  }, [box, setExpanded])
  return { hidden: hidden && !expanded, restAt }
}

/**
 * The floating side box: consult, scan-to-open and back-to-top. On a phone it is one button that
 * opens the three, hidden while the reader scrolls down and wherever it would cover a table, a
 * link, a control or text (issue 27, item 3; issue 37, item 7); the menu has the consult entry
 * too.
 */
export function SideBox() {
  const words = useMenu().shell.sideBox
  const [showTop, setShowTop] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const box = useRef<HTMLElement>(null)
  const { hidden, restAt } = usePhoneVisibility(box, expanded, setExpanded)
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > BACK_TO_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  useEffect(() => {
    if (!expanded) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setExpanded(false)
      toggle.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setExpanded(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [expanded])
  return (
    <aside
      ref={box}
      aria-label={words.label}
      // The footer keeps a free band on the right where this box floats (app.css), so the box
      // never covers a footer link or the legal line.
      className={cn(
        'fixed right-3 bottom-4 z-30 flex flex-col items-end gap-3 transition md:right-5 md:bottom-10',
        hidden && 'pointer-events-none invisible translate-y-4 opacity-0',
      )}
      data-testid="side-box"
      data-hidden={hidden ? 'true' : undefined}
      data-rest-at={restAt ?? undefined}
    >
      <div
        id="side-box-actions"
        className={cn('flex-col gap-3 md:flex', expanded ? 'flex' : 'hidden')}
      >
        <ConsultLink
          className={cn(
            buttonClass,
            'bg-amber-400 text-brand-800 ring-amber-500 hover:bg-amber-300 hover:text-brand-800',
          )}
          aria-label={words.consult}
          onClick={() => setExpanded(false)}
          // On a phone the actions close: focus comes back to the button that opened them.
          returnFocusTo={() => (window.matchMedia(PHONE_QUERY).matches ? toggle.current : null)}
          data-testid="consult-button"
        >
          <ChatIcon />
        </ConsultLink>
        <ScanPanel words={words} />
        <button
          type="button"
          className={cn(buttonClass, showTop ? 'visible opacity-100' : 'invisible opacity-0')}
          aria-label={words.backToTop}
          aria-hidden={!showTop}
          tabIndex={showTop ? 0 : -1}
          data-testid="back-to-top"
          onClick={() => {
            setExpanded(false)
            // Focus goes to the top of the content (this button hides itself on the way up).
            document.getElementById('main')?.focus({ preventScroll: true })
            window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
          }}
        >
          <ArrowUpIcon />
        </button>
      </div>
      <button
        ref={toggle}
        type="button"
        className={cn(buttonClass, 'size-11 md:hidden')}
        aria-label={words.label}
        aria-expanded={expanded}
        aria-controls="side-box-actions"
        onClick={() => setExpanded((open) => !open)}
        data-testid="side-box-toggle"
      >
        {expanded ? <CloseIcon /> : <ChatIcon />}
      </button>
    </aside>
  )
}
