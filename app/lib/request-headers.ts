/**
 * Request headers the site sets itself (app/server.ts strips any incoming value first).
 * The in-process content service's own header is CLIENT_IP_HEADER in cms/security.ts.
 */

/** The client's socket address, for rate limits. */
export const CLIENT_ADDRESS_HEADER = 'x-starbridge-client-ip'

/** This response's Content-Security-Policy nonce, read by the router for its inline scripts. */
export const CSP_NONCE_HEADER = 'x-csp-nonce'
