/** All case studies, or those of one industry: the industry navigation, a page of cards, pages. */
import { routeLink } from '../../lib/route-path'
import { CaseStrip } from '../../blocks/case-strip/case-strip'
import { FilterNav } from '../../blocks/filter-nav/filter-nav'
import { Pagination } from '../../blocks/pagination/pagination'
import type { Locale } from '../../i18n/locales'
import type { CaseListView } from './cases.server'
import { ListStatus } from '../../site/list-status'
import type { PageCopy } from '../../site/page-copy.server'
import { PageIntro } from '../../site/page-intro'

export function CaseListPage({
  lang,
  copy,
  view,
}: {
  lang: Locale
  copy: PageCopy
  view: CaseListView
}) {
  /** The list at a page; page 1 is the bare URL. */
  const list = (page = 1) => {
    const search = { page: page > 1 ? page : null }
    return view.industry
      ? routeLink('/$lang/succeedCase/$category', { lang, category: view.industry.slug }, search)
      : routeLink('/$lang/succeedCase/AllCase', { lang }, search)
  }
  const intro = view.heading
    ? { ...copy, heading: view.heading, intro: view.intro ?? copy.intro }
    : copy
  return (
    <PageIntro page={view.industry ? 'caseCategory' : 'allCases'} copy={intro}>
      <div className="container-site py-12 md:py-16">
        <FilterNav
          label={view.nav.label}
          links={[
            {
              link: routeLink('/$lang/succeedCase/AllCase', { lang }),
              label: view.nav.all,
              current: !view.industry,
            },
            ...view.nav.industries.map((industry) => ({
              link: routeLink('/$lang/succeedCase/$category', { lang, category: industry.slug }),
              label: industry.name,
              current: industry.slug === view.industry?.slug,
              lang: industry.lang,
            })),
          ]}
        />
        <ListStatus status={view.status} total={view.total} labels={view.labels}>
          <CaseStrip items={view.cards} emptyText={view.emptyText} headingLevel={2} />
        </ListStatus>
        <Pagination
          page={view.page}
          pageCount={view.pageCount}
          link={list}
          labels={view.labels.pagination}
        />
      </div>
    </PageIntro>
  )
}
