/**
 * A form token is accepted with one write (issue 25): the write's transaction records the token
 * in `form_token_use`, whose primary key lets one of two writes with the same token in, on one
 * process or on several sharing a PostgreSQL. A write refused before its transaction (fields,
 * honeypot, an unknown document or job, a CV of the wrong type) leaves the token unspent.
 */
import { createHash } from 'node:crypto'
import { lt } from 'drizzle-orm'
import type { Context } from 'hono'
import { FORM_TOKEN_HEADER, FORM_TOKEN_TTL_MS, formTokenIssuedAt } from '../contract/form-token'
import type { CmsDatabase } from './db/client'
import * as t from './db/schema'

/** A transaction of the content database, or the database itself. */
type Tx = Pick<CmsDatabase, 'insert'>

/**
 * Rows are kept this long past their token's expiry before they are purged: a process whose clock
 * runs behind another's still refuses the token as expired before its row is gone.
 */
const PURGE_GRACE_MS = 60 * 60 * 1000
/** A process purges at most this often (each purge is one indexed delete). */
const PURGE_EVERY_MS = 60 * 1000

/** The row of the request's form token (already checked by requireFormToken). */
function use(c: Context) {
  const token = c.req.header(FORM_TOKEN_HEADER) ?? ''
  return {
    id: createHash('sha256').update(token).digest('base64url'),
    expiresAt: new Date((formTokenIssuedAt(token) ?? Date.now()) + FORM_TOKEN_TTL_MS),
  }
}

/**
 * Records the request's form token in `tx`, the transaction of the write it goes with: true when
 * it was unspent. A second transaction with the same token waits for the first one's commit (or
 * rollback) on the primary key, then gets false (or the token).
 */
export async function spendFormToken(tx: Tx, c: Context): Promise<boolean> {
  const rows = await tx
    .insert(t.formTokenUse)
    .values(use(c))
    .onConflictDoNothing()
    .returning({ id: t.formTokenUse.id })
  return rows.length === 1
}

/**
 * Deletes the uses of tokens expired for more than an hour, at most once a minute per process;
 * called after a write went in, outside its transaction. A failure is logged and changes nothing
 * for the write.
 */
export function formTokenPurger(db: CmsDatabase, log?: (event: Record<string, unknown>) => void) {
  let next = 0
  return async () => {
    const now = Date.now()
    if (now < next) return
    next = now + PURGE_EVERY_MS
    try {
      await db
        .delete(t.formTokenUse)
        .where(lt(t.formTokenUse.expiresAt, new Date(now - PURGE_GRACE_MS)))
    } catch (error) {
      log?.({ event: 'form_token.purge_failed', error: (error as Error).name })
    }
  }
}
