import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { useState, type FocusEvent } from 'react'
import type { Locale } from '../../i18n/locales'
import { cn } from '../../lib/cn'
import type { Menu, MenuItem, MenuSection } from '../../pages/menu'
import { ChevronDownIcon } from '../ui/icons'
import { SiteLink } from './site-link'

const triggerClass =
  'group inline-flex h-16 items-center gap-1 border-b-2 px-3 text-sm transition-colors focus-ring data-[state=open]:text-white'

function Chevron() {
  return <ChevronDownIcon className="transition-transform group-data-[state=open]:rotate-180" />
}

function ItemLink({
  item,
  locale,
  large,
  opensNewWindow,
}: {
  item: MenuItem
  locale: Locale
  large?: boolean
  opensNewWindow: string
}) {
  return (
    <NavigationMenu.Link asChild>
      <SiteLink
        item={item}
        locale={locale}
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
    </NavigationMenu.Link>
  )
}

interface PanelProps {
  section: MenuSection
  locale: Locale
  opensNewWindow: string
}

/**
 * The products panel: a vertical sub-menu (Radix Navigation Menu Sub, no extra library) whose
 * entries show their group on hover, focus or click; the first group is shown first.
 */
function ProductsPanel({ section, locale, opensNewWindow }: PanelProps) {
  const [group, setGroup] = useState(section.groups[0]?.key ?? 'platform')
  return (
    <NavigationMenu.Sub
      value={group}
      onValueChange={(value) => value && setGroup(value)}
      orientation="vertical"
      className="grid grid-cols-[14rem_1fr] gap-6"
    >
      <NavigationMenu.List
        aria-label={section.label}
        className="flex flex-col gap-1 border-r border-slate-200 pr-4"
      >
        {section.groups.map((g) => (
          <NavigationMenu.Item key={g.key} value={g.key}>
            <NavigationMenu.Trigger
              data-group={g.key}
              onPointerEnter={() => setGroup(g.key)}
              onFocus={() => setGroup(g.key)}
              className="focus-ring w-full rounded-md px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-brand-800 data-[state=open]:text-white"
            >
              {g.title}
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="outline-none">
              <ul
                className={cn(
                  'grid gap-2',
                  g.key === 'center'
                    ? 'grid-cols-4'
                    : g.key === 'equipment'
                      ? 'grid-cols-2'
                      : 'grid-cols-3',
                )}
              >
                {g.items.map((item) => (
                  <li key={item.key}>
                    <ItemLink
                      item={item}
                      locale={locale}
                      large={g.key !== 'center'}
                      opensNewWindow={opensNewWindow}
                    />
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <NavigationMenu.Viewport />
    </NavigationMenu.Sub>
  )
}

function SectionPanel(props: PanelProps) {
  const { section, locale, opensNewWindow } = props
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
                  locale={locale}
                  large={!many && !!item.description}
                  opensNewWindow={opensNewWindow}
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
 * section for crawlers and for visitors whose script failed.
 */
export function MegaMenu({
  menu,
  locale,
  activeSection,
}: {
  menu: Menu
  locale: Locale
  activeSection: string | undefined
}) {
  const [open, setOpen] = useState('')
  const openOnKeyboardFocus = (id: string) => (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.matches(':focus-visible')) setOpen(id)
  }
  const tone = (active: boolean) =>
    active ? 'border-amber-400 text-white' : 'border-transparent text-slate-200 hover:text-white'
  const plainLink = (item: MenuItem, active: boolean) => (
    <NavigationMenu.Item value={item.key}>
      <NavigationMenu.Link asChild active={active}>
        <SiteLink
          item={item}
          locale={locale}
          aria-current={active ? 'page' : undefined}
          className={cn(triggerClass, tone(active))}
        >
          {item.label}
        </SiteLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  )
  return (
    <NavigationMenu.Root
      value={open}
      onValueChange={setOpen}
      delayDuration={80}
      aria-label={menu.labels.primaryNav}
      className="hidden h-16 flex-1 lg:flex"
      data-testid="desktop-nav"
    >
      <NavigationMenu.List className="flex items-center">
        {plainLink(menu.home, activeSection === 'home')}
        {menu.sections.map((section) => {
          const active = activeSection === section.id
          return (
            <NavigationMenu.Item key={section.id} value={section.id}>
              <NavigationMenu.Trigger
                asChild
                onFocus={openOnKeyboardFocus(section.id)}
                data-section={section.id}
                data-active={active ? 'true' : undefined}
                className={cn(triggerClass, tone(active))}
              >
                <SiteLink item={section.main} locale={locale}>
                  {section.label}
                  <Chevron />
                </SiteLink>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="container-site py-6" data-panel={section.id}>
                <SectionPanel
                  section={section}
                  locale={locale}
                  opensNewWindow={menu.labels.opensNewWindow}
                />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          )
        })}
        {menu.careers && plainLink(menu.careers, activeSection === 'careers')}
      </NavigationMenu.List>
      <div className="absolute top-full left-0 w-full">
        <NavigationMenu.Viewport className="w-full overflow-hidden border-t border-slate-200 bg-white text-slate-800 shadow-xl data-[state=closed]:animate-out data-[state=open]:animate-in" />
      </div>
    </NavigationMenu.Root>
  )
}
