/**
 * The download center: documents with format, size, number of pages and date. "Download" opens the request form
 * (loaded on first use, like the consultation dialog); `?id=` opens it for that document.
 */
import { lazy, Suspense, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Heading } from '../../components/ui/heading'
import { Media } from '../../components/ui/media'
import type { DocumentItem, DownloadCenterView } from './download-center.server'
import type { PageCopy } from '../../site/page-copy.server'
import { AboutIntro } from '../about/about-subnav'

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

export function DownloadCenterPage({ copy, view }: { copy: PageCopy; view: DownloadCenterView }) {
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
  const fromLink = hydrated ? (view.items.find((d) => d.id === view.chosen) ?? null) : null
  const chosen = picked === undefined ? fromLink : picked
  return (
    <AboutIntro page="downloadCenter" copy={copy}>
      <div className="container-site py-12 md:py-16">
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
                lang={item.lang}
                className="flex gap-5 rounded-card border border-slate-200 bg-surface p-5 shadow-sm"
              >
                {item.image && (
                  <Media
                    image={item.image}
                    sizes="112px"
                    className="hidden w-28 shrink-0 sm:block"
                    imgClassName="aspect-[3/4] w-28 rounded-md object-cover"
                  />
                )}
                <div className="flex min-w-0 flex-1 flex-col">
                  <Heading level={2} size="md" className="text-brand-900">
                    {item.title}
                  </Heading>
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted">{item.summary}</p>
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
                  <div className="mt-auto pt-4">
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      aria-describedby={`document-${item.id}`}
                      data-testid="download-button"
                      onClick={(event) => {
                        opener.current = event.currentTarget
                        setChosen(item)
                      }}
                      className="focus-ring inline-flex h-10 items-center gap-2 rounded-md bg-brand-800 px-5 text-sm font-semibold text-white hover:bg-brand-700"
                    >
                      <span aria-hidden="true">↓</span> {view.labels.action}
                    </button>
                    <span id={`document-${item.id}`} className="sr-only">
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
