/**
 * What every view of a job says about it: category, workplace, headcount and publication date.
 * The service's words (category, workplace) carry the content's `lang` when it differs from the
 * page's. In a list card the facts sit on one line ("Location: Wuhan"); in the detail page's hero,
 * each value stands under its term.
 */
import { cn } from '../../lib/cn'
import type { JobItem, JobListView } from './careers.server'

type FactLabels = Pick<
  JobListView['labels'],
  'category' | 'place' | 'headcount' | 'published' | 'colon'
>

export function JobFacts({
  job,
  labels,
  tone,
}: {
  job: Omit<JobItem, 'link' | 'title'>
  labels: FactLabels
  tone: 'card' | 'hero'
}) {
  const facts = [
    { term: labels.category, value: job.category, lang: job.lang },
    { term: labels.place, value: job.place, lang: job.lang },
    { term: labels.headcount, value: job.headcount },
    { term: labels.published, value: <time dateTime={job.date}>{job.dateLabel}</time> },
  ]
  const card = tone === 'card'
  return (
    <dl
      className={cn(
        'flex flex-wrap text-sm',
        card ? 'mt-3 gap-x-6 gap-y-1 text-ink-muted' : 'mt-8 gap-x-10 gap-y-4',
      )}
      data-testid={card ? undefined : 'job-facts'}
    >
      {facts.map((fact) => (
        <div key={fact.term} className={card ? 'flex gap-1' : undefined}>
          <dt className={card ? undefined : 'text-slate-300'}>
            {fact.term}
            {card && labels.colon}
          </dt>
          <dd className={card ? 'font-medium text-ink' : 'mt-1 font-semibold'} lang={fact.lang}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
