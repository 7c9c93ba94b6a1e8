import { useEffect, useRef, useState } from 'react'
import { BreakableText } from '../../components/ui/breakable-text'
import { Container } from '../../components/ui/container'

export interface SectionNavItem {
  /** The id of the section the link leads to (without `#`). */
  id: string
  label: string
}

/** How far under the bar a section's top may be and still count as the one being read. */
const READING_MARGIN = 72

/**
 * The in-page navigation of a long page (issue 37, item 7): the page's sections as short links in
 * a bar held under the header, the section being read marked (`aria-current="location"`) and kept
 * in view in the bar on a phone. Plain anchors: without JavaScript they still jump.
 */
export function SectionNav({ label, items }: { label: string; items: readonly SectionNavItem[] }) {
  const [current, setCurrent] = useState<string | null>(null)
  const list = useRef<HTMLUListElement>(null)

  const ids = items.map((item) => item.id).join(' ')
  const bar = useRef<HTMLElement>(null)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      // Under the bar (held under the header), with a margin: an anchor lands its section there.
      const line = (bar.current?.getBoundingClientRect().bottom ?? 0) + READING_MARGIN
      let reading: string | null = null
      for (const id of ids.split(' ')) {
        const section = document.getElementById(id)
        if (section && section.getBoundingClientRect().top <= line) reading = id
      }
      setCurrent(reading)
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      window.cancelAnimationFrame(frame)
    }
  }, [ids])

  // The marked link stays in view in a bar that scrolls sideways (a phone): the bar is moved,
  // never the page (scrollIntoView would also scroll the page under the sticky header). Above the
  // first section (back at the top, which back-to-top reaches in one jump when the visitor asked
  // for less motion) the bar starts at its first link again.
  useEffect(() => {
    const row = list.current
    if (!row || row.scrollWidth <= row.clientWidth) return
    if (!current) {
      if (row.scrollLeft > 0) row.scrollTo({ left: 0 })
      return
    }
    const link = row.querySelector<HTMLElement>(`[data-section="${current}"]`)
    if (!link) return
    const left = link.offsetLeft - row.offsetLeft
    if (left < row.scrollLeft || left + link.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollTo({ left: Math.max(0, left - 16) })
  }, [current])

  return (
    <nav
      ref={bar}
      aria-label={label}
      className="sticky top-16 z-20 border-b border-slate-200 bg-surface/95 backdrop-blur"
      data-testid="section-nav"
    >
      <Container>
        <ul ref={list} className="flex gap-1 overflow-x-auto py-2 text-sm">
          {items.map((item) => (
            <li key={item.id} className="shrink-0">
              <a
                href={`#${item.id}`}
                data-section={item.id}
                aria-current={current === item.id ? 'location' : undefined}
                className="focus-ring block rounded-control px-3 py-2 font-medium whitespace-nowrap text-ink-muted hover:bg-brand-50 hover:text-brand-800 aria-[current=location]:bg-brand-800 aria-[current=location]:text-white"
              >
                <BreakableText text={item.label} />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  )
}
