import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { JEMALLOC_PATHS } from './runtime-tuning'

// A process that tunes itself as dist/start.mjs does, then reports what it runs with.
const dir = mkdtempSync(join(tmpdir(), 'runtime-tuning-'))
const probe = join(dir, 'probe.ts')
writeFileSync(
  probe,
  `import { readFileSync } from 'node:fs'
import { tuneRuntime } from ${JSON.stringify(resolve(import.meta.dirname, 'runtime-tuning.ts'))}
tuneRuntime()
console.log(JSON.stringify({
  pid: process.pid,
  execArgv: process.execArgv,
  arenas: process.env.MALLOC_ARENA_MAX ?? null,
  args: process.argv.slice(2),
  jemalloc: process.platform === 'linux'
    && readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc'),
}))
`,
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(flags: string[] = [], env: Record<string, string> = {}) {
  const child = spawnSync(process.execPath, [...flags, '--import', 'tsx', probe, 'one', 'two'], {
    encoding: 'utf8',
    env: { ...process.env, STARBRIDGE_RUNTIME_TUNED: '', ...env },
    timeout: 30_000,
  })
  expect(child.status, child.stderr).toBe(0)
  return {
    ...(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
      pid: number
      execArgv: string[]
      arenas: string | null
      args: string[]
      jemalloc: boolean
    }),
    spawnedPid: child.pid,
  }
}

describe('runtime tuning of the production server (ADR 022)', () => {
  it('replaces the process with one that has the heap flags and allocator settings', () => {
    const tuned = run()
    expect(tuned.execArgv).toEqual(
      expect.arrayContaining([
        '--liftoff-only',
        '--max-semi-space-size=8',
        '--heap-growing-percent=50',
      ]),
    )
    expect(tuned.arenas).toBe('2')
    // The same process (systemd and containers keep tracking it) with the same arguments.
    expect(tuned.pid).toBe(tuned.spawnedPid)
    expect(tuned.args).toEqual(['one', 'two'])
  })

  it("keeps the caller's own flags and variables", () => {
    const tuned = run(['--max-semi-space-size=16'], { MALLOC_ARENA_MAX: '4' })
    expect(tuned.execArgv).toContain('--max-semi-space-size=16')
    expect(tuned.execArgv).not.toContain('--max-semi-space-size=8')
    expect(tuned.execArgv).toContain('--liftoff-only')
    expect(tuned.arenas).toBe('4')
  })

  it('runs untuned when STARBRIDGE_RUNTIME_TUNING=off', () => {
    const plain = run([], { STARBRIDGE_RUNTIME_TUNING: 'off', MALLOC_ARENA_MAX: '' })
    expect(plain.execArgv).not.toContain('--liftoff-only')
    expect(plain.arenas).toBe('')
    expect(plain.jemalloc).toBe(false)
  })
})

describe.runIf(process.platform === 'linux')('the C allocator of the tuned process', () => {
  it('is jemalloc, which the machine has (libjemalloc2; .ci/run installs it)', () => {
    expect(JEMALLOC_PATHS.some((path) => existsSync(path))).toBe(true)
    expect(run().jemalloc).toBe(true)
  })

  it("is glibc's with STARBRIDGE_ALLOCATOR=glibc, and the caller's own LD_PRELOAD is kept", () => {
    const glibc = run([], { STARBRIDGE_ALLOCATOR: 'glibc' })
    expect(glibc.jemalloc).toBe(false)
    expect(glibc.arenas).toBe('2')
    // A preload of the caller's (here a library every process has anyway) keeps jemalloc out.
    const libc = ['/lib/x86_64-linux-gnu/libc.so.6', '/lib/aarch64-linux-gnu/libc.so.6'].find(
      (path) => existsSync(path),
    )
    if (libc) expect(run([], { LD_PRELOAD: libc }).jemalloc).toBe(false)
  })
})
