import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { languageOptions, type Locale } from '../../i18n/locales'
import { localizedHref, rememberLocaleChoice } from '../../i18n/switch-locale'
import { useLocale } from '../../i18n/use-locale'
import * as m from '../../paraglide/messages.js'

/** The spec's delay before the scroll position is restored after a language switch. */
export const LANGUAGE_SWITCH_SCROLL_DELAY_MS = 300

function settled(element: HTMLElement, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    for (const event of events) element.addEventListener(event, () => resolve(), { once: true })
  })
}

/** Keeps the reader's place: waits for images and videos to load (they change heights), then 300 ms. */
async function restoreScrollAfterMedia(y: number) {
  const pending = [
    ...Array.from(document.images)
      .filter((img) => !img.complete)
      .map((img) => settled(img, ['load', 'error'])),
    ...Array.from(document.querySelectorAll('video'))
      .filter((video) => video.readyState < 1)
      .map((video) => settled(video, ['loadedmetadata', 'error'])),
  ]
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5_000))])
  window.setTimeout(
    () => window.scrollTo({ top: y, behavior: 'auto' }),
    LANGUAGE_SWITCH_SCROLL_DELAY_MS,
  )
}

/** The language menu: the 13 languages by their own names; a choice keeps the page. */
export function LanguagePicker() {
  const locale = useLocale()
  const router = useRouter()
  const location = useRouterState({ select: (s) => s.location })
  const current = languageOptions.find((o) => o.value === locale)

  function choose(target: Locale) {
    rememberLocaleChoice(target)
    if (target === locale) return
    const href = localizedHref(target, {
      pathname: location.pathname,
      search: location.searchStr,
      hash: location.hash,
    })
    const scrollY = window.scrollY
    void router.navigate({ href, resetScroll: false }).then(() => restoreScrollAfterMedia(scrollY))
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-10 items-center gap-2 rounded-md border border-white/20 px-3 text-sm text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
        aria-label={`${m.language_picker_label()}: ${current?.title ?? locale}`}
        data-testid="language-picker"
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-2.9a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 010-4h3.3a16.5 16.5 0 000 4H4.3zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 015.1 16zM8 8H5.1a8 8 0 014.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 01-4.3 3.6zm1.8-5.6a16.5 16.5 0 000-4h3.3a8.2 8.2 0 010 4h-3.3z"
          />
        </svg>
        <span>{current?.title}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={12}
          className="z-50 max-h-[70vh] min-w-44 overflow-auto rounded-md border border-slate-200 bg-white p-1 text-slate-800 shadow-xl"
        >
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(value) => choose(value as Locale)}
            aria-label={m.language_picker_label()}
          >
            {languageOptions.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                lang={option.value}
                className="flex cursor-pointer items-center justify-between gap-4 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold"
              >
                {option.title}
                <DropdownMenu.ItemIndicator aria-hidden="true">✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
