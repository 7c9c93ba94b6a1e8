/**
 * What a delivery carries: the submission as accepted, its kind, the page and locale the visitor
 * came from, and links to its admin record. Written into the outbox in the submission's own
 * transaction (`enqueueDeliveries`), so the webhook's JSON and the mail show what was stored.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { callerLocale } from '../http'
import { regionTree } from '../regions/regions'
import type { DeliveryTarget } from './config'

export const submissionKinds = ['lead', 'download', 'application'] as const
export type SubmissionKind = (typeof submissionKinds)[number]

/** The admin API's collection of each kind (cms/admin.ts). */
export const adminCollection = {
  lead: 'leads',
  download: 'downloads',
  application: 'applications',
} as const satisfies Record<SubmissionKind, string>

/** The Standard Webhooks event type of each kind. */
const eventType = {
  lead: 'lead.created',
  download: 'download.requested',
  application: 'application.received',
} as const satisfies Record<SubmissionKind, string>

/** The region of a lead outside the mainland's provinces (mail routing, ADR 039). */
export const OUTSIDE_MAINLAND = 'outside-mainland'

/** Provinces of mainland China by name; Taiwan, Hong Kong and Macao have codes from 710000. */
const mainland = new Set(regionTree().flatMap((p) => (p.id < 710_000 ? [p.name] : [])))

/** The province a lead's address starts with ("广东省/深圳市/南山区"), or outside-mainland. */
export function regionOf(address: string): string {
  const province = address.split('/')[0]?.trim() ?? ''
  return mainland.has(province) ? province : OUTSIDE_MAINLAND
}

export interface DeliveryPayload {
  type: (typeof eventType)[SubmissionKind]
  timestamp: string
  data: {
    kind: SubmissionKind
    id: number
    createdAt: string
    /** The visitor's locale (de, zh-CN, ...). */
    locale: string
    /** The page the form was sent from, when the client said (its Referer). */
    page: string | null
    /** Leads: the province or outside-mainland; other kinds: null. */
    region: string | null
    /** The record in the admin API (Bearer CMS_ADMIN_TOKEN). */
    adminUrl: string
    /** Applications: the CV in the admin API. */
    cvUrl?: string
    fields: Record<string, string | number | null>
  }
}

/** The page a write came from: its Referer as an http(s) URL without query or fragment. */
function pageOf(c: Context): string | null {
  const referer = c.req.header('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return `${url.origin}${url.pathname}`.slice(0, 500)
  } catch {
    return null
  }
}

/** A delivery's id, its idempotency key: `msg_` and 26 base32 characters (130 random bits). */
export function deliveryId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  return `msg_${Array.from(randomBytes(26), (b) => alphabet[b & 31]).join('')}`
}

type Tx = Parameters<Parameters<CmsDatabase['transaction']>[0]>[0]

export interface Submission {
  kind: SubmissionKind
  /** The inserted row, as `returning()` gave it. */
  row: { id: number; createdAt: Date } & Record<string, unknown>
}

/** The fields a receiver sees: the row without ids, timestamps and stored file names. */
async function fieldsOf(tx: Tx, { kind, row }: Submission) {
  const hidden = new Set(['id', 'createdAt', 'storedName', 'locale'])
  const fields: Record<string, string | number | null> = {}
  for (const [key, value] of Object.entries(row))
    if (!hidden.has(key) && (typeof value === 'string' || typeof value === 'number'))
      fields[key] = value
  if (kind === 'download') {
    const [doc] = await tx
      .select({ title: t.download.title })
      .from(t.download)
      .where(eq(t.download.id, Number(row.downloadId)))
    fields.documentTitle = doc?.title ?? null
  }
  if (kind === 'application') {
    const [job] = await tx
      .select({ title: t.job.title })
      .from(t.job)
      .where(eq(t.job.id, Number(row.jobId)))
    fields.jobTitle = job?.title ?? null
  }
  return fields
}

export interface DeliveryOutbox {
  /** Targets of submissions. */
  targets: Array<Exclude<DeliveryTarget, 'content'>>
  /** Whether change events of content are sent too (CONTENT_WEBHOOK_URL, ADR 040). */
  contentWebhook?: boolean
  /** Base of admin links (LEAD_ADMIN_URL); empty: links are paths. */
  adminBase: string
  /** Tells the worker that rows were committed. */
  wake(): void
}

/**
 * One outbox row per configured target for `submission`, in the caller's transaction `tx`.
 * The locale is the row's own where it has one, else the caller's Accept-Language.
 */
export async function enqueueDeliveries(
  tx: Tx,
  outbox: DeliveryOutbox | undefined,
  c: Context,
  submission: Submission,
): Promise<void> {
  if (!outbox?.targets.length) return
  const { kind, row } = submission
  const fields = await fieldsOf(tx, submission)
  const record = `${outbox.adminBase}/cms/admin/${adminCollection[kind]}/${row.id}`
  const locale = typeof row.locale === 'string' && row.locale ? row.locale : callerLocale(c)
  const payload: DeliveryPayload = {
    type: eventType[kind],
    timestamp: row.createdAt.toISOString(),
    data: {
      kind,
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      locale,
      page: pageOf(c),
      region: kind === 'lead' ? regionOf(String(row.customersAddress ?? '')) : null,
      adminUrl: record,
      ...(kind === 'application' ? { cvUrl: `${record}/cv` } : {}),
      fields,
    },
  }
  await tx.insert(t.leadDelivery).values(
    outbox.targets.map((target) => ({
      id: deliveryId(),
      kind,
      submissionId: row.id,
      target,
      payload: payload as unknown as Record<string, unknown>,
    })),
  )
}
