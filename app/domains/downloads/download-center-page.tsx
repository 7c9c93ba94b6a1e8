/**
 * The download center: documents with format, size, number of pages and date. "Download" opens
 * the request form (loaded on first use, like the consultation dialog); `?id=` opens it for that
 * document. Each "Download" is a link to `?id=`, where the page, without JavaScript, shows the
 * request form as plain HTML that posts back here (ADR 030).
 */
import { lazy, Suspense, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { AppLink } from '../../components/ui/app-link'
import { LanguageBadge } from '../../components/ui/badge'
import { Heading } from '../../components/ui/heading'
import { Media } from '../../components/ui/media'
import { isChineseLocale, type Locale } from '../../i18n/locales'
import { linkHref, routeLink } from '../../lib/route-path'
import type { PlainFormData } from '../../forms/form-answer'
import { PlainField, PlainForm } from '../../forms/plain-form'
import type { DocumentItem, DownloadCenterView } from './download-center.server'
import type { PageCopy } from '../../site/page-copy.server'
import { AboutIntro } from '../about/about-subnav'

/** The request form of one document as server-rendered HTML (what works without JavaScript). */
function DownloadRequest({
  lang,
  item,
  data,
}: {
  lang: Locale
  item: DocumentItem
  data: PlainFormData
}) {
  const link = routeLink('/$lang/aboutUs/downloadCenter', { lang }, { id: item.id })
  const field = { data, idPrefix: 'download', required: true }
  return (
    <section
      id="download-request"
      aria-labelledby="download-request-title"
      className="mb-10 max-w-2xl rounded-card border border-slate-200 bg-surface p-6 shadow-sm"
      data-testid="download-request"
    >
      <Heading level={2} size="lg" id="download-request-title" className="text-brand-900">
        {data.labels.title}
      </Heading>
      <p className="mt-1 font-medium text-brand-800" lang={item.lang}>
        {item.title}
      </p>
      <p className="mt-2 mb-5 text-sm text-ink-muted">{data.labels.intro}</p>
      <PlainForm
        kind="download"
        data={data}
        action={`${linkHref(link)}#download-request`}
        className="grid gap-y-1"
      >
        <input type="hidden" name="downloadId" value={item.id} />
        <PlainField {...field} name="name" autoComplete="name" />
        <PlainField {...field} name="company" autoComplete="organization" />
        <PlainField
          {...field}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder={isChineseLocale(lang) ? '13800138000' : '13800138000 / +49301234567'}
        />
        <PlainField {...field} name="email" type="email" autoComplete="email" />
      </PlainForm>
    </section>
  )
}

const noSubscription = () => () => {}

/** One fact of a document: "Size: 43 kB". */
function Fact({
  label,
  testId,
  children,
}: {
  label: string
  testId?: string
  children: ReactNode
}) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="font-semibold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

const DownloadDialog = lazy(() => import('./download-dialog'))

export function DownloadCenterPage({
  lang,
  copy,
  view,
  plainForm,
}: {
  lang: Locale
  copy: PageCopy
  view: DownloadCenterView
  plainForm: PlainFormData
}) {
  // `undefined` until the visitor opens or closes a form.
  const [picked, setChosen] = useState<DocumentItem | null | undefined>(undefined)
  const opener = useRef<HTMLElement | null>(null)
  // A link with `?id=` (from a product page) opens that document's form once the page is live
  // (never in the server's HTML, so hydration matches).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const linked = view.items.find((d) => d.id === view.chosen) ?? null
  // The answer to a post without JavaScript stays on the page, with the visitor's values.
  const answered = plainForm.answer !== null
  const fromLink = hydrated && !answered ? linked : null
  const chosen = picked === undefined ? fromLink : picked
  return (
    <AboutIntro page="downloadCenter" copy={copy}>
      <div className="container-site py-12 md:py-16">
        {linked && (!hydrated || answered) && (
          <DownloadRequest lang={lang} item={linked} data={plainForm} />
        )}
        {view.items.length === 0 ? (
          <p
            className="rounded-card border border-dashed border-slate-300 p-8 text-center text-ink-muted"
            data-testid="downloads-empty"
          >
            {view.labels.empty}
          </p>
        ) : (
          <ul
            aria-label={view.labels.list}
            className="grid gap-6 md:grid-cols-2"
            data-testid="document-list"
          >
            {view.items.map((item) => (
              <li
                key={item.id}
                data-previewed={item.previewed}
                className={`flex gap-5 rounded-card border bg-surface p-5 shadow-sm ${item.previewed ? 'border-accent-500 ring-2 ring-accent-300' : 'border-slate-200'}`}
              >
                {item.image && (
                  <Media
                    image={item.image}
                    sizes="112px"
                    className="hidden w-28 shrink-0 sm:block"
                    imgClassName="aspect-[210/297] w-28 rounded-md object-cover shadow-sm ring-1 ring-slate-200"
                  />
                )}
                <div className="flex min-w-0 flex-1 flex-col">
                  {/* The document's texts carry its language; the labels are the reader's. */}
                  <LanguageBadge label={item.languageBadge} className="mb-2 self-start" />
                  <Heading level={2} size="md" className="text-brand-900" lang={item.lang}>
                    {item.title}
                  </Heading>
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted" lang={item.lang}>
                    {item.summary}
                  </p>
                  <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-muted">
                    <Fact label={view.labels.format}>{item.format}</Fact>
                    <Fact label={view.labels.size} testId="document-size">
                      {item.size}
                    </Fact>
                    {item.pages && (
                      <Fact label={view.labels.pages} testId="document-pages">
                        {item.pages}
                      </Fact>
                    )}
                    <Fact label={view.labels.published}>
                      <time dateTime={item.date}>{item.dateLabel}</time>
                    </Fact>
                  </dl>
                  {/* A previewed version cannot be requested yet: the service lends no draft. */}
                  <div className={item.previewed ? 'hidden' : 'mt-auto pt-4'}>
                    {/* Without JavaScript, the link leads to the document's request form. */}
                    <AppLink
                      link={routeLink('/$lang/aboutUs/downloadCenter', { lang }, { id: item.id })}
                      hash="download-request"
                      aria-haspopup="dialog"
                      aria-describedby={`document-${item.id}`}
                      data-testid="download-button"
                      onClick={(event) => {
                        event.preventDefault()
                        opener.current = event.currentTarget
                        setChosen(item)
                      }}
                      className="focus-ring inline-flex h-10 items-center gap-2 rounded-md bg-brand-800 px-5 text-sm font-semibold text-white hover:bg-brand-700"
                    >
                      <span aria-hidden="true">↓</span> {view.labels.action}
                    </AppLink>
                    <span id={`document-${item.id}`} className="sr-only" lang={item.lang}>
                      {item.title}
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen && (
        <Suspense fallback={null}>
          <DownloadDialog
            document={chosen}
            onClose={() => {
              setChosen(null)
              // Once the dialog and its focus trap are gone, focus returns to its button.
              window.requestAnimationFrame(() => opener.current?.focus())
            }}
          />
        </Suspense>
      )}
    </AboutIntro>
  )
}
