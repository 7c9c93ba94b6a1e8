/**
 * `POST /api/content-changed`: a content service that is not embedded (or another CMS) tells the
 * site that content changed (issue 35, ADR 041; the payload: contract/content-change.ts). Signed
 * with Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`, HMAC-SHA256 with
 * CONTENT_CHANGED_SECRET): a missing or wrong signature, or a timestamp more than five minutes off,
 * answers 401; a body of another shape 400; a change already applied (a retry, a replay within
 * the five minutes) 200 and nothing more. Nothing is dropped before all of that passed.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import { contentChangeSchema } from '../../contract/content-change.schema'
import { CONTENT_CHANGE_BODY_LIMIT } from '../lib/body-limits'
import { env } from '../lib/env.server'
import { logger } from '../lib/logger.server'
import { applyContentChange } from './content-changes.server'

const answer = (status: number, msg: string) =>
  Response.json(
    { code: status === 200 ? 0 : status, msg },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )

export async function handleContentChanged(request: Request): Promise<Response> {
  const secret = env().CONTENT_CHANGED_SECRET
  if (!secret) return answer(404, 'Not Found')
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > CONTENT_CHANGE_BODY_LIMIT) return answer(413, 'Payload Too Large')
  const payload = await request.text()
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
      name,
      request.headers.get(name) ?? '',
    ]),
  )
  try {
    new Webhook(secret).verify(payload, headers)
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error
    logger.warn({ event: 'content.webhook_refused', reason: error.message })
    return answer(401, 'Invalid signature')
  }
  let body: unknown
  try {
    body = JSON.parse(payload)
  } catch {
    return answer(400, 'The body is not JSON')
  }
  const change = contentChangeSchema.safeParse(body)
  if (!change.success) return answer(400, 'The body is not a content change')
  const applied = applyContentChange(change.data)
  return answer(200, applied ? 'applied' : 'already applied')
}
