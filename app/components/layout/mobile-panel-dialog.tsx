import * as Accordion from '@radix-ui/react-accordion'
import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type RefObject } from 'react'
import { useConsultationDialog } from '../../lib/consultation-open-state'
import { cn } from '../../lib/cn'
import type { Menu } from '../../site/menu'
import { ChatIcon, ChevronDownIcon, CloseIcon } from '../ui/icons'
import { LanguagePicker } from './language-picker'
import { HeaderSearch } from './header-search'
import { SiteLink } from './site-link'

/**
 * The mobile panel's sheet, loaded on the first tap of the hamburger (mobile-panel.tsx): a modal
 * (focus trapped, page behind inert and not scrolling, focus back on the hamburger when closed)
 * with one collapsible section open at a time, in the desktop menu's order (cases expand like the
 * rest), under the language picker and the consult entry.
 */
export function MobilePanelDialog({
  menu,
  activeSection,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  menu: Menu
  activeSection: string | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  /** Direct entries, as on the desktop: home, then after the sections careers (zh-CN). */
  const direct = [menu.home, ...(menu.careers ? [menu.careers] : [])]
  const collapsible = menu.sections
  const close = () => onOpenChange(false)
  const consult = useConsultationDialog()
  // The consultation dialog opens once this sheet has closed (one modal at a time), and gives focus
  // back to the hamburger when it closes.
  const consultAfterClose = useRef(false)
  const linkClass =
    'block rounded-md px-4 py-3 text-base text-slate-800 hover:bg-slate-100 focus-ring'

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 lg:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Back to the hamburger in the sticky header, without scrolling the page to it.
            event.preventDefault()
            returnFocusTo.current?.focus({ preventScroll: true })
            if (consultAfterClose.current) {
              consultAfterClose.current = false
              consult.openFrom(returnFocusTo.current)
            }
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,100vw)] flex-col bg-white shadow-2xl outline-none lg:hidden"
          data-testid="mobile-panel"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {menu.labels.mobileTitle}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-ring"
              aria-label={menu.labels.closeMenu}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {/* One row in every language: the consult label may take two lines, the picker one. */}
          <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                consultAfterClose.current = true
                close()
              }}
              className="inline-flex min-h-10 min-w-0 items-center gap-2 rounded-md bg-amber-400 px-3 py-1 text-left text-sm leading-tight font-semibold text-balance text-brand-800 hover:bg-amber-300 focus-ring"
              data-testid="mobile-consult"
            >
              <ChatIcon className="size-5 shrink-0" />
              {menu.shell.sideBox.consult}
            </button>
            <div className="ml-auto shrink-0">
              <LanguagePicker
                label={menu.labels.language}
                tone="light"
                testId="mobile-language-picker"
              />
            </div>
          </div>
          <HeaderSearch
            search={menu.search}
            tone="light"
            className="border-b border-slate-200 px-4 py-3"
          />
          <nav aria-label={menu.labels.primaryNav} className="flex-1 overflow-y-auto p-2">
            <SiteLink
              item={direct[0]!}
              onClick={close}
              className={linkClass}
              aria-current={activeSection === 'home' ? 'page' : undefined}
            >
              {direct[0]!.label}
            </SiteLink>
            <Accordion.Root type="single" collapsible className="divide-y divide-slate-100">
              {collapsible.map((section) => (
                <Accordion.Item key={section.id} value={section.id} data-section={section.id}>
                  <Accordion.Header>
                    <Accordion.Trigger
                      className={cn(
                        'group flex w-full items-center justify-between rounded-md px-4 py-3 text-left text-base font-medium hover:bg-slate-100 focus-ring',
                        activeSection === section.id ? 'text-brand-600' : 'text-slate-900',
                      )}
                    >
                      {section.label}
                      <ChevronDownIcon className="transition-transform group-data-[state=open]:rotate-180" />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="pb-2">
                    {section.groups.map((g) => (
                      <div key={g.key} className="px-2">
                        {section.groups.length > 1 && (
                          <p className="px-4 pt-2 text-xs font-semibold text-slate-500 uppercase">
                            {g.title}
                          </p>
                        )}
                        <ul>
                          {g.items.map((item) => (
                            <li key={item.key}>
                              <SiteLink
                                item={item}
                                onClick={close}
                                opensNewWindow={menu.labels.opensNewWindow}
                                className="block rounded-md px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-100 focus-ring"
                              >
                                {item.label}
                                {item.kind === 'external' && (
                                  <span aria-hidden="true" className="ml-1 text-slate-400">
                                    ↗
                                  </span>
                                )}
                              </SiteLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
            {direct.slice(1).map((item) => (
              <SiteLink key={item.key} item={item} onClick={close} className={linkClass}>
                {item.label}
              </SiteLink>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
