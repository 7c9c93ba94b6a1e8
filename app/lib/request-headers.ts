/**
 * Request headers the site sets itself (app/server.ts strips any incoming value first).
 * The in-process content service's own header is CLIENT_IP_HEADER in cms/security.ts.
 */

/** The client's socket address, for rate limits. */
export const CLIENT_ADDRESS_HEADER = 'x-starbridge-client-ip'

/** Where Start answers server-function calls (its default base). */
export const SERVER_FN_PREFIX = '/_serverFn/'
