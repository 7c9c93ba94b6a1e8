/**
 * Lead delivery as the environment configures it (ADR 039): the outbox the write routes fill and
 * the worker that empties it, or nothing (submissions stored only, said once at start).
 */
import type { CmsDatabase } from '../db/client'
import { configuredTargets, type DeliveryEnv, type DeliveryTarget } from './config'
import { mailSender } from './mail'
import type { DeliveryOutbox } from './payload'
import { webhookSender } from './webhook'
import { startDeliveryWorker, type Sender } from './worker'

export interface LeadDelivery {
  outbox: DeliveryOutbox
  close(): Promise<void>
}

export function startDelivery(
  env: DeliveryEnv,
  deps: {
    db: CmsDatabase
    filesDir: string
    log: (event: Record<string, unknown>, message?: string) => void
  },
): LeadDelivery | undefined {
  const targets = configuredTargets(env)
  // A send ends well within its lease, so that no other process takes the row meanwhile.
  const timeoutMs = Math.min(30_000, Math.floor(env.LEAD_LEASE_MS / 2))
  const content = env.CONTENT_WEBHOOK_URL
    ? webhookSender(
        {
          url: env.CONTENT_WEBHOOK_URL,
          secret: env.CONTENT_WEBHOOK_SECRET!,
          userAgent: 'starbridge-content-change',
        },
        timeoutMs,
      )
    : undefined
  if (!targets.length)
    deps.log(
      { event: 'delivery.off' },
      'no lead delivery configured (LEAD_SMTP_URL, LEAD_WEBHOOK_URL): submissions are stored only',
    )
  if (!targets.length && !content) return undefined
  const mail = targets.includes('mail') ? mailSender(env, { ...deps, timeoutMs }) : undefined
  const senders: Partial<Record<DeliveryTarget, Sender>> = {
    ...(mail ? { mail } : {}),
    ...(targets.includes('webhook')
      ? {
          webhook: webhookSender(
            {
              url: env.LEAD_WEBHOOK_URL!,
              secret: env.LEAD_WEBHOOK_SECRET!,
              userAgent: 'starbridge-lead-delivery',
            },
            timeoutMs,
          ),
        }
      : {}),
    ...(content ? { content } : {}),
  }
  const worker = startDeliveryWorker({
    db: deps.db,
    senders,
    timing: {
      retryMinMs: env.LEAD_RETRY_MIN_MS,
      maxAttempts: env.LEAD_MAX_ATTEMPTS,
      leaseMs: env.LEAD_LEASE_MS,
      pollMs: env.LEAD_POLL_MS,
    },
    log: (event) => deps.log(event),
  })
  if (targets.length)
    deps.log({ event: 'delivery.on', targets }, `lead delivery: ${targets.join(', ')}`)
  if (content) deps.log({ event: 'delivery.content_webhook' }, 'content change webhook on')
  const adminBase = (env.LEAD_ADMIN_URL ?? env.PUBLIC_SITE_URL ?? '').replace(/\/+$/, '')
  return {
    outbox: { targets, adminBase, wake: worker.wake, contentWebhook: Boolean(content) },
    async close() {
      await worker.stop()
      mail?.close()
    },
  }
}
