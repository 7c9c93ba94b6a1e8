/**
 * The delivery variables of the content service's environment (cms/env.ts) and the mail routing
 * table. A bad value (an unparsable URL, a webhook without its secret, mail without a sender)
 * stops the start with the list of problems; none set: no delivery, submissions are stored only.
 */
import { existsSync, readFileSync } from 'node:fs'
import { Webhook } from 'standardwebhooks'
import { z } from 'zod'
import { submissionKinds, type SubmissionKind } from './payload'

/** An optional string where an empty value counts as unset. */
const optional = <S extends z.ZodType<unknown, string>>(schema: S) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(schema.optional())
    .optional()

const email = z.email('must be a mail address such as sales@example.com')
const addressList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(email).min(1, 'must name at least one mail address'))

/** A URL whose scheme is one of `schemes` (e.g. `smtp:`), parsed by WHATWG URL. */
const urlWith = (schemes: string[], example: string) =>
  z.string().refine((v) => {
    try {
      return schemes.includes(new URL(v).protocol)
    } catch {
      return false
    }
  }, `must be a URL such as ${example}`)

/** A Standard Webhooks secret: `whsec_` and base64 of 24 to 64 random bytes. */
const webhookSecret = z.string().refine((v) => {
  if (!v.startsWith('whsec_')) return false
  try {
    new Webhook(v)
    const bytes = Buffer.from(v.slice(6), 'base64').length
    return bytes >= 24 && bytes <= 64
  } catch {
    return false
  }
}, 'must be whsec_ followed by base64 of 24 to 64 random bytes (openssl rand -base64 32)')

/** Where mail goes: the first rule whose kind and region match (unset = any) sends to `to`. */
const routeSchema = z.strictObject({
  kind: z.enum(submissionKinds).optional(),
  /** A province as the region tree names it (广东省), or `outside-mainland`. */
  region: z.string().trim().min(1).optional(),
  to: z.union([email, z.array(email).min(1)]),
})
export type MailRoute = z.infer<typeof routeSchema>
const routesSchema = z.array(routeSchema)

/** LEAD_MAIL_ROUTES: the table as JSON, or the path of a JSON file holding it. */
const mailRoutes = z.string().transform((value, ctx): MailRoute[] => {
  let text = value
  if (!value.startsWith('[')) {
    if (!existsSync(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array or the path of a JSON file' })
      return z.NEVER
    }
    text = readFileSync(value, 'utf8')
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    ctx.addIssue({ code: 'custom', message: 'is not valid JSON' })
    return z.NEVER
  }
  const parsed = routesSchema.safeParse(json)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: `[${issue.path.join('.')}] ${issue.message}` })
  return z.NEVER
})

const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback)

export const deliveryEnvShape = {
  /** SMTP server of lead mail, e.g. smtp://user:pass@mail.example.com:587 (smtps: for TLS). */
  LEAD_SMTP_URL: optional(urlWith(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587')),
  LEAD_MAIL_FROM: optional(email),
  /** Comma-separated addresses that get every submission no route sends elsewhere. */
  LEAD_MAIL_TO: optional(addressList),
  LEAD_MAIL_ROUTES: optional(mailRoutes),
  /** The sales team's language: the mail's words (not the visitor's). */
  LEAD_MAIL_LANGUAGE: z.enum(['zh-CN', 'en']).default('zh-CN'),
  /** Where staff open the admin API (the mail links a record there); unset: PUBLIC_SITE_URL. */
  LEAD_ADMIN_URL: optional(urlWith(['http:', 'https:'], 'https://www.example.com')),
  PUBLIC_SITE_URL: optional(z.string()),
  LEAD_WEBHOOK_URL: optional(urlWith(['http:', 'https:'], 'https://crm.example.com/hooks/leads')),
  LEAD_WEBHOOK_SECRET: optional(webhookSecret),
  /**
   * Where change events of published content go (issue 35, ADR 040): the site's
   * `POST /api/content-changed` when it runs apart from the service. Signed like the lead webhook.
   */
  CONTENT_WEBHOOK_URL: optional(
    urlWith(['http:', 'https:'], 'https://www.example.com/api/content-changed'),
  ),
  CONTENT_WEBHOOK_SECRET: optional(webhookSecret),
  /** The first retry's delay; each next one doubles, up to an hour. */
  LEAD_RETRY_MIN_MS: milliseconds(10, 3_600_000, 10_000),
  /** Attempts before a delivery is marked failed (an operator may retry it). */
  LEAD_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /** How long a claimed delivery is held before another worker may take it (its process died). */
  LEAD_LEASE_MS: milliseconds(1_000, 3_600_000, 120_000),
  /** How often a worker looks for due deliveries besides being woken by a write. */
  LEAD_POLL_MS: milliseconds(50, 600_000, 5_000),
}

export type DeliveryEnv = z.infer<z.ZodObject<typeof deliveryEnvShape>>

/** Variables that only make sense together. */
export function checkDeliveryEnv(env: DeliveryEnv, ctx: z.RefinementCtx): void {
  const problem = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message })
  if (env.LEAD_SMTP_URL) {
    if (!env.LEAD_MAIL_FROM) problem('LEAD_MAIL_FROM', 'required with LEAD_SMTP_URL')
    if (!env.LEAD_MAIL_TO) problem('LEAD_MAIL_TO', 'required with LEAD_SMTP_URL')
  } else {
    for (const name of ['LEAD_MAIL_FROM', 'LEAD_MAIL_TO', 'LEAD_MAIL_ROUTES'] as const)
      if (env[name]) problem(name, 'set without LEAD_SMTP_URL: no mail would be sent')
  }
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET)
    problem('LEAD_WEBHOOK_SECRET', 'required with LEAD_WEBHOOK_URL')
  if (env.LEAD_WEBHOOK_SECRET && !env.LEAD_WEBHOOK_URL)
    problem('LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET is set but no webhook URL')
  if (env.CONTENT_WEBHOOK_URL && !env.CONTENT_WEBHOOK_SECRET)
    problem('CONTENT_WEBHOOK_SECRET', 'required with CONTENT_WEBHOOK_URL')
  if (env.CONTENT_WEBHOOK_SECRET && !env.CONTENT_WEBHOOK_URL)
    problem('CONTENT_WEBHOOK_URL', 'CONTENT_WEBHOOK_SECRET is set but no webhook URL')
}

/**
 * The targets the environment configures, in the order their rows are written. `content`: change
 * events of published content (cms/content/changes.ts), not submissions.
 */
export type DeliveryTarget = 'mail' | 'webhook' | 'content'

/** The targets of submissions (leads, download requests, applications). */
export function configuredTargets(env: DeliveryEnv): Array<'mail' | 'webhook'> {
  return [
    ...(env.LEAD_SMTP_URL ? (['mail'] as const) : []),
    ...(env.LEAD_WEBHOOK_URL ? (['webhook'] as const) : []),
  ]
}

export type { SubmissionKind }
