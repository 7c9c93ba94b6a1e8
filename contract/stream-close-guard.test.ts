import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** A child process that cancels a Response body built from an async iterable before it ends. */
function run(withGuard: boolean) {
  const script = `
    ${
      withGuard
        ? `const { installStreamCloseGuard } = await import(${JSON.stringify(join(import.meta.dirname, 'stream-close-guard.ts'))})
    installStreamCloseGuard({ warn: (e) => console.log('warned', e.event), fatal: (e) => console.log('fatal', e.event) })`
        : ''
    }
    async function* slow() { yield 'a'; await new Promise((r) => setTimeout(r, 50)) }
    const reader = new Response(slow()).body.getReader()
    await reader.read()
    // The visitor leaves while the last chunk is awaited: the body is cancelled, then ends.
    const pending = reader.read()
    setTimeout(() => void reader.cancel(), 10)
    await pending.catch(() => {})
    await new Promise((r) => setTimeout(r, 200))
    console.log('still serving')
  `
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 20_000,
  })
}

describe('stream close guard', () => {
  it('the race it guards against ends a process without it', () => {
    const result = run(false)
    expect(result.stderr).toContain('ReadableStream is already closed')
    expect(result.stdout).not.toContain('still serving')
  })

  it('keeps the process serving when a cancelled body ends, and logs it', () => {
    const result = run(true)
    expect(result.stdout).toContain('warned http.stream_closed_after_cancel')
    expect(result.stdout).toContain('still serving')
    expect(result.status).toBe(0)
  })
})
