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
 * The Content-Security-Policy of HTML pages: scripts only from our origin or inline with this
 * response's nonce (TanStack Start puts it on its hydration scripts); inline style attributes are
 * allowed (Radix positions popovers with them); no plugins, no framing by other sites.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/**
 * The security headers of an answer: the common set, the CSP on HTML pages (with this response's
 * nonce) and HSTS when the visitor came over HTTPS (a header on plain HTTP would be ignored).
 */
export function securityHeaderEntries(options: {
  nonce?: string
  https?: boolean
  html: boolean
}): Record<string, string> {
  const all: Record<string, string> = { ...securityHeaders }
  if (options.nonce && options.html) {
    all['Content-Security-Policy'] = contentSecurityPolicy(options.nonce)
  }
  if (options.https) all['Strict-Transport-Security'] = HSTS
  return all
}

/** The response with its security headers (those it does not set itself). */
export function withSecurityHeaders(
  response: Response,
  options: { nonce?: string; https?: boolean } = {},
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
