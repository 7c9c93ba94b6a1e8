/** Header and cookie names that the site and the content service share. */

/** Double-submit anti-forgery token: the service sets the cookie, a writer echoes it as a header. */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'x-xsrf-token'

/**
 * The visitor's address, passed by the site to the service it mounts in-process (the service
 * trusts it only when started with `trustClientIpHeader`).
 */
export const CLIENT_IP_HEADER = 'x-cms-client-ip'

/** The form token of a write (contract/form-token.ts); a header, so it is read before the body. */
export const FORM_TOKEN_HEADER = 'x-form-token'
