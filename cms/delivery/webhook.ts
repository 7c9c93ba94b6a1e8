/**
 * The webhook to LEAD_WEBHOOK_URL, signed per Standard Webhooks (the `standardwebhooks` package):
 * webhook-id is the delivery's id (the receiver's idempotency key), webhook-timestamp the
 * attempt's time, webhook-signature the HMAC of both with the body. A 2xx answer ends the
 * delivery; anything else, a redirect included, is retried.
 */
import { Webhook } from 'standardwebhooks'
import type { DeliveryEnv } from './config'
import type { Sender } from './worker'

export function webhookSender(env: DeliveryEnv, timeoutMs: number): Sender {
  const url = env.LEAD_WEBHOOK_URL!
  const signer = new Webhook(env.LEAD_WEBHOOK_SECRET!)
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
          'user-agent': 'starbridge-lead-delivery',
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
