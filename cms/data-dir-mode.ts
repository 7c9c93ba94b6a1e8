/**
 * DATA_DIR holds every lead, application and CV (the database's WAL and files, uploads): readable
 * by the service's own user only. New files and directories get no group or other permission (the
 * process umask), and a directory made before that (by an older version, a copy, a restore, the
 * build's seed template) is tightened at start: directories 0700, files 0600.
 */
import { chmodSync, lstatSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { isMainThread } from 'node:worker_threads'

/** No permission for group and others on anything this process creates. */
export const PRIVATE_UMASK = 0o077

/**
 * Sets the process umask to PRIVATE_UMASK (process-wide: in the site's process too, whose other
 * files are its own as well). Worker threads cannot set it and share the main thread's.
 */
export function usePrivateUmask(): void {
  if (isMainThread) process.umask(PRIVATE_UMASK)
}

/**
 * Takes group and other permission from `dir` and everything below it: a directory that had any
 * becomes 0700, a file 0600. Symbolic links are neither followed nor changed; an entry that
 * disappears meanwhile is skipped. About a thousand entries (a seeded database) take a few ms.
 */
export function makePrivate(dir: string): void {
  const visit = (path: string) => {
    let info
    try {
      info = lstatSync(path)
    } catch {
      return
    }
    if (info.isSymbolicLink()) return
    const directory = info.isDirectory()
    if (info.mode & 0o077) chmodSync(path, directory ? 0o700 : 0o600)
    if (directory) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(dir)
}
