/**
 * Vitest global setup: a throwaway PostgreSQL server for the contract tests, from Debian's
 * packages (initdb + pg_ctl as the `postgres` user, 127.0.0.1, a non-default port).
 * Uses TEST_DATABASE_URL instead when it is set.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

function pgBin(name: string): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : []
  for (const v of versions) {
    const path = join(root, v, 'bin', name)
    if (existsSync(path)) return path
  }
  throw new Error(`PostgreSQL's ${name} not found: install Debian's postgresql (bash .ci/run does)`)
}

export default function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseUrl', process.env.TEST_DATABASE_URL)
    return
  }
  const asRoot = process.getuid?.() === 0
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' })
      : execFileSync(bin, args, { stdio: 'pipe' })

  const dir = mkdtempSync(join(tmpdir(), 'starbridge-pg-'))
  chmodSync(dir, 0o777)
  const dataDir = join(dir, 'data')
  if (asRoot) execFileSync('chown', ['postgres', dir])
  const port = 54_000 + Math.floor(Math.random() * 900)
  run(pgBin('initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ])
  run(pgBin('pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=on`,
    'start',
  ])
  run(pgBin('createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'starbridge_test',
  ])
  project.provide('databaseUrl', `postgres://postgres@127.0.0.1:${port}/starbridge_test`)

  return () => {
    try {
      run(pgBin('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
