import { useState, type PointerEvent } from 'react'
import { cn } from '../../lib/cn'
import type { Menu, MenuItem, MenuSection } from '../../site/menu'
import { ChevronDownIcon } from '../ui/icons'
import { SiteLink } from './site-link'
import { useMenuDisclosure } from './use-menu-disclosure'

/** Radix Navigation Menu's timings, which the header had before. */
const HOVER_DELAY_MS = 80
const CLOSE_DELAY_MS = 150

const triggerClass =
  'inline-flex h-16 items-center gap-1 border-b-2 px-2 text-sm whitespace-nowrap 2xl:px-3 transition-colors focus-ring data-[state=open]:text-white'

function Chevron() {
  return <ChevronDownIcon className="transition-transform group-data-[state=open]:rotate-180" />
}

function ItemLink({
  item,
  large,
  opensNewWindow,
  onChoose,
}: {
  item: MenuItem
  large?: boolean
  opensNewWindow: string
  onChoose: () => void
}) {
  return (
    <SiteLink
      onClick={onChoose}
      item={item}
      opensNewWindow={opensNewWindow}
      data-menu-item={item.key}
      className={cn(
        'block rounded-md transition-colors hover:bg-slate-100 focus-visible:bg-slate-100 focus-ring',
        large ? 'p-4' : 'px-3 py-2',
      )}
    >
      <span className={cn('block font-medium text-slate-900', large && 'text-base')}>
        {item.label}
        {item.kind === 'external' && (
          <span aria-hidden="true" className="ml-1 text-slate-400">
            ↗
          </span>
        )}
      </span>
      {item.description && (
        <span className="mt-1 block text-sm leading-snug text-slate-600">{item.description}</span>
      )}
    </SiteLink>
  )
}

interface PanelProps {
  section: MenuSection
  opensNewWindow: string
  onChoose: () => void
}

/**
 * The products panel: a vertical list of groups whose entries show their group on hover, focus
 * or click; the first group is shown first.
 */
function ProductsPanel({ section, opensNewWindow, onChoose }: PanelProps) {
  const [group, setGroup] = useState(section.groups[0]?.key ?? 'platform')
  const shown = section.groups.find((g) => g.key === group) ?? section.groups[0]
  const contentId = `menu-products-${group}`
  return (
    <div className="grid grid-cols-[14rem_1fr] gap-6">
      <ul aria-label={section.label} className="flex flex-col gap-1 border-r border-slate-200 pr-4">
        {section.groups.map((g) => {
          const current = g.key === shown?.key
          return (
            <li key={g.key}>
              <button
                type="button"
                data-group={g.key}
                data-state={current ? 'open' : 'closed'}
                aria-expanded={current}
                aria-controls={current ? contentId : undefined}
                onPointerEnter={() => setGroup(g.key)}
                onFocus={() => setGroup(g.key)}
                onClick={() => setGroup(g.key)}
                className="focus-ring w-full rounded-md px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-brand-800 data-[state=open]:text-white"
              >
                {g.title}
              </button>
            </li>
          )
        })}
      </ul>
      {shown && (
        <ul
          id={contentId}
          className={cn(
            'grid content-start gap-2',
            shown.key === 'center'
              ? 'grid-cols-4'
              : shown.key === 'equipment'
                ? 'grid-cols-2'
                : 'grid-cols-3',
          )}
        >
          {shown.items.map((item) => (
            <li key={item.key}>
              <ItemLink
                item={item}
                large={shown.key !== 'center'}
                opensNewWindow={opensNewWindow}
                onChoose={onChoose}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function SectionPanel(props: PanelProps) {
  const { section, opensNewWindow, onChoose } = props
  if (section.id === 'products') return <ProductsPanel {...props} />
  const many = section.groups.length > 1
  return (
    <div className={cn('grid gap-8', many ? 'grid-cols-3' : 'grid-cols-1')}>
      {section.groups.map((g) => (
        <div key={g.key}>
          {many && (
            <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              {g.title}
            </p>
          )}
          <ul
            className={cn(
              'grid gap-1',
              !many &&
                (g.items.length > 4 ? 'grid-cols-3 lg:grid-cols-5' : 'grid-cols-3 lg:grid-cols-4'),
            )}
          >
            {g.items.map((item) => (
              <li key={item.key}>
                <ItemLink
                  item={item}
                  large={!many && !!item.description}
                  opensNewWindow={opensNewWindow}
                  onChoose={onChoose}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/**
 * Desktop header menus: open on hover and on keyboard focus, close on leave and Escape. Each
 * top-level entry is also a real link to its section's main page, so the server HTML links every
 * section for crawlers and for visitors whose script failed. A panel is rendered only while open,
 * inside its entry, so Tab goes from the entry into its panel.
 */
export function MegaMenu({
  menu,
  activeSection,
}: {
  menu: Menu
  activeSection: string | undefined
}) {
  const { open, setOpen, setOpenAfter, cancelPending, root, closeOnFocusOut, openOnKeyboardFocus } =
    useMenuDisclosure<HTMLElement>()
  // A first menu opens after a short hover; moving to the next one switches at once.
  const hover = (id: string) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return
    if (open) setOpen(id)
    else if (id) setOpenAfter(id, HOVER_DELAY_MS)
    else cancelPending()
  }
  const tone = (active: boolean) =>
    active ? 'border-amber-400 text-white' : 'border-transparent text-slate-200 hover:text-white'
  const plainLink = (item: MenuItem, active: boolean) => (
    <li>
      <SiteLink
        item={item}
        aria-current={active ? 'page' : undefined}
        onPointerEnter={hover('')}
        className={cn(triggerClass, tone(active))}
      >
        {item.label}
      </SiteLink>
    </li>
  )
  return (
    <nav
      ref={root}
      aria-label={menu.labels.primaryNav}
      className="hidden h-16 flex-1 lg:flex"
      data-testid="desktop-nav"
      onPointerEnter={cancelPending}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpenAfter('', CLOSE_DELAY_MS)}
      onBlur={closeOnFocusOut}
    >
      <ul className="flex items-center">
        {plainLink(menu.home, activeSection === 'home')}
        {menu.sections.map((section) => {
          const active = activeSection === section.id
          const isOpen = open === section.id
          const panelId = `menu-panel-${section.id}`
          return (
            <li key={section.id}>
              <SiteLink
                item={section.main}
                onFocus={openOnKeyboardFocus(section.id)}
                onPointerEnter={hover(section.id)}
                data-menu-trigger={section.id}
                data-section={section.id}
                data-active={active ? 'true' : undefined}
                data-state={isOpen ? 'open' : 'closed'}
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId : undefined}
                className={cn('group', triggerClass, tone(active))}
              >
                {section.label}
                <Chevron />
              </SiteLink>
              {isOpen && (
                <div className="absolute top-full left-0 w-full">
                  <div
                    data-state="open"
                    className="w-full overflow-hidden border-t border-slate-200 bg-white text-slate-800 shadow-xl data-[state=open]:animate-in"
                  >
                    <div id={panelId} className="container-site py-6" data-panel={section.id}>
                      <SectionPanel
                        section={section}
                        opensNewWindow={menu.labels.opensNewWindow}
                        // A chosen link closes the menu; the page changes under it.
                        onChoose={() => setOpen('')}
                      />
                    </div>
                  </div>
                </div>
              )}
            </li>
          )
        })}
        {menu.careers && plainLink(menu.careers, activeSection === 'careers')}
      </ul>
    </nav>
  )
}
