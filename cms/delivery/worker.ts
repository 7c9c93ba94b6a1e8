/**
 * The delivery worker (ADR 039): claims due outbox rows with `FOR UPDATE SKIP LOCKED` (each row
 * by one process, PGlite or PostgreSQL), holds them for a lease, sends, and records the outcome:
 * delivered, or due again after an exponential backoff, or failed after the last attempt. A
 * process killed mid-send leaves its claim to expire: the row is sent again under the same id,
 * which the receiver deduplicates. Woken after each committed write; polls as a backstop.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import type { DeliveryTarget } from './config'

export type Delivery = typeof t.leadDelivery.$inferSelect

export interface Sender {
  /** Sends `delivery`; throws when it was not accepted. Resolves with where it went. */
  send(delivery: Delivery): Promise<{ recipient: string }>
}

export interface WorkerTiming {
  retryMinMs: number
  maxAttempts: number
  leaseMs: number
  pollMs: number
}

/** Sends one process makes at once. */
const CONCURRENCY = 10
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 3_600_000

/** The delay before attempt `attempts + 1`: the minimum, doubled per attempt, at most an hour. */
export function backoffMs(attempts: number, retryMinMs: number): number {
  return Math.min(retryMinMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
}

/** The database's clock plus `ms` (one clock for every process; `ms` is a computed number). */
const after = (ms: number) => sql.raw(`now() + interval '${Math.round(ms)} milliseconds'`)

/** A failure's message for operators: one line, at most 500 characters. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\s+/g, ' ').slice(0, 500) || 'unknown error'
}

export interface DeliveryWorker {
  /** Looks for due rows now (after a commit, or an operator's retry). */
  wake(): void
  /** Stops polling and waits for the sends under way. */
  stop(): Promise<void>
}

export function startDeliveryWorker(deps: {
  db: CmsDatabase
  senders: Partial<Record<DeliveryTarget, Sender>>
  timing: WorkerTiming
  log: (event: Record<string, unknown>) => void
}): DeliveryWorker {
  const { db, timing, log } = deps
  const d = t.leadDelivery

  /** Takes up to `limit` due rows: pending, due, and not held by a live lease. */
  async function claim(limit: number): Promise<Delivery[]> {
    const token = randomUUID()
    const due = db
      .select({ id: d.id })
      .from(d)
      .where(
        and(
          eq(d.status, 'pending'),
          lte(d.nextAttemptAt, sql`now()`),
          or(isNull(d.lockedUntil), lte(d.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(d.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    return db
      .update(d)
      .set({ claim: token, lockedUntil: after(timing.leaseMs), attempts: sql`${d.attempts} + 1` })
      .where(inArray(d.id, due))
      .returning()
  }

  async function deliver(row: Delivery): Promise<void> {
    const sender = deps.senders[row.target as DeliveryTarget]
    const mine = and(eq(d.id, row.id), eq(d.claim, row.claim!))
    try {
      if (!sender) throw new Error(`${row.target} delivery is not configured`)
      const { recipient } = await sender.send(row)
      await db
        .update(d)
        .set({
          status: 'delivered',
          deliveredAt: sql`now()`,
          lockedUntil: null,
          claim: null,
          lastError: null,
          recipient,
        })
        .where(mine)
      log({ event: 'delivery.delivered', id: row.id, kind: row.kind, target: row.target })
    } catch (error) {
      const failed = row.attempts >= timing.maxAttempts
      await db
        .update(d)
        .set({
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: after(backoffMs(row.attempts, timing.retryMinMs)),
          lockedUntil: null,
          claim: null,
          lastError: describe(error),
        })
        .where(mine)
      log({
        event: failed ? 'delivery.failed' : 'delivery.retry',
        id: row.id,
        kind: row.kind,
        target: row.target,
        attempts: row.attempts,
        error: describe(error),
      })
    }
  }

  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  /** Sends under way: each ends on its own, so a slow target holds only its own rows. */
  const inflight = new Set<Promise<void>>()

  async function drain(): Promise<void> {
    // Bounded: at most 100 claims per wake; the poll and finished sends pick up what is left.
    for (let round = 0; round < 100 && !stopped; round++) {
      const room = CONCURRENCY - inflight.size
      if (room <= 0) return
      const rows = await claim(room)
      if (!rows.length) return
      for (const row of rows) {
        const sending: Promise<void> = deliver(row)
          .catch((error: unknown) =>
            log({ event: 'delivery.worker_error', error: describe(error) }),
          )
          .finally(() => {
            inflight.delete(sending)
            wake()
          })
        inflight.add(sending)
      }
    }
  }

  function wake(): void {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = drain()
      .catch((error: unknown) => log({ event: 'delivery.worker_error', error: describe(error) }))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          wake()
        }
      })
  }

  const timer = setInterval(wake, timing.pollMs)
  timer.unref()
  // Rows left due by an earlier run (a restart, a crash) go out now.
  wake()
  return {
    wake,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
      await Promise.all(inflight)
    },
  }
}
