/**
 * A posted form's body (multipart or urlencoded), read under the server's clock
 * (body-guard.server.ts) and up to a limit, shared by the application upload and the forms posted
 * without JavaScript (ADR 030).
 */
import type { Locale } from '../i18n/locales'
import * as m from '../paraglide/messages.js'
import { BodyTimeout, BodyTooLarge } from './body-guard.server'
import { logger } from './logger.server'
import { readBody } from './read-body.server'
import type { WriteRejection } from './write-guards.server'

const rejected = (code: number, msg: string): WriteRejection => ({ status: 'rejected', code, msg })

/** The form, or the answer when its body could not be read (stalled, broke off, too large). */
export async function readFormBody(
  request: Request,
  body: { type: string; limit: number; kind: string },
  o: { locale: Locale },
): Promise<FormData | WriteRejection> {
  let bytes
  try {
    bytes = await readBody(request, body.limit)
  } catch (error) {
    // Past its path's limit, chunked: the server entry has answered 413 already.
    if (error instanceof BodyTooLarge) return rejected(413, m.cms_msg_too_large({}, o))
    // A client that stalls or leaves mid-upload: one line, no stack (nobody reads the answer).
    const timedOut = error instanceof BodyTimeout
    logger.info({ event: `${body.kind}.body_unread`, reason: timedOut ? error.kind : 'aborted' })
    return timedOut
      ? rejected(408, m.upload_timed_out({}, o))
      : rejected(400, m.cms_msg_invalid({}, o))
  }
  if (bytes === 'too-large') return rejected(413, m.cms_msg_too_large({}, o))
  const form = await new Response(bytes, { headers: { 'content-type': body.type } })
    .formData()
    .catch(() => null)
  return form ?? rejected(400, m.cms_msg_invalid({}, o))
}
