/**
 * The content service's environment, parsed once with zod; a bad value stops start-up with the
 * list of what is wrong. The site validates its own (app/lib/env.server.ts); the variables below
 * mean the same in both. Documented in .env.example.
 */
import { z } from 'zod'
import { deliveryEnvShape, checkDeliveryEnv } from './delivery/config'

/** An optional string where an empty value counts as unset. */
const optional = (schema: z.ZodString) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(schema.optional())
    .optional()

export const cmsEnvSchema = z.object({
  HOST: z
    .string()
    .trim()
    .min(1)
    .regex(/^[A-Za-z0-9.:[\]-]+$/, 'must be a host name or IP address')
    .default('0.0.0.0'),
  /** Port of the standalone content service (npm run cms:serve). */
  CMS_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the embedded database, uploads and files live. */
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /**
   * A seeded data directory (`npm run build` writes dist/seed-data) copied into an empty DATA_DIR
   * instead of creating and seeding the database there; the production start scripts point it at
   * their build. Unset: a new DATA_DIR is seeded in place.
   */
  CMS_SEED_TEMPLATE: optional(z.string()),
  /**
   * The embedded database's page buffers (PostgreSQL's shared_buffers; PGlite only). Unset: 8 MB
   * (cms/db/durable-pglite.ts), which holds the seeded site (ADR 022); a site with thousands of
   * stories sets more, or its searches read the index back through the file system
   * (docs/performance.md, site search).
   */
  PGLITE_SHARED_BUFFERS: optional(
    z.string().regex(/^\d{1,5}(kB|MB|GB)$/, 'must be a size such as 8MB or 64MB'),
  ),
  /** PostgreSQL connection string; unset = embedded PGlite under DATA_DIR. */
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  /** Bearer token of the admin API; unset = admin API disabled. */
  CMS_ADMIN_TOKEN: optional(z.string().min(24, 'must be at least 24 characters')),
  /** Writes (leads, applications, download requests) per client per minute and endpoint. */
  CMS_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /**
   * Form tokens (`GET /formToken`) per client per minute: more than writes, since a visitor opens
   * a form (or the download dialog for one document after another) without always sending it.
   */
  CMS_FORM_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Site searches (`GET /search`) per client per minute (issue 38). */
  CMS_SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Comma-separated origins allowed to post besides the service's own. */
  CMS_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * Secret of signed download links, form tokens and the site's forwarded visitor address; unset =
   * a random secret kept in DATA_DIR. A standalone service and its site must share it.
   */
  CMS_SIGNING_SECRET: z.string().min(16).optional(),
  /** The minimum age of a form token in milliseconds: a write sent sooner came from a script. */
  CMS_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(1_500),
  /**
   * Named editors of the management API (ADR 040): `name:token,name:token`, each token at least
   * 24 characters. They manage content only; CMS_ADMIN_TOKEN (the `admin`) reaches everything.
   */
  CMS_EDITOR_TOKENS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const editors: Array<{ name: string; token: string }> = []
      for (const entry of value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const at = entry.indexOf(':')
        const name = entry.slice(0, at)
        const token = entry.slice(at + 1)
        if (
          at < 1 ||
          !/^[a-z0-9][a-z0-9._-]{0,59}$/i.test(name) ||
          name === 'admin' ||
          token.length < 24
        )
          ctx.addIssue({
            code: 'custom',
            message:
              'must be name:token pairs (a name other than admin, a token of 24+ characters)',
          })
        else editors.push({ name, token })
      }
      return editors
    }),
  /** How long a preview link of the management API works, in seconds (default an hour). */
  CMS_PREVIEW_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3_600),
  /** The site's public origin for preview links; unset: PUBLIC_SITE_URL, else the request's. */
  SITE_PUBLIC_URL: optional(
    z.string().regex(/^https?:\/\/[^/]+\/?$/, 'must be an origin such as https://www.example.com'),
  ),
  /** How often each process looks for due publishAt / unpublishAt (milliseconds). */
  CMS_SCHEDULE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  /** Delivery of leads, download requests and applications by mail and webhook (ADR 039). */
  ...deliveryEnvShape,
})

export type CmsEnv = z.infer<typeof cmsEnvSchema>

export function parseCmsEnv(source: Record<string, string | undefined>): CmsEnv {
  const result = cmsEnvSchema.superRefine(checkDeliveryEnv).safeParse(source)
  if (!result.success) {
    const problems = result.error.issues
      .map((i) => `  - ${i.path.join('.')}: ${i.message}`)
      .join('\n')
    throw Object.assign(new Error(`Invalid environment:\n${problems}`), { code: 'EINVALIDENV' })
  }
  return result.data
}
