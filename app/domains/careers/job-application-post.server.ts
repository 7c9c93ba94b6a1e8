/**
 * The job application posted without JavaScript (ADR 030): the job page's own form, multipart
 * with the CV, stored by the upload endpoint's `storeApplication`; a stored application goes to
 * the job page's confirmation (`?sent=1`).
 */
import { linkHref, routeLink } from '../../lib/route-path'
import type { PlainFormSpec } from '../../forms/form-post.server'
import { APPLICATION_BODY_LIMIT, storeApplication } from './job-application.server'

export const applicationPost: PlainFormSpec = {
  kind: 'application',
  multipart: true,
  limit: APPLICATION_BODY_LIMIT,
  fields: ['name', 'phone', 'email', 'message'],
  store: (ctx) => storeApplication(ctx),
  confirmation: ({ locale, url }) => {
    const id = Number(url.searchParams.get('id'))
    return `${linkHref(routeLink('/$lang/join-details', { lang: locale }, { id, sent: 1 }))}#job-apply`
  },
}
