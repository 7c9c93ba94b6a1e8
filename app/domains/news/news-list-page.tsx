/**
 * A news list (company news or investor news): a keyword search and topic filters kept in the
 * URL (`?q=&tag=&page=`), so a list survives reload, back and sharing; the articles; page links.
 * The search is a GET form: it works before the page is hydrated, and on the client it navigates
 * without a document request.
 */
import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { ArticleList } from '../../blocks/article-list/article-list'
import { FilterNav } from '../../blocks/filter-nav/filter-nav'
import { Pagination } from '../../blocks/pagination/pagination'
import { AppLink, navigation } from '../../components/ui/app-link'
import { SearchField } from '../../components/ui/search-field'
import type { Locale } from '../../i18n/locales'
import { ListStatus } from '../../site/list-status'
import { newsListHref, newsListLink } from '../../site/news-paths'
import type { NewsListView } from './news.server'
import type { PageCopy } from '../../site/page-copy.server'
import { AboutIntro } from '../about/about-subnav'

export function NewsListPage({
  lang,
  page,
  copy,
  view,
}: {
  lang: Locale
  page: string
  copy: PageCopy
  view: NewsListView
}) {
  const navigate = useNavigate()
  const { q, tag } = view.query
  const list = (query: { page?: number; q?: string | null; tag?: number | null }) =>
    newsListLink(lang, view.kind, { q, tag, ...query })

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    void navigate(navigation(list({ q: text || null, page: 1 })))
  }

  return (
    <AboutIntro page={page} copy={copy}>
      <div className="container-site py-12 md:py-16">
        {/* Named: beside the header's site search, a second search landmark needs its own name. */}
        <form
          role="search"
          aria-label={view.labels.search}
          action={newsListHref(lang, view.kind)}
          method="get"
          onSubmit={onSearch}
          className="mb-8 flex max-w-2xl flex-wrap items-end gap-3"
          data-testid="news-search"
        >
          {tag && <input type="hidden" name="tag" value={tag} />}
          <SearchField
            q={q}
            label={view.labels.search}
            placeholder={view.labels.placeholder}
            submit={view.labels.submit}
            maxLength={100}
          />
          {q && (
            <AppLink
              link={list({ q: null, page: 1 })}
              className="focus-ring inline-flex h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              {view.labels.clear}
            </AppLink>
          )}
        </form>
        {view.topics.length > 0 && (
          <FilterNav
            label={view.labels.topics}
            links={[
              { link: list({ tag: null, page: 1 }), label: view.labels.allTopics, current: !tag },
              ...view.topics.map((topic) => ({
                link: list({ tag: topic.id, page: 1 }),
                label: topic.name,
                current: topic.id === tag,
                lang: topic.lang,
              })),
            ]}
          />
        )}
        <ListStatus status={view.status} total={view.total} labels={view.labels}>
          <ArticleList items={view.items} emptyText={view.emptyText} headingLevel={2} />
        </ListStatus>
        <Pagination
          page={view.page}
          pageCount={view.pageCount}
          link={(p) => list({ page: p })}
          labels={view.labels.pagination}
        />
      </div>
    </AboutIntro>
  )
}
