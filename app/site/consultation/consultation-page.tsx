/**
 * The consultation page (`/{lang}/consultation`): the dialog's form as a plain HTML form that
 * works without JavaScript, where the consult buttons lead when no script runs (ADR 030);
 * `?sent=1` is its confirmation. The limits are the contract's (contract/consultation.schema.ts).
 */
import { isChineseLocale, type Locale } from '../../i18n/locales'
import { linkHref, routeLink } from '../../lib/route-path'
import type { PlainFormData } from '../forms/form-answer'
import { PlainField, PlainForm } from '../forms/plain-form'
import type { PageCopy } from '../page-copy.server'
import { PageIntro } from '../page-intro'

export function ConsultationPage({
  lang,
  copy,
  plainForm,
  sent,
}: {
  lang: Locale
  copy: PageCopy
  plainForm: PlainFormData
  sent: boolean
}) {
  const action = `${linkHref(routeLink('/$lang/consultation', { lang }))}#consultation`
  const field = { data: plainForm, idPrefix: 'consult' }
  return (
    <PageIntro page="consultation" copy={copy}>
      <section id="consultation" className="container-site py-12 md:py-16" aria-label={copy.title}>
        <div className="max-w-3xl rounded-card border border-slate-200 bg-surface p-6 shadow-sm">
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
              <PlainField {...field} name="customersName" required autoComplete="name" />
              <PlainField
                {...field}
                name="customersPhone"
                required
                type="tel"
                autoComplete="tel"
                placeholder={isChineseLocale(lang) ? '13800138000' : '13800138000 / +49301234567'}
              />
              <PlainField
                {...field}
                name="customersAddress"
                required
                autoComplete="address-level2"
                maxLength={120}
                className="sm:col-span-2"
              />
              <PlainField
                {...field}
                name="companyName"
                required
                autoComplete="organization"
                maxLength={100}
              />
              <PlainField {...field} name="industry" required maxLength={50} />
              <PlainField
                {...field}
                name="demand"
                required
                rows={3}
                maxLength={100}
                className="sm:col-span-2"
              />
              <PlainField
                {...field}
                name="remark"
                rows={2}
                maxLength={100}
                className="sm:col-span-2"
              />
            </PlainForm>
          )}
        </div>
      </section>
    </PageIntro>
  )
}
