/**
 * Mail to the sales team (nodemailer over LEAD_SMTP_URL): plain text and HTML in
 * LEAD_MAIL_LANGUAGE, every field, the page and locale, a link to the admin record, the CV
 * attached. The delivery's id is the Message-ID, so a mail sent again after a crash is the same
 * message to the receiving side. Never to the visitor.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { mailWords, type MailWords } from '../messages'
import type { DeliveryEnv, MailRoute } from './config'
import { OUTSIDE_MAINLAND, type DeliveryPayload, type SubmissionKind } from './payload'
import type { Sender } from './worker'

/** The addresses of the first route matching the kind and region, else LEAD_MAIL_TO. */
export function recipientsFor(
  routes: MailRoute[] | undefined,
  fallback: string[],
  kind: SubmissionKind,
  region: string | null,
): string[] {
  const route = (routes ?? []).find(
    (r) => (!r.kind || r.kind === kind) && (!r.region || r.region === region),
  )
  if (!route) return fallback
  return typeof route.to === 'string' ? [route.to] : route.to
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

/** The subject: the kind's pattern with the submission's company, name, document or job. */
function subjectOf(words: MailWords, data: DeliveryPayload['data']): string {
  const f = data.fields
  const values: Record<string, unknown> = {
    company: f.companyName ?? f.company,
    name: f.customersName ?? f.name,
    document: f.documentTitle ?? f.downloadId,
    job: f.jobTitle ?? f.jobId,
  }
  // One line: a header must not carry the visitor's line breaks.
  return words.subject[data.kind]
    .replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
    .replace(/[\r\n]+/g, ' ')
}

/**
 * The mail's rows: every field under its label, then where it came from and the record. Only the
 * service's own links (record, CV) are links in the HTML; what a client sent (the page, a field
 * that looks like a URL) stays text.
 */
function rowsOf(words: MailWords, data: DeliveryPayload['data'], id: string) {
  const labels: Record<string, string> = words.labels
  const rows: Array<[string, string, link?: boolean]> = Object.entries(data.fields).map(
    ([key, value]) => [labels[key] ?? key, value == null ? '' : String(value)],
  )
  if (data.region)
    rows.push([
      words.region,
      data.region === OUTSIDE_MAINLAND ? words.outsideMainland : data.region,
    ])
  rows.push(
    [words.page, data.page ?? ''],
    [words.locale, data.locale],
    [words.submittedAt, data.createdAt],
    [words.record, data.adminUrl, true],
  )
  if (data.cvUrl) rows.push([words.cv, data.cvUrl, true])
  rows.push([words.reference, id])
  return rows
}

export function composeMail(
  language: DeliveryEnv['LEAD_MAIL_LANGUAGE'],
  payload: DeliveryPayload,
  id: string,
) {
  const words = mailWords(language)
  const rows = rowsOf(words, payload.data, id)
  const text = [
    words.intro[payload.data.kind],
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ].join('\n')
  const cell = (value: string, link?: boolean) =>
    link
      ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
      : escapeHtml(value).replace(/\n/g, '<br>')
  const html = [
    `<!doctype html><html lang="${language}"><body>`,
    `<p>${escapeHtml(words.intro[payload.data.kind])}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value, link]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${cell(value, link)}</td></tr>`,
    ),
    '</table></body></html>',
  ].join('\n')
  return { subject: subjectOf(words, payload.data), text, html }
}

export function mailSender(
  env: DeliveryEnv,
  deps: { db: CmsDatabase; filesDir: string; timeoutMs: number },
): Sender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: env.LEAD_SMTP_URL!,
    connectionTimeout: deps.timeoutMs,
    greetingTimeout: deps.timeoutMs,
    socketTimeout: deps.timeoutMs,
  })
  const from = env.LEAD_MAIL_FROM!
  const domain = from.split('@')[1]
  return {
    async send(delivery) {
      const payload = delivery.payload as unknown as DeliveryPayload
      const to = recipientsFor(
        env.LEAD_MAIL_ROUTES,
        env.LEAD_MAIL_TO!,
        payload.data.kind,
        payload.data.region,
      )
      const attachments = []
      if (payload.data.kind === 'application') {
        const [cv] = await deps.db
          .select({ storedName: t.resume.storedName, fileName: t.resume.fileName })
          .from(t.resume)
          .where(eq(t.resume.id, payload.data.id))
        // A CV that is gone (a restored database without its files) leaves the link in the mail.
        const content = cv
          ? await readFile(join(deps.filesDir, 'resumes', cv.storedName)).catch(() => undefined)
          : undefined
        if (cv && content) attachments.push({ filename: cv.fileName, content })
      }
      await transport.sendMail({
        from,
        to,
        messageId: `<${delivery.id}@${domain}>`,
        headers: { 'X-Starbridge-Delivery': delivery.id },
        ...composeMail(env.LEAD_MAIL_LANGUAGE, payload, delivery.id),
        attachments,
      })
      return { recipient: to.join(', ') }
    },
    close: () => transport.close(),
  }
}
