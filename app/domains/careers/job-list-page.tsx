/**
 * Open positions: filters by category and by workplace kept in the URL (`?category=&place=&page=`),
 * so the list survives reload, back and sharing; the jobs of the page; page links. Filters and
 * page links are the router's links: real `<a href>` before hydration, and once hydrated they
 * navigate without a document request (the loading note shows meanwhile).
 */
import { AppLink } from '../../components/ui/app-link'
import { LanguageBadge } from '../../components/ui/badge'
import { FilterNav } from '../../blocks/filter-nav/filter-nav'
import { Pagination } from '../../blocks/pagination/pagination'
import { Heading } from '../../components/ui/heading'
import type { Locale } from '../../i18n/locales'
import { linkHref, routeLink, type RouteLink } from '../../lib/route-path'
import type { JobListView, JobQuery } from './careers.server'
import { JobFacts } from './job-facts'
import { ListStatus } from '../../site/list-status'
import type { PageCopy } from '../../site/page-copy.server'
import { PageIntro } from '../../site/page-intro'

/** The list at a query; page 1 and "all" are left out. */
function jobListLink(lang: Locale, query: JobQuery): RouteLink {
  return routeLink(
    '/$lang/joinUs',
    { lang },
    { category: query.category, place: query.place, page: query.page > 1 ? query.page : null },
  )
}

export function JobListPage({
  lang,
  copy,
  view,
}: {
  lang: Locale
  copy: PageCopy
  view: JobListView
}) {
  const { category, place } = view.query
  const list = (query: Partial<JobQuery>) =>
    jobListLink(lang, { category, place, page: 1, ...query })
  return (
    <PageIntro page="joinUs" copy={copy}>
      <div className="container-site py-12 md:py-16">
        <div className="mb-10 grid gap-4 [&_[data-block=filter-nav]]:mb-0">
          <FilterNav
            label={view.labels.categories}
            links={[
              {
                link: list({ category: null }),
                label: view.labels.allCategories,
                current: !category,
              },
              ...view.categories.map((c) => ({
                link: list({ category: c.id }),
                label: c.name,
                current: c.id === category,
                lang: c.lang,
              })),
            ]}
          />
          <FilterNav
            label={view.labels.places}
            links={[
              { link: list({ place: null }), label: view.labels.allPlaces, current: !place },
              ...view.places.map((p) => ({
                link: list({ place: p.id }),
                label: p.name,
                current: p.id === place,
                lang: p.lang,
              })),
            ]}
          />
        </div>
        <ListStatus status={view.status} total={view.total} labels={view.labels}>
          {view.items.length === 0 ? (
            <p
              className="rounded-card border border-dashed border-slate-300 p-8 text-center text-ink-muted"
              data-testid="jobs-empty"
            >
              {view.emptyText}
            </p>
          ) : (
            <ul aria-label={view.labels.list} className="grid gap-4" data-testid="job-list">
              {view.items.map((job) => (
                <li
                  key={linkHref(job.link)}
                  className="rounded-card border border-slate-200 bg-surface p-5 shadow-sm"
                >
                  <LanguageBadge label={job.languageBadge} className="mb-2" />
                  <Heading level={2} size="md" lang={job.lang}>
                    <AppLink
                      link={job.link}
                      className="focus-ring rounded text-brand-900 hover:text-brand-600 hover:underline"
                    >
                      {job.title}
                    </AppLink>
                  </Heading>
                  <JobFacts job={job} labels={view.labels} tone="card" />
                </li>
              ))}
            </ul>
          )}
        </ListStatus>
        <Pagination
          page={view.page}
          pageCount={view.pageCount}
          link={(page) => list({ page })}
          labels={view.labels.pagination}
        />
      </div>
    </PageIntro>
  )
}
