/**
 * Pieces the content pages share: the consultation button, industry links, related documents and
 * the closing band. They take resolved strings; no messages and no fetching here.
 */
import { CtaBand } from '../blocks/cta-band/cta-band'
import { AppLink } from '../components/ui/app-link'
import { buttonClasses } from '../components/ui/button'
import type { Locale } from '../i18n/locales'
import { ConsultLink } from './consult-link'
import { linkHref, routeLink } from '../lib/route-path'
import type { DownloadCard, IndustryLink } from './content-cards.server'

/**
 * Opens the consultation pop-up (focus returns here when it closes); without JavaScript, a link
 * to the consultation page.
 */
export function ConsultButton({ label }: { label: string }) {
  return (
    <ConsultLink data-testid="cta-consult" className={buttonClasses({ size: 'lg' })}>
      {label}
    </ConsultLink>
  )
}

/** Links to the case studies of each industry. */
export function IndustryLinks({ lang, items }: { lang: Locale; items: readonly IndustryLink[] }) {
  return (
    // One column on the narrowest phones, where two would cut an industry's name, and smaller type
    // on phones (Pharmaceuticals, コールドチェーン fit a half-width box); a name still longer than
    // its box hyphenates (its `lang`) or, last, breaks (ADR 029, ADR 043).
    <ul
      className="grid grid-cols-1 gap-3 min-[380px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      data-testid="industry-links"
    >
      {items.map((industry) => (
        <li key={industry.slug} lang={industry.lang}>
          <AppLink
            link={routeLink('/$lang/succeedCase/$category', { lang, category: industry.slug })}
            className="focus-ring flex h-full items-center justify-between gap-2 rounded-card border border-slate-200 bg-surface px-3 py-3 text-sm font-medium text-brand-900 shadow-sm hover:border-accent-400 hover:shadow-md sm:text-base md:px-4"
          >
            <span className="min-w-0 break-keep hyphens-auto [overflow-wrap:anywhere]">
              {industry.name}
            </span>
            <span aria-hidden="true" className="text-accent-500">
              →
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

/** Documents of the download center that belong to this page. */
export function DownloadList({
  items,
  action,
}: {
  items: readonly DownloadCard[]
  action: string
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="download-list">
      {items.map((item) => (
        <li
          key={linkHref(item.link)}
          lang={item.lang}
          className="relative flex gap-4 rounded-card border border-slate-200 bg-surface p-5 shadow-sm focus-within:shadow-md hover:shadow-md"
        >
          <span
            aria-hidden="true"
            className="flex h-14 w-11 shrink-0 items-end justify-center rounded-sm border-2 border-brand-200 bg-brand-50 pb-1 text-[10px] font-bold text-brand-700"
          >
            PDF
          </span>
          <div>
            <h3 className="font-semibold text-brand-900">
              <AppLink link={item.link} className="focus-ring rounded after:absolute after:inset-0">
                {item.title}
              </AppLink>
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{item.summary}</p>
            <p className="mt-2 text-xs font-medium text-ink-muted">
              {item.meta} · <span className="text-accent-600">{action}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The closing invitation with the consultation button. */
export function ClosingBand({
  heading,
  text,
  label,
}: {
  heading: string
  text: string
  label: string
}) {
  return <CtaBand heading={heading} text={text} action={<ConsultButton label={label} />} />
}
