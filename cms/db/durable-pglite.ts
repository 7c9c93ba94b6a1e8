/**
 * PGlite that answers a commit only once its WAL is on stable storage.
 *
 * Stock PGlite on Node loses acknowledged commits on power loss: it starts Postgres with `-F`
 * (fsync off), Emscripten's fdatasync is a no-op and its Node file system (NODEFS) has no fsync,
 * so a commit is a single pwrite into the page cache (strace: no fsync at all). Here Postgres runs
 * with fsync on and `wal_sync_method=fsync` (the one path that reaches the file system layer), and
 * NODEFS gets an fsync that calls fsync(2) on the real file. ADR 016 has the measurements.
 */
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { NodeFS } from '@electric-sql/pglite/nodefs'

type NodeFsInit = Awaited<ReturnType<NodeFS['init']>>
/** What NODEFS changes of a file: `mode` set by chmod(2)/fchmod(2). */
type SetAttr = (target: unknown, attr: { mode?: number }) => void
/** Emscripten's NODEFS as it is at run time (its type declares no stream_ops). */
type NodeFsInternals = {
  node_ops: { setattr: SetAttr }
  stream_ops: { setattr: SetAttr; fsync?: (stream: { nfd: number }) => void }
}

/**
 * NODEFS with fsync(2) behind Emscripten's fsync, and files for the service's user alone.
 * Emscripten's file system knows no umask: it creates every file of the database with an
 * explicit chmod to 0666 (0644 for some), the WAL with every lead included, whatever the process
 * umask (issue 25). Its chmods here keep the owner's bits only.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): Promise<NodeFsInit> {
    const result = await super.init(...args)
    const options = result.emscriptenOpts
    options.preRun = [
      ...(options.preRun ?? []),
      (mod) => {
        const nodefs = mod.NODEFS as unknown as NodeFsInternals
        nodefs.stream_ops.fsync = (stream) => fs.fsyncSync(stream.nfd)
        for (const ops of [nodefs.node_ops, nodefs.stream_ops]) {
          const setattr = ops.setattr
          ops.setattr = (target, attr) =>
            setattr(target, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~0o077 })
        }
      },
    ]
    return result
  }
}

/**
 * Memory: Postgres' default shared_buffers (128 MB) lives in PGlite's WebAssembly memory, where
 * touched pages stay resident for the life of the process. The content database is about 8 MB
 * (base/ after seeding), so 16 MB of buffers hold all of it. Measured (Node 24, standalone
 * service, 8 s of wrk on the category tree and 8 s on a mix of ten API reads): resident wasm
 * memory after load 151 MB -> 30 MB, process RSS 556 -> 397 MB; PGlite open 0.9 -> 0.55 s; CPU
 * per API read unchanged within noise (3.1-3.8 ms vs 3.3-4.0 ms, serial in-process reads, three
 * alternating runs). 8 MB (issue 15, ADR 022): another 8 MB less in a site process after a burst
 * of reads and writes; pages that do not fit are read back through the file system's cache.
 */
const memoryParams = (sharedBuffers = '8MB') => ['-c', `shared_buffers=${sharedBuffers}`]

/**
 * Postgres' start parameters: PGlite's own, less `-F`, with the WAL flushed by fsync, and the
 * memory settings above.
 */
export const durableStartParams = (sharedBuffers?: string) => [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
  ...memoryParams(sharedBuffers),
]

export function openDurablePGlite(dir: string, sharedBuffers?: string): Promise<PGlite> {
  // pg_trgm: site search's typo tolerance (ADR 042); its migration creates the extension.
  return PGlite.create({
    fs: new DurableNodeFS(dir),
    startParams: durableStartParams(sharedBuffers),
    extensions: { pg_trgm },
  })
}
