/**
 * The most a request body may bring, by path (docs/security.md, "Limits and timeouts"). The server
 * entry counts every body against its path's limit while it is read and answers 413 the moment it
 * passes it, chunked or not (app/server.ts); handlers check the declared size before reading.
 */
import { RESUME_MAX_BYTES } from '../../contract/cv-file'
import { SERVER_FN_PREFIX } from './request-headers'

/** A server-function call: the consultation form with every field full is ~3 KB. */
export const SERVER_FN_BODY_LIMIT = 64 * 1024
/** A job application: the CV and the text fields with their multipart framing. */
export const APPLICATION_BODY_LIMIT = RESUME_MAX_BYTES + 64 * 1024
/** A short form posted without JavaScript (consultation, download request), and any other body. */
export const SHORT_FORM_BODY_LIMIT = 16 * 1024

/** A change event of the content service (POST /api/content-changed). */
export const CONTENT_CHANGE_BODY_LIMIT = 256 * 1024

/** The limit of a body sent to `pathname`. */
export function bodyLimitOf(pathname: string): number {
  if (pathname.startsWith(SERVER_FN_PREFIX)) return SERVER_FN_BODY_LIMIT
  if (pathname === '/api/content-changed') return CONTENT_CHANGE_BODY_LIMIT
  // The content service's own routes check their finer limits (cms/routes/writes.ts).
  if (
    pathname === '/api/job-application' ||
    pathname.startsWith('/cms/') ||
    /^\/[\w-]+\/join-details$/.test(pathname)
  )
    return APPLICATION_BODY_LIMIT
  return SHORT_FORM_BODY_LIMIT
}
