import { useRouter, useRouterState } from '@tanstack/react-router'
import { useRef, type MouseEvent } from 'react'
import { languageOptions, type Locale } from '../../i18n/locales'
import type * as ReadingPositionModule from '../../i18n/reading-position'
import type { ReadingPlace } from '../../i18n/reading-position'
import { localizedHref, rememberLocaleChoice } from '../../i18n/switch-locale'
import { useLocale } from '../../i18n/use-locale'
import { cn } from '../../lib/cn'
import { GlobeIcon } from '../ui/icons'
import { useMenuDisclosure } from './use-menu-disclosure'

/** The spec's delay before the scroll position is restored after a language switch. */
export const LANGUAGE_SWITCH_SCROLL_DELAY_MS = 300
/** Longest wait for images, videos and fonts before restoring anyway. */
const MEDIA_WAIT_MS = 2_000
/** How long after the restore a late change of layout still moves the page back to the place. */
const FOLLOW_MS = 1_500

function settled(element: HTMLElement, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    for (const event of events) element.addEventListener(event, () => resolve(), { once: true })
  })
}

const nextFrame = () => new Promise((resolve) => window.requestAnimationFrame(resolve))

type ReadingPosition = typeof ReadingPositionModule
let readingModule: ReadingPosition | null = null
let readingLoad: Promise<ReadingPosition> | null = null
/**
 * The reading-place code, fetched when the reader reaches for the picker (pointer over it, focus,
 * touch): it is needed only for a switch, so it stays out of every page's first load.
 */
function loadReadingPosition(): Promise<ReadingPosition> {
  readingLoad ??= import('../../i18n/reading-position').then((m) => (readingModule = m))
  return readingLoad
}

/**
 * Keeps the reader's place (issue 27, item 4): the block that was at the top of the viewport is
 * put back at the same distance from it, at once, then again when the images, videos and fonts
 * that are loading have loaded (they change heights) and 300 ms have passed, and on any change of
 * layout shortly after, until the reader scrolls. Lazy images that have not started loading are not
 * waited for: they load only when scrolled to, and have their size reserved.
 */
async function restorePlaceAfterMedia(place: ReadingPlace | null, y: number) {
  const { restorePlace } = await loadReadingPosition()
  const restore = () => (place ? restorePlace(place) : window.scrollTo({ top: y }))
  await nextFrame()
  await nextFrame()
  restore()
  const pending = [
    ...Array.from(document.images)
      .filter((img) => !img.complete && img.loading !== 'lazy')
      .map((img) => settled(img, ['load', 'error'])),
    ...Array.from(document.querySelectorAll('video'))
      .filter((video) => video.preload !== 'none' && video.readyState < 1)
      .map((video) => settled(video, ['loadedmetadata', 'error'])),
    document.fonts.ready,
  ]
  await Promise.race([
    Promise.all(pending),
    new Promise((resolve) => window.setTimeout(resolve, MEDIA_WAIT_MS)),
  ])
  await new Promise((resolve) => window.setTimeout(resolve, LANGUAGE_SWITCH_SCROLL_DELAY_MS))
  restore()
  // A late layout change (an image without a known size, a font swap) moves the page back to the
  // place, until the reader moves it.
  const main = document.getElementById('main')
  if (!main || !place) return
  const observer = new ResizeObserver(() => restore())
  const stop = () => {
    observer.disconnect()
    for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
      window.removeEventListener(event, stop)
  }
  for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
    window.addEventListener(event, stop, { once: true, passive: true })
  observer.observe(main)
  window.setTimeout(stop, FOLLOW_MS)
}

/** The links of a page whose versions differ per language (a story, a filtered list: ADR 025). */
type LanguageLinks = Partial<Record<Locale, string>>

/**
 * The deepest page's own language links, when its loader names them: a story's versions have
 * their own ids, a filter its own id per language.
 */
function pageLanguageLinks(matches: ReadonlyArray<{ loaderData?: unknown }>): LanguageLinks | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const view = (matches[i]!.loaderData as { view?: unknown } | undefined)?.view as
      { languageLinks?: LanguageLinks; story?: { languageLinks?: LanguageLinks } } | undefined
    const links = view?.languageLinks ?? view?.story?.languageLinks
    if (links) return links
  }
  return null
}

/**
 * The language menu: the same page in each of the 13 languages, by their own names, as real links
 * (with hreflang, so crawlers find every language version). A choice is remembered and keeps the
 * reading position.
 */
