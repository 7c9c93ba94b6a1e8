import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useRef } from 'react'
import { languageOptions, type Locale } from '../../i18n/locales'
import { localizedHref, rememberLocaleChoice } from '../../i18n/switch-locale'
import { useLocale } from '../../i18n/use-locale'
import { GlobeIcon } from '../ui/icons'
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

  const trigger = useRef<HTMLButtonElement>(null)
  const readingPosition = useRef(0)

  function choose(target: Locale) {
    rememberLocaleChoice(target)
    if (target === locale) return
    const href = localizedHref(target, {
      pathname: location.pathname,
      search: location.searchStr,
      hash: location.hash,
    })
    const scrollY = readingPosition.current
    void router.navigate({ href, resetScroll: false }).then(() => restoreScrollAfterMedia(scrollY))
  }

  return (
    <DropdownMenu.Root
      modal={false}
      onOpenChange={(open) => {
        // The reader's place when they opened the menu: nothing below may move it first.
        if (open) readingPosition.current = window.scrollY
      }}
    >
      <DropdownMenu.Trigger
        ref={trigger}
        className="inline-flex h-10 items-center gap-2 rounded-md border border-white/20 px-3 text-sm text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
        aria-label={`${m.language_picker_label()}: ${current?.title ?? locale}`}
        data-testid="language-picker"
      >
        <GlobeIcon className="size-4" />
        <span>{current?.title}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          onCloseAutoFocus={(event) => {
            // Focus returns to the trigger in the sticky header without scrolling the page to it.
            event.preventDefault()
            trigger.current?.focus({ preventScroll: true })
          }}
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
