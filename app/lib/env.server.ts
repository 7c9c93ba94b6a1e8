/**
 * The site's environment, parsed once with zod. A bad value stops start-up with a list of what is
 * wrong. Documented in .env.example. The content service validates its own variables
 * (cms/env.ts), also when it runs in this process.
 */
import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/ }).optional())

/** A secret of at least 16 characters, or unset (empty counts as unset). */
const optionalSecret = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().min(16).optional())
  .optional()

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z
    .string()
    .trim()
    .min(1)
    .regex(/^[A-Za-z0-9.:[\]-]+$/, 'must be a host name or IP address')
    .default('0.0.0.0'),
  /** External content service (".../cms/open/api" is appended); unset = in-process service. */
  CMS_BASE_URL: optionalUrl.optional(),
  /** Timeout of one content-service call, in milliseconds (spec: 25000). */
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(25_000),
  /** Seconds a cached header/footer list is fresh before it is refreshed in the background. */
  CMS_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Memory for rendered pages, in MB (app/lib/page-cache.server.ts); 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Seconds a rendered page is fresh; then served stale while it is rendered again. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /**
   * Pages rendered at once (app/server.ts); more wait their turn. Each render holds its memory
   * until its last byte, so this bounds the heap under a burst of uncached pages.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  /**
   * Seconds a request body may send nothing before it is dropped (a stalled upload), and seconds
   * the whole body may take from the request's arrival (a 5 MB CV at about 0.4 Mbit/s).
   * app/lib/body-guard.server.ts.
   */
  BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  BODY_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /**
   * Connections one client (an IPv4 address, an IPv6 /64) may hold open; more are closed at once.
   * Proxies TRUST_PROXY names are not counted. server/connection-guard.server.ts.
   */
  CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(128),
  /**
   * Seconds a request's headers may take (Node's headersTimeout); a new connection that sends
   * nothing is closed then too.
   */
  HEADER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Seconds a kept-alive connection may wait for its next request (Node's keepAliveTimeout). */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Request bodies (uploads, form posts) one client may send at once; more answer 429. */
  UPLOADS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(3),
  /**
   * The host names this server answers as itself while PUBLIC_SITE_URL is unset (comma-separated,
   * IPv6 in brackets; on PORT unless an entry names its port, `name:8080`): a page requested over
   * HTTP under another host or port is rendered for that request alone and never kept by a cache,
   * so a forged Host cannot put its origin into pages others receive.
   */
  SITE_HOSTS: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.:[\], -]*$/, 'must be host names or IP addresses, comma-separated')
    .default('localhost,127.0.0.1,[::1]')
    .transform((v) =>
      v
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    ),
  /** Form tokens one client may take per minute (each form that opens takes one). */
  FORM_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Consultation submissions per client per minute, checked by the site's server function. */
  CONSULT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /**
   * Form posts per client refused for their content (a field, the stamp, the honeypot), counted
   * apart from CONSULT_RATE_LIMIT over the same window: a correction is never refused for them.
   */
  FORM_REFUSED_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** "1" serves the block catalogue at /blocks (a developer tool; 404 otherwise). */
  BLOCK_CATALOGUE: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (proxy-addr syntax:
   * `loopback`, `uniquelocal`, CIDRs, comma-separated, or a hop count). Unset: none.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^[\w.:/, -]*$/, 'must be proxy-addr names, CIDRs or a hop count')
    .optional(),
  /**
   * The secret shared with a standalone content service (its CMS_SIGNING_SECRET): the site signs
   * the visitor address it forwards with it. Unset with CMS_BASE_URL: the service counts every
   * visitor as the site. The in-process service needs none.
   */
  CMS_SIGNING_SECRET: optionalSecret,
  /**
   * The management token of a standalone content service (its CMS_ADMIN_TOKEN): the site sends
   * its pages' copy to the service's search index with it at start (ADR 042). Unset with
   * CMS_BASE_URL: site search finds stories only. The in-process service needs none.
   */
  CMS_ADMIN_TOKEN: optionalSecret,
  /**
   * Signs the page stamp of the forms that post without JavaScript (ADR 030). Unset:
   * CMS_SIGNING_SECRET, else a secret made once and kept in DATA_DIR (one for a fleet on it).
   */
  FORM_STAMP_SECRET: optionalSecret,
  /** Public origin of the site, used for absolute URLs (QR codes, canonical links). */
  PUBLIC_SITE_URL: optionalUrl.optional(),
  /**
   * Verifies `POST /api/content-changed` (Standard Webhooks, `whsec_…`): the secret a standalone
   * content service (its CONTENT_WEBHOOK_SECRET) or another CMS signs its change events with.
   * Unset: the endpoint answers 404 (the embedded service tells the site in process). ADR 041.
   */
  CONTENT_CHANGED_SECRET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(
          /^whsec_[A-Za-z0-9+/=]{24,}$/,
          'must be a Standard Webhooks secret (whsec_ + base64)',
        )
        .optional(),
    )
    .optional(),
  /**
   * nginx's purge listener (deploy/nginx/starbridge.conf, the cache-purge module): a change
   * purges there every page this process served that showed it. Unset: no shared cache to purge.
   */
  NGINX_PURGE_URL: optionalUrl.optional(),
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues
      .map((i) => `  - ${i.path.join('.')}: ${i.message}`)
      .join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  return result.data
}

let cached: Env | undefined

/** The validated environment of this process (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
