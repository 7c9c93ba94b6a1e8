/**
 * The consultation page (`/{lang}/consultation`): the dialog's form as a plain HTML form that
 * works without JavaScript, where the consult buttons lead when no script runs (ADR 030);
 * `?sent=1` is its confirmation. The limits are the locale's of the contract
 * (contract/consultation.schema.ts, ADR 038).
 */
import type { Locale } from '../../i18n/locales'
import { linkHref, routeLink } from '../../lib/route-path'
import type { PlainFormData } from '../../forms/form-answer'
import { PlainField, PlainForm } from '../../forms/plain-form'
import type { PageCopy } from '../../site/page-copy.server'
import { PageIntro } from '../../site/page-intro'
import { acceptsInternationalPhone, consultationLimits } from './consultation-limits'
import { Heading } from '../../components/ui/heading'

export function ConsultationPage({
  lang,
  copy,
  plainForm,
  sent,
}: {
  lang: Locale
  copy: PageCopy<'consultation'>
  plainForm: PlainFormData
  sent: boolean
}) {
  const action = `${linkHref(routeLink('/$lang/consultation', { lang }))}#consultation`
  const field = { data: plainForm, idPrefix: 'consult' }
  const limits = consultationLimits(lang)
  return (
    <PageIntro page="consultation" copy={copy}>
      <section
        id="consultation"
        className="container-site grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        aria-label={copy.title}
      >
        <div className="rounded-card border border-slate-200 bg-surface p-6 shadow-sm">
          {sent ? (
            <p
              role="status"
              className="text-lg font-semibold text-brand-900"
              data-testid="consult-sent"
            >
              {plainForm.labels.sent}
            </p>
          ) : (
            <PlainForm
              kind="consultation"
              data={plainForm}
              action={action}
              className="grid gap-x-5 gap-y-1 sm:grid-cols-2"
            >
              <PlainField
                {...field}
                name="customersName"
                required
                autoComplete="name"
                maxLength={limits.nameMax}
              />
              <PlainField
                {...field}
                name="customersPhone"
                required
                type="tel"
                autoComplete="tel"
                placeholder={
                  acceptsInternationalPhone(lang) ? '13800138000 / +49301234567' : '13800138000'
                }
              />
              <PlainField
                {...field}
                name="customersAddress"
                required
                autoComplete="address-level2"
                maxLength={limits.addressMax}
                className="sm:col-span-2"
              />
              <PlainField
                {...field}
                name="companyName"
                required
                autoComplete="organization"
                maxLength={limits.companyMax}
              />
              <PlainField {...field} name="industry" required maxLength={limits.industryMax} />
              <PlainField
                {...field}
                name="demand"
                required
                rows={3}
                maxLength={limits.demandMax}
                className="sm:col-span-2"
              />
              <PlainField
                {...field}
                name="remark"
                rows={2}
                maxLength={limits.remarkMax}
                className="sm:col-span-2"
              />
            </PlainForm>
          )}
        </div>
        <aside className="space-y-8" data-testid="consult-aside">
          <div>
            <Heading level={2} size="md" className="text-brand-900">
              {copy.next.heading}
            </Heading>
            <ol className="mt-4 space-y-4">
              {copy.next.steps.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-semibold text-white"
                  >
                    {i + 1}
                  </span>
                  <p className="pt-1 leading-relaxed text-ink-muted">{step}</p>
                </li>
              ))}
            </ol>
          </div>
          <div className="border-t border-slate-200 pt-6">
            <Heading level={2} size="sm" className="text-brand-900">
              {copy.service.heading}
            </Heading>
            <p className="mt-2 leading-relaxed text-ink-muted">{copy.service.text}</p>
          </div>
        </aside>
      </section>
    </PageIntro>
  )
}
