/**
 * The city picker: province -> city -> district (-> town where the data has it), filterable by
 * typing and operable by keyboard (a combobox with a listbox, aria-activedescendant).
 * Outside zh-CN and zh-TW its first level also offers "Outside mainland China" -> countries.
 * The value is one string: the chosen names joined by slashes, always the service's Chinese names
 * (广东省/深圳市/南山区). What readers see depends on the locale (the server adds the labels,
 * app/content/region-names.ts): zh-TW reads Traditional characters (`display`), other locales a
 * romanized name before the Chinese one ("Guangdong 广东省", `latin`); the filter matches either.
 */
import * as Popover from '@radix-ui/react-popover'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import {
  regionLabel,
  regionMatches,
  regionPathNodes,
  type PickerRegion,
} from '../../content/region-names'
import { regionQueries } from '../../content/regions.queries'
import type { Locale } from '../../i18n/locales'
import { cn } from '../../lib/cn'
import * as m from '../../paraglide/messages.js'
import { ChevronDownIcon } from '../../components/ui/icons'
import { countryNames } from './countries'

interface Node {
  name: string
  /** Traditional characters (zh-TW), shown instead of `name`. */
  display?: string
  /** Romanized name (non-Chinese locales), shown before `name`. */
  latin?: string
  children?: Node[]
}

/** What a reader sees of a node in running text (breadcrumb, the chosen value). */
function shownName(node: Node): string {
  return node.latin ?? regionLabel(node)
}

const OUTSIDE = '__outside__'

function levelLabel(depth: number, outside: boolean): string {
  if (outside && depth === 1) return m.region_level_country()
  return (
    [m.region_level_province, m.region_level_city, m.region_level_district, m.region_level_town][
      depth
    ]?.() ?? ''
  )
}

export interface RegionPickerProps {
  id: string
  locale: Locale
  value: string
  onChange: (value: string) => void
  onClose?: () => void
  invalid?: boolean
  describedBy?: string
  /** International locales get the "outside mainland China" branch. */
  international: boolean
}

export function RegionPicker({
  id,
  locale,
  value,
  onChange,
  onClose,
  invalid,
  describedBy,
  international,
}: RegionPickerProps) {
  const [open, setOpen] = useState(false)
  const [path, setPath] = useState<Node[]>([])
  const [filter, setFilter] = useState('')
  const [active, setActive] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const { data, isError, isPending, refetch } = useQuery({
    ...regionQueries.tree(locale),
    enabled: open,
  })

  const root = useMemo<Node[]>(() => {
    const tree: Node[] = (data ?? []) as PickerRegion[]
    if (!international) return tree
    return [
      {
        name: m.region_outside_mainland(),
        children: countryNames(locale).map((name) => ({ name })),
        key: OUTSIDE,
      } as Node,
      ...tree,
    ]
  }, [data, international, locale])

  const level = path.length ? (path[path.length - 1]!.children ?? []) : root
  const options = filter ? level.filter((n) => regionMatches(n, filter)) : level
  const outside = international && path[0]?.name === m.region_outside_mainland()
  // The chosen value as its reader reads it (the stored Chinese path when the tree is not loaded).
  const chosen = value ? regionPathNodes(root, value) : null
  const shownValue = chosen ? chosen.map(shownName).join('/') : value

  function reset() {
    setPath([])
    setFilter('')
    setActive(0)
  }

  function choose(node: Node) {
    const next = [...path, node]
    if (node.children?.length) {
      setPath(next)
      setFilter('')
      setActive(0)
      input.current?.focus()
      return
    }
    onChange(next.map((n) => n.name).join('/'))
    setOpen(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((i) => Math.min(i + 1, options.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (event.key === 'Home') {
      event.preventDefault()
      setActive(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      setActive(options.length - 1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const node = options[active]
      if (node) choose(node)
    } else if (event.key === 'Backspace' && filter === '' && path.length) {
      event.preventDefault()
      setPath(path.slice(0, -1))
      setActive(0)
    }
  }

  const activeId = options[active] ? `${listId}-${active}` : undefined
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) reset()
        else onClose?.()
      }}
    >
      <Popover.Trigger
        id={id}
        type="button"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid="region-trigger"
        className={cn(
          'flex h-11 w-full items-center justify-between rounded-md border bg-white px-3 text-left text-sm focus-ring',
          invalid ? 'border-red-500' : 'border-slate-300',
          value ? 'text-slate-900' : 'text-slate-500',
        )}
      >
        <span className="truncate">{shownValue || m.region_placeholder()}</span>
        <ChevronDownIcon className="shrink-0 text-slate-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-[2100] w-[var(--radix-popover-trigger-width)] min-w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            input.current?.focus()
          }}
          data-testid="region-popover"
          aria-label={m.consult_label_address()}
        >
          <div className="flex items-center gap-2 px-1 pb-2 text-xs text-slate-600">
            {path.length > 0 && (
              <button
                type="button"
                className="rounded px-2 py-1 text-brand-600 hover:bg-slate-100 focus-ring"
                onClick={() => {
                  setPath(path.slice(0, -1))
                  setActive(0)
                  input.current?.focus()
                }}
              >
                ← {m.region_back()}
              </button>
            )}
            <span className="truncate" aria-live="polite">
              {path.map(shownName).join(' / ')}
              {path.length ? ' / ' : ''}
              <strong className="text-slate-900">{levelLabel(path.length, outside)}</strong>
            </span>
          </div>
          <input
            ref={input}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-autocomplete="list"
            aria-label={`${levelLabel(path.length, outside)} — ${m.region_search()}`}
            placeholder={m.region_search()}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value)
              setActive(0)
            }}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-md border border-slate-300 px-3 text-sm outline-none focus:ring-2 focus:ring-amber-500"
            data-testid="region-filter"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={levelLabel(path.length, outside)}
            className="mt-2 max-h-64 overflow-y-auto"
          >
            {isPending && (
              <li className="px-3 py-2 text-sm text-slate-500">{m.region_loading()}</li>
            )}
            {isError && (
              <li className="px-3 py-2 text-sm text-red-700">
                {m.region_load_error()}{' '}
                <button type="button" className="underline" onClick={() => void refetch()}>
                  {m.region_retry()}
                </button>
              </li>
            )}
            {!isPending && !isError && options.length === 0 && (
              <li className="px-3 py-2 text-sm text-slate-500">{m.region_no_match()}</li>
            )}
            {options.map((node, index) => (
              // Options are chosen with the keyboard through the combobox input
              // (aria-activedescendant); the pointer handlers only add mouse support.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${node.name}-${index}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                ref={
                  index === active ? (el) => el?.scrollIntoView({ block: 'nearest' }) : undefined
                }
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(node)}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center justify-between rounded px-3 py-2 text-sm',
                  index === active ? 'bg-brand-800 text-white' : 'text-slate-800',
                )}
              >
                {node.latin ? (
                  <span>
                    {node.latin} <span lang="zh-CN">{node.name}</span>
                  </span>
                ) : (
                  regionLabel(node)
                )}
                {node.children?.length ? <span aria-hidden="true">›</span> : null}
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