export function LanguagePicker({
  label,
  tone = 'dark',
  testId = 'language-picker',
}: {
  label: string
  /** On the dark header (default) or on a light surface (the mobile panel). */
  tone?: 'dark' | 'light'
  testId?: string
}) {
  const locale = useLocale()
  const router = useRouter()
  const location = useRouterState({ select: (s) => s.location })
  const links = useRouterState({ select: (s) => pageLanguageLinks(s.matches) })
  const current = languageOptions.find((o) => o.value === locale)
  const { open, setOpen, root, closeOnFocusOut } = useMenuDisclosure<HTMLElement>()
  const isOpen = open === 'languages'
  // The reader's place when the menu opened: nothing after may move it first.
  const readingPosition = useRef(0)
  const readingPlace = useRef<ReadingPlace | null>(null)

  function choose(event: MouseEvent<HTMLAnchorElement>, target: Locale, href: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    rememberLocaleChoice(target)
    setOpen('')
    if (target === locale) return
    const scrollY = readingPosition.current
    // On a slow connection the reading-place code may still be on its way when a language is
    // chosen: the place is read when it arrives, before the page changes (the page has not moved:
    // the menu closes over it), never replaced by a pixel offset that lands elsewhere.
    const place = readingPlace.current
      ? Promise.resolve(readingPlace.current)
      : loadReadingPosition()
          .then((m) => readingPlace.current ?? m.currentPlace())
          // Code that fails to arrive never holds the switch up: the page changes, unplaced.
          .catch(() => null)
    void place.then((kept) =>
      router
        .navigate({ href, resetScroll: false })
        .then(() => restorePlaceAfterMedia(kept, scrollY)),
    )
  }

  return (
    <nav ref={root} aria-label={label} className="relative" onBlur={closeOnFocusOut}>
      {/* Opened by click, tap or keyboard only: a menu that opened on hover would close again on
          the click that follows it. */}
      <button
        type="button"
        data-menu-trigger="languages"
        data-state={isOpen ? 'open' : 'closed'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'language-menu' : undefined}
        onPointerEnter={() => void loadReadingPosition()}
        onTouchStart={() => void loadReadingPosition()}
        onFocus={() => void loadReadingPosition()}
        onClick={() => {
          if (!isOpen) {
            readingPosition.current = window.scrollY
            // Read now, before anything can move the page (it is loaded by the pointer or focus
            // that came before the click; otherwise as soon as it arrives).
            if (readingModule) readingPlace.current = readingModule.currentPlace()
            else {
              readingPlace.current = null
              void loadReadingPosition().then((m) => {
                readingPlace.current = m.currentPlace()
              })
            }
          }
          setOpen(isOpen ? '' : 'languages')
        }}
        className={cn(
          // One line in every language (Қазақ тілі, Tiếng Việt): the button never wraps.
          'inline-flex h-10 shrink-0 items-center gap-2 rounded-md border px-3 text-sm whitespace-nowrap focus-ring',
          tone === 'dark'
            ? 'border-white/20 text-white hover:bg-white/10'
            : 'border-slate-300 text-slate-800 hover:bg-slate-100',
        )}
        aria-label={`${label}: ${current?.title ?? locale}`}
        data-testid={testId}
      >
        <GlobeIcon className="size-4" />
        {/* The button's name says the language; on phones the globe shows it: a name on one line
            (Bahasa Melayu, Қазақ тілі) beside the company's name is wider than a 390 px header. */}
        <span className="max-[419px]:hidden">{current?.title}</span>
      </button>
      {isOpen && (
        <ul
          id="language-menu"
          className="absolute top-full right-0 z-50 mt-3 max-h-[70vh] min-w-44 overflow-auto rounded-md border border-slate-200 bg-white p-1 text-slate-800 shadow-xl"
        >
          {languageOptions.map((option) => {
            const own = links?.[option.value]
            const href = own
              ? `${own}${location.hash ? `#${location.hash.replace(/^#/, '')}` : ''}`
              : localizedHref(option.value, {
                  pathname: location.pathname,
                  search: location.searchStr,
                  hash: location.hash,
                })
            const selected = option.value === locale
            return (
              <li key={option.value}>
                <a
                  href={href}
                  hrefLang={option.value}
                  lang={option.value}
                  aria-current={selected ? 'true' : undefined}
                  onClick={(event) => choose(event, option.value, href)}
                  className={cn(
                    'flex items-center justify-between gap-4 rounded px-3 py-2 text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-ring',
                    selected && 'font-semibold',
                  )}
                >
                  {option.title}
                  {selected && <span aria-hidden="true">✓</span>}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </nav>
  )
}
