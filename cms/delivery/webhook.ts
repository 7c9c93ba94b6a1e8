/**
 * The webhook to LEAD_WEBHOOK_URL, signed per Standard Webhooks (the `standardwebhooks` package):
 * webhook-id is the delivery's id (the receiver's idempotency key), webhook-timestamp the
 * attempt's time, webhook-signature the HMAC of both with the body. A 2xx answer ends the
 * delivery; anything else, a redirect included, is retried.
 */
import { Webhook } from 'standardwebhooks'
import type { Sender } from './worker'

/** A receiver of signed webhooks: LEAD_WEBHOOK_* for submissions, CONTENT_WEBHOOK_* for changes. */
export interface WebhookTarget {
  url: string
  secret: string
  userAgent: string
}

export function webhookSender(target: WebhookTarget, timeoutMs: number): Sender {
  const { url, userAgent } = target
  const signer = new Webhook(target.secret)
  // The host only: a CRM's URL may carry its key in the query.
  const recipient = new URL(url).host
  return {
    async send(delivery) {
      const body = JSON.stringify(delivery.payload)
      const now = new Date()
      const response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': userAgent,
          'webhook-id': delivery.id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signer.sign(delivery.id, now, body),
        },
        body,
      })
      await response.body?.cancel()
      if (response.status < 200 || response.status > 299)
        throw new Error(`webhook answered HTTP ${response.status}`)
      return { recipient }
    },
  }
}
