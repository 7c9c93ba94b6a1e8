/**
 * The production server's process settings (ADR 022), applied by replacing the process with
 * itself once, before anything else is loaded (scripts/launch.ts, compiled to dist/start.mjs).
 * However the server is launched (`npm start`, the systemd unit, the container, a benchmark), it
 * runs with:
 * - `--liftoff-only`: the content database's WebAssembly (PGlite) stays on V8's baseline
 *   compiler; the optimizing one held ~100 MB of machine code for Postgres, at a cost of about a
 *   quarter of the database's CPU per query, which the page and content caches keep off the
 *   request path
 * - a small young generation and slower heap growth (`--max-semi-space-size`,
 *   `--heap-growing-percent`): the heap after a burst of rendering stays near what is live
 * - jemalloc as the C allocator where the system has it (Debian's `libjemalloc2`), preloaded,
 *   with a background thread that returns pages freed for 10 s to the system: renders leave
 *   buffers (React's encoded chunks, compression state) freed between garbage collections all
 *   over glibc's heap, which glibc keeps resident; after a minute of uncached renders the
 *   process held ~50 MB less with jemalloc, at the same speed (ADR 022)
 * - without jemalloc (or with STARBRIDGE_ALLOCATOR=glibc), glibc's allocator with two arenas
 *   instead of eight per core: memory freed by one thread is reused by the others instead of
 *   staying resident in an arena of its own (early trimming, MALLOC_TRIM_THRESHOLD_, saved
 *   another ~10 MB but cost a fifth of the cached path's speed)
 * Set STARBRIDGE_RUNTIME_TUNING=off to run with Node's defaults. Flags and variables given by the
 * caller win (an LD_PRELOAD of the caller's keeps jemalloc out). Without process.execve (not
 * Linux or macOS) the server runs untuned.
 */
import { existsSync } from 'node:fs'

const TUNED = 'STARBRIDGE_RUNTIME_TUNED'

const flags = ['--liftoff-only', '--max-semi-space-size=8', '--heap-growing-percent=50']

/** Where Linux distributions install jemalloc 5 (Debian and Ubuntu, Fedora and RHEL, Alpine). */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
]

/** The allocator's variables for the tuned process (the caller's own are added over them). */
export function allocatorEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const glibc = { MALLOC_ARENA_MAX: '2' }
  if (process.platform !== 'linux' || env.STARBRIDGE_ALLOCATOR === 'glibc' || env.LD_PRELOAD)
    return glibc
  const jemalloc = JEMALLOC_PATHS.find((path) => existsSync(path))
  return jemalloc
    ? { ...glibc, LD_PRELOAD: jemalloc, MALLOC_CONF: 'background_thread:true' }
    : glibc
}

function flagName(flag: string): string {
  return flag.split('=')[0]!.replace(/_/g, '-')
}

/** Replaces this process with a tuned one unless it is one already (or tuning is off). */
export function tuneRuntime(): void {
  if (
    process.env[TUNED] !== '1' &&
    process.env.STARBRIDGE_RUNTIME_TUNING !== 'off' &&
    typeof process.execve === 'function' &&
    process.argv[1]
  ) {
    const given = new Set(process.execArgv.map(flagName))
    const added = flags.filter((flag) => !given.has(flagName(flag)))
    process.execve(
      process.execPath,
      [process.execPath, ...added, ...process.execArgv, process.argv[1], ...process.argv.slice(2)],
      { ...allocatorEnv(), ...process.env, [TUNED]: '1' } as Record<string, string>,
    )
  }
}
