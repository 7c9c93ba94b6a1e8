/**
 * One writer per data directory. Two processes on one embedded (PGlite) database each keep their
 * own view of it in memory and overwrite each other's writes, so the second one must not start.
 *
 * The lock is proper-lockfile's (an atomic mkdir of DATA_DIR/.writer.lock whose mtime the holder
 * refreshes; a lock not refreshed for STALE_MS is stale). Beside it DATA_DIR/.writer.json names the
 * holder, so that the refusal can say who holds it and a lock left by a killed process on this
 * host is taken over at once instead of after the stale period.
 */
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import lockfile from 'proper-lockfile'

const STALE_MS = 10_000
/** How long a holder that has the lock but not yet its record may take to write it. */
const STARTING_MS = 3_000

export interface DataDirHolder {
  pid: number
  hostname: string
  since: string
}

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  readonly code = 'EDATADIRLOCKED'
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | undefined,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${describeHolder(holder)}: only one process may open an ` +
        'embedded (PGlite) data directory. Stop that process, or give this one another DATA_DIR ' +
        'or a PostgreSQL DATABASE_URL.',
    )
    this.name = 'DataDirLockedError'
  }
}

export function isDataDirLocked(error: unknown): error is DataDirLockedError {
  return (error as { code?: unknown } | null)?.code === 'EDATADIRLOCKED'
}

export function describeHolder(holder: DataDirHolder | undefined): string {
  return holder
    ? `process ${holder.pid} on ${holder.hostname} (since ${holder.since})`
    : 'another process'
}

/** Lock directories this process holds: a record naming our pid elsewhere is a past life's. */
const held = new Set<string>()

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The holder's record, when it belongs to the lock now in place (same lock directory inode). */
function readHolder(lockPath: string, recordPath: string): DataDirHolder | undefined {
  try {
    const record = JSON.parse(readFileSync(recordPath, 'utf8')) as DataDirHolder & { ino: number }
    return record.ino === statSync(lockPath).ino ? record : undefined
  } catch {
    return undefined
  }
}

function holderIsGone(holder: DataDirHolder, lockPath: string): boolean {
  if (holder.hostname !== hostname()) return false
  if (holder.pid === process.pid) return !held.has(lockPath)
  return !isAlive(holder.pid)
}

/**
 * Takes the data directory for this process; resolves to its release. Rejects with
 * DataDirLockedError while another live process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir)
  const lockPath = join(dir, '.writer.lock')
  const recordPath = join(dir, '.writer.json')
  const startedAt = Date.now()
  for (;;) {
    try {
      const release = await lockfile.lock(dir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: STALE_MS,
        onCompromised: (error) => {
          // Writing on would risk a second writer: stop the process with the reason.
          throw new Error(`lost the lock on DATA_DIR ${dir} (${error.message}); stopping`)
        },
      })
      held.add(lockPath)
      const record = { pid: process.pid, hostname: hostname(), since: new Date().toISOString() }
      writeFileSync(recordPath, JSON.stringify({ ...record, ino: statSync(lockPath).ino }))
      return async () => {
        held.delete(lockPath)
        rmSync(recordPath, { force: true })
        await release()
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
      const holder = readHolder(lockPath, recordPath)
      const waited = Date.now() - startedAt
      if (holder && holderIsGone(holder, lockPath) && waited < STARTING_MS) {
        // Killed without releasing: age its lock so that proper-lockfile takes it over now.
        try {
          utimesSync(lockPath, 0, 0)
        } catch {
          // removed meanwhile: the next attempt takes it
        }
        continue
      }
      if (!holder && waited < STARTING_MS) {
        await new Promise((r) => setTimeout(r, 100))
        continue
      }
      throw new DataDirLockedError(dir, holder)
    }
  }
}
