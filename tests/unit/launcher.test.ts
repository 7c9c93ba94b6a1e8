/**
 * server/launch.sh (ADR 022): the production server's process settings. Run from a copy of the
 * launcher beside a dist/start.mjs that reports what it runs with.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = mkdtempSync(join(tmpdir(), 'launcher-'))
mkdirSync(join(dir, 'server'))
mkdirSync(join(dir, 'dist'))
copyFileSync(resolve('server/launch.sh'), join(dir, 'server/launch.sh'))
writeFileSync(
  join(dir, 'dist/start.mjs'),
  `import { readFileSync } from 'node:fs'
const maps = readFileSync('/proc/self/maps', 'utf8')
console.log(JSON.stringify({ flags: process.execArgv, cwd: process.cwd(), arenas: process.env.MALLOC_ARENA_MAX ?? null, jemalloc: maps.includes('libjemalloc') }))`,
)

function run(args: string[] = [], env: Record<string, string> = {}) {
  const out = execFileSync('sh', [join(dir, 'server/launch.sh'), ...args], {
    cwd: tmpdir(),
    env: {
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
      ...env,
    },
    encoding: 'utf8',
  })
  return JSON.parse(out) as {
    flags: string[]
    cwd: string
    arenas: string | null
    jemalloc: boolean
  }
}

const hasJemalloc = existsSync('/usr/lib/x86_64-linux-gnu/libjemalloc.so.2')

describe('server/launch.sh', () => {
  it('runs dist/start.mjs from the project with the heap and compiler flags and two arenas', () => {
    const tuned = run()
    expect(tuned.cwd).toBe(dir)
    expect(tuned.flags).toEqual([
      '--liftoff-only',
      '--max-semi-space-size=16',
      '--heap-growing-percent=50',
      '--expose-gc',
      '--no-flush-bytecode',
    ])
    expect(tuned.arenas).toBe('2')
  })

  it('preloads jemalloc where the system has it, not under STARBRIDGE_ALLOCATOR=glibc', () => {
    expect(hasJemalloc, 'libjemalloc2 is installed (scripts/prepare-machine.sh)').toBe(true)
    expect(run().jemalloc).toBe(true)
    expect(run([], { STARBRIDGE_ALLOCATOR: 'glibc' }).jemalloc).toBe(false)
  })

  it("passes the caller's node flags after its own (a later flag wins)", () => {
    expect(run(['--max-semi-space-size=8']).flags.at(-1)).toBe('--max-semi-space-size=8')
  })

  it('runs plain node with STARBRIDGE_RUNTIME_TUNING=off', () => {
    const plain = run([], { STARBRIDGE_RUNTIME_TUNING: 'off' })
    expect(plain.flags).toEqual([])
    expect(plain.arenas).toBeNull()
    expect(plain.jemalloc).toBe(false)
  })
})
