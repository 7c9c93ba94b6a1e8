/**
 * The environment, parsed once with zod. A bad value stops start-up with a list
 * of what is wrong. Documented in .env.example.
 */
import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/ }).optional())

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
  /** Where the embedded database and uploads live. */
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** PostgreSQL connection string; unset = embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    )
    .optional(),
  /** Bearer token of the admin API; unset = admin API disabled. */
  CMS_ADMIN_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(24, 'must be at least 24 characters').optional())
    .optional(),
  /** Consultation submissions per client per minute, checked by the site's server function. */
  CONSULT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Writes (leads, applications, download requests) per client per minute and endpoint. */
  CMS_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Comma-separated origins allowed to post to the content service besides its own. */
  CMS_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Secret of signed download links; unset = a random secret kept in DATA_DIR. */
  CMS_SIGNING_SECRET: z.string().min(16).optional(),
  /** Port of the standalone content service (npm run cms). */
  CMS_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /** "1" serves the block catalogue at /blocks (a developer tool; 404 otherwise). */
  BLOCK_CATALOGUE: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
  /** Public origin of the site, used for absolute URLs (QR codes, canonical links). */
  PUBLIC_SITE_URL: optionalUrl.optional(),
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
