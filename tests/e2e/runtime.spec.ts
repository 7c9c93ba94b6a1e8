/**
 * The production server under test runs compiled JavaScript on Node 24: no tsx loader in its
 * command line and no esbuild child process (ADR 017). Linux only: it reads /proc.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { expect, test } from '@playwright/test'

/** The process listening on a TCP port: the socket's inode in /proc/net/tcp*, then its fd. */
function listeningPid(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!)
    }
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`)
        if (inodes.has(target.slice('socket:['.length, -1))) return Number(entry)
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return undefined
}

function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
}

/** Every process below pid, from /proc/<pid>/task/<tid>/children. */
function descendants(pid: number): number[] {
  const found: number[] = []
  const walk = (parent: number) => {
    for (const task of readdirSync(`/proc/${parent}/task`)) {
      const children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8')
      for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
        found.push(child)
        walk(child)
      }
    }
  }
  walk(pid)
  return found
}

test('the server is node dist/start.mjs on Node 24, tuned, without tsx or an esbuild child', async ({
  request,
  baseURL,
}) => {
  test.skip(process.platform !== 'linux', 'reads /proc')
  expect((await request.get('/healthz')).ok()).toBe(true)
  const pid = listeningPid(Number(new URL(baseURL!).port))
  expect(pid, 'a process listens on the test port').toBeDefined()

  const command = commandLine(pid!)
  expect(command).toMatch(/(^|\/)node( --[\w=-]+)* (\S+\/)?dist\/start\.mjs$/)
  // Tuned by its launcher (server/launch.sh, ADR 022): heap and compiler flags, allocator
  // settings.
  expect(command).toContain('--liftoff-only')
  expect(command).toContain('--heap-growing-percent=50')
  expect(command).toContain('--expose-gc')
  expect(command).toContain('--no-flush-bytecode')
  expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2')
  // Its C allocator is jemalloc (the machine has libjemalloc2; .ci/run installs it).
  expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).toContain('libjemalloc.so.2')
  expect(command).not.toMatch(/tsx/)
  const children = descendants(pid!).map(commandLine)
  expect(children.filter((line) => /esbuild|tsx/.test(line))).toEqual([])

  const version = execFileSync(readlinkSync(`/proc/${pid}/exe`), ['--version'], {
    encoding: 'utf8',
  })
  expect(Number(/^v(\d+)/.exec(version)?.[1])).toBeGreaterThanOrEqual(24)
})
