import { useRef, type ReactNode } from 'react'
import { useConsultationDialog } from '../../lib/consultation-dialog'
import * as m from '../../paraglide/messages.js'
import { baseLocale, isLocale, type Locale } from '../../i18n/locales'
import { documentTitle } from '../../lib/site-config'
import { pageMessages, type PageId, type PageMessages } from './page-messages'

/** head() of a page: "{page title} - {company name}" in the page's locale. */
export function pageHead(page: PageId, lang: string) {
  const locale: Locale = isLocale(lang) ? lang : baseLocale
  const msgs: PageMessages = pageMessages[page]
  return {
    meta: [
      { title: documentTitle(msgs.title({}, { locale }), locale) },
      { name: 'description', content: msgs.intro({}, { locale }) },
    ],
  }
}

/** A call to action that opens the consultation pop-up (focus returns here when it closes). */
function ConsultCallToAction() {
  const consult = useConsultationDialog()
  const button = useRef<HTMLButtonElement>(null)
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="dialog"
      onClick={() => consult.openFrom(button.current)}
      data-testid="cta-consult"
      className="mt-8 inline-flex h-12 items-center rounded-md bg-amber-400 px-6 text-sm font-semibold text-[#0b2545] shadow hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {m.cta_consult()}
    </button>
  )
}

/** The page's heading and one-paragraph introduction, in the page hero band. */
export function PageIntro({ page, children }: { page: PageId; children?: ReactNode }) {
  const msgs: PageMessages = pageMessages[page]
  return (
    <>
      <section className="page-hero" data-page={page}>
        <div className="container-site py-14 md:py-20">
          <h1 className="text-3xl font-semibold tracking-tight text-white md:text-5xl">
            {(msgs.heading ?? msgs.title)()}
          </h1>
          <p className="mt-5 max-w-3xl text-base leading-relaxed text-slate-200 md:text-lg">
            {msgs.intro()}
          </p>
          <ConsultCallToAction />
        </div>
      </section>
      {children}
    </>
  )
}
