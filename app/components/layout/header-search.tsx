import { useId } from 'react'
import { cn } from '../../lib/cn'
import type { Menu } from '../../site/menu'
import { SearchIcon } from '../ui/icons'

/**
 * The site search field of the header and the mobile panel (issue 38): a plain GET form to the
 * search page, so it works before hydration and without JavaScript; its label is read by screen
 * readers, its button names itself.
 */
export function HeaderSearch({
  search,
  tone = 'dark',
  className,
}: {
  search: Menu['search']
  /** `dark`: on the header's brand band; `light`: in the mobile panel. */
  tone?: 'dark' | 'light'
  className?: string
}) {
  const id = useId()
  return (
    <form
      role="search"
      aria-label={search.label}
      action={search.action}
      method="get"
      className={cn('flex items-center', className)}
      data-testid={tone === 'dark' ? 'header-search' : 'panel-search'}
    >
      <label htmlFor={id} className="sr-only">
        {search.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={200}
        // The header's field is narrow (7 rem): the long hint would be cut mid-word there, so it
        // shows the one word of its button; the mobile panel and the search page show the hint.
        placeholder={tone === 'dark' ? search.submit : search.placeholder}
        className={cn(
          'focus-ring h-10 min-w-0 rounded-l-md border px-3 text-sm',
          tone === 'dark'
            ? 'w-28 border-white/30 bg-white/10 text-white placeholder:text-slate-300 2xl:w-52'
            : 'w-full flex-1 border-slate-300 bg-surface text-ink placeholder:text-slate-500',
        )}
      />
      <button
        type="submit"
        className={cn(
          'focus-ring inline-flex size-10 shrink-0 items-center justify-center rounded-r-md border border-l-0',
          tone === 'dark'
            ? 'border-white/30 bg-white/10 text-white hover:bg-white/20'
            : 'border-slate-300 bg-brand-800 text-white hover:bg-brand-700',
        )}
      >
        <SearchIcon />
        <span className="sr-only">{search.submit}</span>
      </button>
    </form>
  )
}
