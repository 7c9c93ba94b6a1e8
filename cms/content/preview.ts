/**
 * Preview tokens (issue 35, ADR 040): `<payload>.<signature>`, the payload base64url JSON of
 * the collection, the version's id and the expiry (Unix seconds), the signature an HMAC-SHA256
 * of the payload with the service's signing secret (under its own label, so no other signed
 * value of the service is a valid token). A token reads one version, whatever its status, until
 * it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { contentCollections, type ContentCollection } from '../../contract/content-change'
import type { SiteLocale } from '../../contract/content-language'

export interface PreviewClaim {
  collection: ContentCollection
  id: number
  /** Unix seconds. */
  exp: number
}

const claimSchema = z.strictObject({
  collection: z.enum(contentCollections),
  id: z.number().int().min(1),
  exp: z.number().int(),
})

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`preview.${payload}`).digest('base64url')

export function issuePreviewToken(secret: string, claim: PreviewClaim): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

/** The claim of a good token; 'invalid' (forged, malformed) or 'expired'. */
export function readPreviewToken(
  secret: string,
  token: string,
  now = Date.now(),
): PreviewClaim | 'invalid' | 'expired' {
  const [payload = '', signature = '', ...rest] = token.split('.')
  if (rest.length || !payload || token.length > 1_000) return 'invalid'
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return 'invalid'
  }
  const claim = claimSchema.safeParse(json)
  if (!claim.success) return 'invalid'
  return claim.data.exp * 1000 <= now ? 'expired' : claim.data
}

/**
 * The site's page of a version (app/site/registry.ts): cases, news and investor items by their
 * kind, a job's posting, the video page, the download centre.
 */
export function previewPath(
  locale: SiteLocale,
  collection: ContentCollection,
  row: { id: number; type?: string },
): string {
  const base = `/${locale}`
  if (collection === 'jobs') return `${base}/join-details?id=${row.id}`
  if (collection === 'media') return `${base}/aboutUs/videoDetails?v=${row.id}`
  if (collection === 'downloads') return `${base}/aboutUs/downloadCenter?`
  if (row.type === 'case') return `${base}/caseDetails?id=${row.id}`
  if (row.type === 'investor') return `${base}/investor-news/${row.id}?`
  return `${base}/aboutUs/journalism/${row.id}?`
}

/** The page's URL with `preview=<token>` added. */
export function previewUrl(origin: string, path: string, token: string): string {
  const joiner = path.endsWith('?') ? '' : '&'
  return `${origin.replace(/\/+$/, '')}${path}${joiner}preview=${encodeURIComponent(token)}`
}
