import { useEffect, useRef, useState } from 'react'
import { useConsultationDialog } from '../../lib/consultation-dialog'
import { cn } from '../../lib/cn'
import { siteConfig } from '../../lib/site-config'
import { ArrowUpIcon, ChatIcon, QrCodeIcon } from '../ui/icons'
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

/** The floating side box: consult, scan-to-open and back-to-top. */
export function SideBox() {
  const words = useMenu().shell.sideBox
  const [showTop, setShowTop] = useState(false)
  const consult = useConsultationDialog()
  const consultButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > BACK_TO_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <aside
      aria-label={words.label}
      // The footer keeps a free band on the right where this box floats (app.css), so the box
      // never covers a footer link or the legal line.
      className="fixed right-3 bottom-6 z-30 flex flex-col gap-3 md:right-5 md:bottom-10"
      data-testid="side-box"
    >
      <button
        ref={consultButton}
        type="button"
        className={cn(
          buttonClass,
          'bg-amber-400 text-brand-800 ring-amber-500 hover:bg-amber-300 hover:text-brand-800',
        )}
        aria-label={words.consult}
        aria-haspopup="dialog"
        onClick={() => consult.openFrom(consultButton.current)}
        data-testid="consult-button"
      >
        <ChatIcon />
      </button>
      <ScanPanel words={words} />
      <button
        type="button"
        className={cn(buttonClass, showTop ? 'visible opacity-100' : 'invisible opacity-0')}
        aria-label={words.backToTop}
        aria-hidden={!showTop}
        tabIndex={showTop ? 0 : -1}
        data-testid="back-to-top"
        onClick={() => {
          // Focus goes to the top of the content (this button hides itself on the way up).
          document.getElementById('main')?.focus({ preventScroll: true })
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
        }}
      >
        <ArrowUpIcon />
      </button>
    </aside>
  )
}
