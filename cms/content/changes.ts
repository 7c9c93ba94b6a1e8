/**
 * Change events of published content (issue 35, ADR 040; contract/content-change.ts). A change
 * writes one `content_change` row in its own transaction (`recordChange`), under a transaction
 * advisory lock, so the rows' order (`seq`) is their commit order. After the commit the writer
 * pokes its hub; on PostgreSQL the transaction also sends `NOTIFY content_change` (delivered at
 * commit), and every process's hub, LISTENing on a dedicated connection, reads the rows past the
 * last `seq` it saw and calls its subscribers: once each, in order, none missed after a
 * reconnect. With CONTENT_WEBHOOK_URL the same transaction queues the event in the delivery
 * outbox (ADR 039) under the event's id, which is the webhook's `webhook-id`.
 */
import { randomBytes } from 'node:crypto'
import { asc, gt, max, sql } from 'drizzle-orm'
import type pg from 'pg'
import type { ChangedItem, ContentChange } from '../../contract/content-change'
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { indexChangedItems } from '../search/documents'

type Tx = Parameters<Parameters<CmsDatabase['transaction']>[0]>[0]

/** The NOTIFY channel (its payload: the change's seq). */
export const CHANGE_CHANNEL = 'content_change'
/** The advisory lock every change transaction takes before its row: seq order = commit order. */
const CHANGE_LOCK = 35_040

export type ChangeListener = (change: ContentChange) => void

export interface ContentChanges {
  /** Calls `listener` with every change from now on (this process's and, on PostgreSQL, every other's). */
  subscribe(listener: ChangeListener): () => void
}

/** A change's id: `chg_` and 26 base32 characters (130 random bits). */
export function changeId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  return `chg_${Array.from(randomBytes(26), (b) => alphabet[b & 31]).join('')}`
}

/** Writes `change` in `tx`: its row, its webhook delivery, and (PostgreSQL) the NOTIFY. */
export async function recordChange(
  tx: Tx,
  deps: { databaseKind: 'pglite' | 'postgres'; contentWebhook?: boolean },
  change: Omit<ContentChange, 'id' | 'at'>,
): Promise<ContentChange> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHANGE_LOCK})`)
  const id = changeId()
  const event: ContentChange = { id, ...change, at: new Date().toISOString() }
  const [row] = await tx
    .insert(t.contentChange)
    .values({ id, event: event as unknown as Record<string, unknown> })
    .returning({ seq: t.contentChange.seq })
  // Site search follows in the same transaction: what the site shows is what it finds (ADR 042).
  await indexChangedItems(
    tx,
    change.collection,
    change.items.map((item) => item.id),
  )
  if (deps.contentWebhook) {
    await tx.insert(t.leadDelivery).values({
      id,
      kind: 'content',
      submissionId: row!.seq,
      target: 'content',
      payload: event as unknown as Record<string, unknown>,
    })
  }
  if (deps.databaseKind === 'postgres')
    await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${String(row!.seq)})`)
  return event
}

/** The item of a version, as an event names it. */
export function changedItem(row: {
  id: number
  translationKey: string
  language: ChangedItem['language']
  type?: string
}): ChangedItem {
  const kind = row.type
  return {
    id: row.id,
    translationKey: row.translationKey,
    language: row.language,
    ...(kind === 'case' || kind === 'news' || kind === 'investor' ? { kind } : {}),
  }
}

export interface ChangeHub extends ContentChanges {
  /** Reads the changes committed since the last one seen and calls the subscribers. */
  poke(): void
  close(): Promise<void>
}

/**
 * The hub of one process: starts after the newest change already recorded; on PostgreSQL
 * (`databaseUrl`) LISTENs on its own client, reconnecting after a loss (each (re)connection reads
 * what it missed).
 */
export async function startChangeHub(deps: {
  db: CmsDatabase
  databaseUrl?: string
  log: (event: Record<string, unknown>) => void
  /** Between reconnection attempts. */
  reconnectMs?: number
}): Promise<ChangeHub> {
  const { db, log } = deps
  const listeners = new Set<ChangeListener>()
  const [newest] = await db.select({ seq: max(t.contentChange.seq) }).from(t.contentChange)
  let lastSeq = Number(newest?.seq ?? 0)
  let closed = false

  let running: Promise<void> | undefined
  let again = false
  async function catchUp(): Promise<void> {
    // Bounded: 50 pages of 200 per poke; a later poke reads the rest.
    for (let page = 0; page < 50; page++) {
      const rows = await db
        .select()
        .from(t.contentChange)
        .where(gt(t.contentChange.seq, lastSeq))
        .orderBy(asc(t.contentChange.seq))
        .limit(200)
      for (const row of rows) {
        lastSeq = row.seq
        for (const listener of listeners) {
          try {
            listener(row.event as unknown as ContentChange)
          } catch (error) {
            log({ event: 'content.listener_error', error: String(error) })
          }
        }
      }
      if (rows.length < 200) return
    }
  }
  function poke(): void {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = catchUp()
      .catch((error: unknown) => log({ event: 'content.catch_up_error', error: String(error) }))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          poke()
        }
      })
  }

  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  async function listen(): Promise<void> {
    if (closed || !deps.databaseUrl) return
    const { default: pgModule } = await import('pg')
    const next = new pgModule.Client({ connectionString: deps.databaseUrl })
    const lost = (error?: unknown) => {
      if (client !== next) return
      client = undefined
      next.end().catch(() => {})
      if (closed) return
      log({ event: 'content.listen_lost', error: error ? String(error) : undefined })
      retry = setTimeout(() => void listen(), deps.reconnectMs ?? 1_000)
      retry.unref()
    }
    client = next
    next.on('error', lost)
    next.on('end', () => lost())
    next.on('notification', () => poke())
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANGE_CHANNEL}`)
      // What was committed while no connection listened.
      poke()
    } catch (error) {
      lost(error)
    }
  }
  await listen()

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    poke,
    async close() {
      closed = true
      clearTimeout(retry)
      const open = client
      client = undefined
      await open?.end().catch(() => {})
      await running
    },
  }
}

/**
 * The change events of the content service on PostgreSQL `databaseUrl`, for a process that does
 * not run the service (a site with CMS_BASE_URL on the service's database): its own hub, on one
 * pooled connection for reads and one for LISTEN. `close()` ends both.
 */
export async function watchContentChanges(
  databaseUrl: string,
  log: (event: Record<string, unknown>) => void,
): Promise<ChangeHub> {
  const { default: pgModule } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const pool = new pgModule.Pool({ connectionString: databaseUrl, max: 1 })
  const hub = await startChangeHub({
    db: drizzle(pool, { schema: t }) as unknown as CmsDatabase,
    databaseUrl,
    log,
  }).catch(async (error: unknown) => {
    await pool.end()
    throw error
  })
  return {
    ...hub,
    async close() {
      await hub.close()
      await pool.end()
    },
  }
}
