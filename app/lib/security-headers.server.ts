import { createHash } from 'node:crypto'

/** Security headers added to every response of the site. */
const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Our files are for our pages: another site cannot embed them (Spectre-class leaks).
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Permitted-Cross-Domain-Policies': 'none',
}

/** Two years, subdomains included: what browsers' preload lists ask for. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * The Content-Security-Policy of HTML pages: scripts only from our origin, or inline when the
 * SHA-256 hash of their text is listed (the page's own inline scripts, see `inlineScriptHashes`);
 * inline style attributes are allowed (Radix positions popovers with them); no plugins, no
 * framing by other sites. Hashes, unlike per-response nonces, are the same for every visitor of
 * a page, so a page and its headers can be kept by any shared cache (ADR 028).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

const SCRIPT_OPEN = Buffer.from('<script')
const SCRIPT_CLOSE = Buffer.from('</script>')

/**
 * The SHA-256 hashes (base64) of the inline scripts of a rendered page, each once: the text
 * between `<script …>` and `</script>` as the browser hashes it (a script element's text is raw:
 * no entities are decoded). Scripts with a `src` and JSON data blocks are not scripts to allow.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>()
  for (let at = html.indexOf(SCRIPT_OPEN); at >= 0; at = html.indexOf(SCRIPT_OPEN, at + 1)) {
    const tagEnd = html.indexOf(0x3e, at)
    const end = tagEnd < 0 ? -1 : html.indexOf(SCRIPT_CLOSE, tagEnd)
    if (end < 0) break
    const tag = html.toString('latin1', at, tagEnd)
    if (/\ssrc=/i.test(tag) || /\stype="application\/(ld\+)?json"/i.test(tag)) continue
    hashes.add(
      createHash('sha256')
        .update(html.subarray(tagEnd + 1, end))
        .digest('base64'),
    )
  }
  return [...hashes]
}

/**
 * The security headers of an answer: the common set, the CSP on HTML pages (allowing the given
 * inline scripts) and HSTS when the visitor came over HTTPS (a header on plain HTTP is ignored).
 */
export function securityHeaderEntries(options: {
  scriptHashes?: readonly string[]
  https?: boolean
  html: boolean
}): Record<string, string> {
  const all: Record<string, string> = { ...securityHeaders }
  if (options.html) all['Content-Security-Policy'] = contentSecurityPolicy(options.scriptHashes)
  if (options.https) all['Strict-Transport-Security'] = HSTS
  return all
}

/** The response with its security headers (those it does not set itself). */
export function withSecurityHeaders(
  response: Response,
  options: { https?: boolean } = {},
): Response {
  const all = securityHeaderEntries({
    ...options,
    html: response.headers.get('content-type')?.includes('text/html') === true,
  })
  try {
    for (const [name, value] of Object.entries(all)) {
      if (!response.headers.has(name)) response.headers.set(name, value)
    }
    return response
  } catch {
    // Immutable headers (e.g. a fetched Response): copy once.
    const headers = new Headers(response.headers)
    for (const [name, value] of Object.entries(all)) {
      if (!headers.has(name)) headers.set(name, value)
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}
