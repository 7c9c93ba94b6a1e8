import { FeatureGrid } from '../../blocks/feature-grid/feature-grid'
import { AppLink } from '../../components/ui/app-link'
import { LanguageBadge } from '../../components/ui/badge'
import { FiguresStrip } from '../../blocks/figures-strip/figures-strip'
import { Heading } from '../../components/ui/heading'
import { DownloadIcon } from '../../components/ui/icons'
import { Section } from '../../components/ui/section'
import { BreakableText } from '../../components/ui/breakable-text'
import { Table, tableRoles as r } from '../../components/ui/table'
import type { InvestorReportsView } from './investor.server'
import { AboutIntro } from '../about/about-subnav'
import type { PageCopy } from '../../site/page-copy.server'
import { DividendChart } from './dividend-chart'
import { ArrowLink, EmailLink, PhoneLink } from '../about/links'

/** The periodic reports of the content service by year, each with its PDF where there is one. */
function Reports({ view }: { view: InvestorReportsView }) {
  const { labels } = view
  return (
    <Section heading={labels.heading} lead={labels.lead}>
      {view.status === 'unavailable' ? (
        <p
          role="status"
          className="rounded-card border border-amber-300 bg-amber-50 p-5 text-ink"
          data-testid="reports-unavailable"
        >
          {labels.empty}
        </p>
      ) : (
        <div className="space-y-10" data-testid="reports">
          {view.years.map((year) => (
            <section key={year.year} aria-labelledby={`reports-${year.year}`}>
              <Heading
                level={3}
                size="md"
                id={`reports-${year.year}`}
                className="border-b border-slate-200 pb-2 text-brand-900"
              >
                {year.heading}
              </Heading>
              <ul className="divide-y divide-slate-100">
                {year.items.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:gap-6"
                  >
                    <time
                      dateTime={item.date}
                      className="w-40 shrink-0 text-sm text-ink-muted tabular-nums"
                    >
                      {item.dateLabel}
                    </time>
                    <AppLink
                      link={item.link}
                      lang={item.lang}
                      className="focus-ring flex-1 font-medium text-brand-900 hover:underline"
                    >
                      {item.title}
                    </AppLink>
                    <LanguageBadge label={item.languageBadge} className="shrink-0" />
                    {item.pdf && (
                      <a
                        href={item.pdf.href}
                        aria-label={item.pdf.label}
                        className="focus-ring inline-flex shrink-0 items-center gap-2 rounded-control border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:border-brand-600"
                      >
                        {/* Visible: "Full report (PDF)"; the name adds the report's title to it. */}
                        <DownloadIcon />
                        <span>{labels.pdf}</span>
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <p className="mt-8">
        <ArrowLink link={labels.allLink}>{labels.all}</ArrowLink>
      </p>
    </Section>
  )
}

/** Investor relations: the share, the year's figures, reports, dividends, governance, contact. */
export function InvestorPage({
  copy,
  reports,
}: {
  copy: PageCopy<'investor'>
  reports: InvestorReportsView
}) {
  const { stock, dividends } = copy
  const { columns } = dividends
  return (
    <AboutIntro page="investor" copy={copy}>
      <Section>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-labelledby="stock-facts">
            <Heading level={2} size="lg" id="stock-facts" className="text-brand-900">
              {stock.heading}
            </Heading>
            <dl className="mt-6 divide-y divide-slate-200" data-testid="stock-facts">
              {stock.rows.map((row) => (
                <div
                  key={row.term}
                  className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-3 py-3 hyphens-auto"
                >
                  <dt className="text-sm text-ink-muted">{row.term}</dt>
                  <dd className="font-medium text-ink">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="highlights">
            <Heading level={2} size="lg" id="highlights" className="mb-8 text-brand-900">
              {copy.highlights.heading}
            </Heading>
            <FiguresStrip items={copy.highlights.figures} columns={2} />
          </section>
        </div>
      </Section>
      <Reports view={reports} />
      <Section tone="muted" heading={dividends.heading} lead={dividends.lead}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <figure className="rounded-card border border-slate-200 bg-surface p-5">
            <DividendChart title={dividends.chart.title} bars={dividends.chart.bars} />
            <figcaption className="mt-3 text-sm text-ink-muted">{dividends.chart.title}</figcaption>
          </figure>
          <Table caption={dividends.caption}>
            <thead {...r.group} className="bg-surface-muted">
              <tr {...r.row}>
                {Object.values(dividends.columns).map((label) => (
                  <th
                    key={label}
                    {...r.columnHeader}
                    scope="col"
                    className="px-4 py-3 font-semibold text-ink"
                  >
                    <BreakableText text={label} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody {...r.group}>
              {dividends.rows.map((row) => (
                <tr key={row.year} {...r.row} className="border-t border-slate-200">
                  <th {...r.rowHeader} scope="row" className="px-4 py-3 font-semibold text-ink">
                    {row.year}
                  </th>
                  <td {...r.cell(columns.per10)} className="px-4 py-3 tabular-nums">
                    {row.per10}
                  </td>
                  <td {...r.cell(columns.total)} className="px-4 py-3 tabular-nums">
                    {row.total}
                  </td>
                  <td {...r.cell(columns.ratio)} className="px-4 py-3 tabular-nums">
                    {row.ratio}
                  </td>
                  <td {...r.cell(columns.record)} className="px-4 py-3">
                    {row.record}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Section>
      <Section heading={copy.governance.heading} lead={copy.governance.lead}>
        <FeatureGrid items={copy.governance.items} columns={4} />
        <p className="mt-8">
          <ArrowLink
            href={copy.governance.search.href}
            external={{ opensNewWindow: copy.opensNewWindow }}
          >
            {copy.governance.search.label}
          </ArrowLink>
        </p>
      </Section>
      <Section tone="muted" heading={copy.contact.heading} lead={copy.contact.text}>
        <p className="flex flex-wrap gap-x-8 gap-y-3">
          <PhoneLink number={copy.contact.hotline} />
          <EmailLink address={copy.contact.email} />
          <ArrowLink link={copy.contact.action.link}>{copy.contact.action.label}</ArrowLink>
        </p>
      </Section>
    </AboutIntro>
  )
}
