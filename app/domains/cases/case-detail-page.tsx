/** One case study: customer, industry and date, the cover, the body (challenge, solution, results) and related cases. */
import { routeLink } from '../../lib/route-path'
import { CaseStrip } from '../../blocks/case-strip/case-strip'
import type { Locale } from '../../i18n/locales'
import type { CaseDetailView } from './cases.server'
import { BackLink } from '../../site/detail-parts'
import { ClosingBand } from '../../site/page-parts'
import type { PageCopy } from '../../site/page-copy.server'
import { StoryDetail, type StoryFact } from '../../site/story-detail'

export function CaseDetailPage({
  lang,
  copy,
  view,
}: {
  lang: Locale
  copy: PageCopy
  view: CaseDetailView
}) {
  const { labels } = view
  const facts: StoryFact[] = [
    ...(view.customer ? [{ label: labels.customer, value: view.customer, lang: view.lang }] : []),
    ...(view.industry
      ? [{ label: labels.industry, value: view.industry.name, lang: view.industry.lang }]
      : []),
    { label: labels.published, value: view.dateLabel, dateTime: view.date },
  ]
  return (
    <StoryDetail
      page="caseDetails"
      kind="case"
      layout="beside"
      lang={lang}
      copy={copy}
      view={view}
      back={
        <BackLink
          link={
            view.industry
              ? routeLink('/$lang/succeedCase/$category', { lang, category: view.industry.slug })
              : routeLink('/$lang/succeedCase/AllCase', { lang })
          }
        >
          {view.industry?.name ?? labels.back}
        </BackLink>
      }
      facts={facts}
      more={
        view.related.length > 0 && {
          id: 'related-cases',
          heading: labels.related,
          children: <CaseStrip items={view.related} emptyText={labels.casesEmpty} />,
        }
      }
      closing={
        copy.cta?.kind === 'consult' && (
          <ClosingBand
            heading={labels.closingHeading}
            text={labels.closingText}
            label={copy.cta.label}
          />
        )
      }
    />
  )
}
