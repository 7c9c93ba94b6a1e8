import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

/** Tabs on Radix (arrow keys between tabs, one panel shown); labels and panels come as data. */
export function Tabs({
  label,
  items,
  defaultValue,
  className,
}: {
  label: string
  items: ReadonlyArray<{ value: string; label: string; content: ReactNode }>
  defaultValue?: string
  className?: string
}) {
  return (
    <RadixTabs.Root
      defaultValue={defaultValue ?? items[0]?.value}
      className={className}
      data-slot="tabs"
    >
      <RadixTabs.List
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              'focus-ring -mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-ink-muted hover:text-ink',
              'data-[state=active]:border-accent-500 data-[state=active]:text-brand-800',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="focus-ring pt-6">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
