/**
 * The consultation posted without JavaScript (ADR 030): the consultation page's form, stored by
 * `storeConsultationLead` like the dialog's; a stored lead goes to the page's confirmation
 * (`?sent=1`).
 */
import { SHORT_FORM_BODY_LIMIT } from '../../lib/body-limits'
import { linkHref, routeLink } from '../../lib/route-path'
import type { PlainFormSpec } from '../../forms/form-post.server'
import { consultationFields } from './consultation.schema'
import { storeConsultationLead } from './consultation.server'

export const consultationPost: PlainFormSpec = {
  kind: 'consultation',
  multipart: false,
  limit: SHORT_FORM_BODY_LIMIT,
  fields: consultationFields,
  store: ({ values, ...ctx }) => storeConsultationLead({ ...ctx, values }),
  confirmation: ({ locale }) =>
    `${linkHref(routeLink('/$lang/consultation', { lang: locale }, { sent: 1 }))}#consultation`,
}
