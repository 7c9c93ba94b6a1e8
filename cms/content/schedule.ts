/**
 * The schedule (issue 35, ADR 040): a timer in every process that makes due `publishAt` and
 * `unpublishAt` take effect, with no request needed. A version whose visibility now differs from
 * the one its last event announced (`announced_visible`) is claimed with `FOR UPDATE SKIP LOCKED`,
 * marked, and its event written in the same transaction: each transition once, whichever process
 * sees it first (PGlite or several on one PostgreSQL).
 */
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { contentCollections } from '../../contract/content-change'
import type { CmsDatabase } from '../db/client'
import { visibleNow } from '../routes/shared'
import { changedItem, recordChange } from './changes'
import { collectionTables } from './collections'

/** Transitions per table and tick; a later tick takes the rest. */
const BATCH = 100

/** Rows of `table` whose visibility now differs from the one last announced. */
const dueIn = (table: (typeof collectionTables)[keyof typeof collectionTables]): SQL =>
  ne(table.announcedVisible, visibleNow(table))

/**
 * Whether any collection has a due transition: one statement for all of them. Most ticks find
 * nothing, and each statement costs the embedded database a round of its own (parse, plan, run:
 * four reads a tick kept an idle site at ~2 % of a core).
 */
const anyDue = sql`select (${sql.join(
  contentCollections.map(
    (collection) =>
      sql`exists (select 1 from ${collectionTables[collection]} where ${dueIn(collectionTables[collection])})`,
  ),
  sql` or `,
)}) as due`

export interface Schedule {
  /** Looks for due transitions now. */
  tick(): Promise<number>
  stop(): Promise<void>
}

export function startSchedule(deps: {
  db: CmsDatabase
  databaseKind: 'pglite' | 'postgres'
  contentWebhook?: boolean
  /** After committed transitions (the hub reads them, the delivery worker sends them). */
  changed: () => void
  pollMs: number
  log: (event: Record<string, unknown>) => void
}): Schedule {
  const { db } = deps

  /** Makes the due transitions of every collection take effect; how many there were. */
  async function transitions(): Promise<number> {
    let done = 0
    // A read first: most ticks find nothing, and then open no transaction.
    const found = (await db.execute(anyDue)) as unknown as { rows: Array<{ due: boolean }> }
    if (!found.rows[0]?.due) return 0
    for (const collection of contentCollections) {
      const table = collectionTables[collection]
      const due = dueIn(table)
      const [any] = await db.select({ id: table.id }).from(table).where(due).limit(1)
      if (!any) continue
      done += await db.transaction(async (tx) => {
        const claimed = tx
          .select({ id: table.id })
          .from(table)
          .where(due)
          .limit(BATCH)
          .for('update', { skipLocked: true })
        const rows = await tx
          .update(table)
          .set({ announcedVisible: visibleNow(table) })
          .where(and(inArray(table.id, claimed), due))
          .returning()
        for (const row of rows) {
          await recordChange(tx, deps, {
            type: row.announcedVisible ? 'published' : 'unpublished',
            collection,
            items: [changedItem(row)],
          })
        }
        return rows.length
      })
    }
    return done
  }

  let running: Promise<number> | undefined
  async function tick(): Promise<number> {
    if (running) return running
    running = transitions()
      .then((n) => {
        if (n) deps.changed()
        return n
      })
      .catch((error: unknown) => {
        deps.log({ event: 'content.schedule_error', error: String(error) })
        return 0
      })
      .finally(() => {
        running = undefined
      })
    return running
  }

  const timer = setInterval(() => void tick(), deps.pollMs)
  timer.unref()
  void tick()
  return {
    tick,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
