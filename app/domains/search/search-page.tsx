/**
 * Site search (issue 38): a GET form (it works without JavaScript; hydrated, it navigates without
 * a document request), the type filter, the hits with their type, language, date, picture and
 * snippet (the matched words in `<mark>`, as text: the service's snippet is parts, never HTML),
 * page links; when nothing matched, the closest terms and the main pages.
 */
import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { FilterNav } from '../../blocks/filter-nav/filter-nav'
import { Pagination } from '../../blocks/pagination/pagination'
import { AppLink, navigation } from '../../components/ui/app-link'
import { Badge, LanguageBadge } from '../../components/ui/badge'
import { SearchField } from '../../components/ui/search-field'
import { Media } from '../../components/ui/media'
import { linkHref } from '../../lib/route-path'
import type { Locale } from '../../i18n/locales'
import { ListStatus } from '../../site/list-status'
import { PageIntro } from '../../site/page-intro'
import type { PageCopy } from '../../site/page-copy.server'
import { searchLink } from './search-paths'
import { SEARCH_MAX_LENGTH } from './search-types'
import type { SearchItem, SearchView } from './search.server'

export function SearchPage({
  lang,
  copy,
  view,
}: {
  lang: Locale
  copy: PageCopy
  view: SearchView
}) {
  const navigate = useNavigate()
  const { q, type } = view.query
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    void navigate(navigation(searchLink(lang, { q: text || null, type })))
  }

  return (
    <PageIntro page="search" copy={copy}>
      <div className="container-site py-12 md:py-16">
        {/* Not a second search landmark: the header's form is the site's one (axe landmark-unique). */}
        <form
          action={linkHref(searchLink(lang))}
          method="get"
          onSubmit={onSearch}
          className="mb-8 flex max-w-2xl flex-wrap items-end gap-3"
          data-testid="search-form"
        >
          {type && <input type="hidden" name="type" value={type} />}
          <SearchField
            q={q}
            label={view.labels.field}
            placeholder={view.labels.placeholder}
            submit={view.labels.submit}
            maxLength={SEARCH_MAX_LENGTH}
          />
        </form>
        {!q ? (
          <p className="text-ink-muted" data-testid="search-prompt">
            {view.labels.prompt}
          </p>
        ) : view.status === 'limited' ? (
          <p role="alert" className="rounded-card border border-amber-300 bg-amber-50 p-6">
            {view.labels.limited}
          </p>
        ) : (
          <>
            <FilterNav label={view.labels.types} links={view.types} />
            <ListStatus status={view.status} total={view.total} labels={view.labels}>
              <h2 className="mb-4 text-lg font-semibold text-ink" data-testid="search-summary">
                {view.summary}
              </h2>
              {view.items.length > 0 ? (
                <ol className="divide-y divide-slate-200 border-y border-slate-200">
                  {view.items.map((item) => (
                    <Hit key={item.key} item={item} />
                  ))}
                </ol>
              ) : (
                <NoResults view={view} />
              )}
            </ListStatus>
            <Pagination
              page={view.query.page}
              pageCount={view.pageCount}
              link={(page) => searchLink(lang, { q, type, page })}
              labels={view.labels.pagination}
            />
          </>
        )}
      </div>
    </PageIntro>
  )
}

function Hit({ item }: { item: SearchItem }) {
  return (
    <li className="flex gap-5 py-5" data-testid="search-hit">
      <div className="min-w-0 flex-1">
        <p className="mb-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge>{item.typeLabel}</Badge>
          <LanguageBadge label={item.languageBadge} />
          {item.date && <time dateTime={item.date}>{item.dateLabel}</time>}
        </p>
        <h3 className="text-lg font-semibold text-brand-800" lang={item.lang}>
          <AppLink link={item.link} className="focus-ring rounded hover:underline">
            {item.title}
          </AppLink>
        </h3>
        <p className="mt-1 text-ink-muted" lang={item.lang} data-testid="search-snippet">
          {item.snippet.map((part, i) =>
            part.mark ? (
              <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink">
                {part.text}
              </mark>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      </div>
      {item.image && (
        <Media
          image={item.image}
          className="hidden w-40 shrink-0 overflow-hidden rounded-md sm:block"
          imgClassName="aspect-[4/3] w-full object-cover"
        />
      )}
    </li>
  )
}

function NoResults({ view }: { view: SearchView }) {
  return (
    <div className="py-6" data-testid="search-no-results">
      <p className="text-ink">{view.labels.noResults}</p>
      {view.suggestions.length > 0 && (
        <p className="mt-4">
          {view.labels.suggestions}{' '}
          {view.suggestions.map((s, i) => (
            <span key={s.text}>
              {i > 0 && ', '}
              <AppLink
                link={s.link}
                className="focus-ring rounded font-medium text-brand-700 underline underline-offset-2"
              >
                {s.text}
              </AppLink>
            </span>
          ))}
        </p>
      )}
      <h3 className="mt-6 font-semibold text-ink">{view.labels.mainPages}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {view.mainPages.map((page) => (
          <li key={linkHref(page.link)}>
            <AppLink
              link={page.link}
              className="focus-ring rounded text-brand-700 underline underline-offset-2"
            >
              {page.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
