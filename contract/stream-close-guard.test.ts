import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** A child process that cancels a body of Node's fetch before it ends. */
function run(withGuard: boolean, race: 'iterable' | 'form' = 'iterable') {
  const script = `
    ${
      withGuard
        ? `const { installStreamCloseGuard } = await import(${JSON.stringify(join(import.meta.dirname, 'stream-close-guard.ts'))})
    installStreamCloseGuard({ warn: (e) => console.log('warned', e.event), fatal: (e) => console.log('fatal', e.event) })`
        : ''
    }
    if (${JSON.stringify(race)} === 'iterable') {
      async function* slow() { yield 'a'; await new Promise((r) => setTimeout(r, 50)) }
      const reader = new Response(slow()).body.getReader()
      await reader.read()
      // The visitor leaves while the last chunk is awaited: the body is cancelled, then ends.
      const pending = reader.read()
      setTimeout(() => void reader.cancel(), 10)
      await pending.catch(() => {})
    } else {
      // A multipart body read in part, then cancelled (a size limit): its feeder enqueues on.
      const form = new FormData()
      form.set('file', new Blob([new Uint8Array(300000)]), 'cv.pdf')
      const reader = new Request('http://x/', { method: 'POST', body: form }).body.getReader()
      await reader.read()
      await reader.cancel()
    }
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
    for (const race of ['iterable', 'form'] as const) {
      expect(run(false, race).stdout, race).not.toContain('still serving')
      const result = run(true, race)
      expect(result.stdout, race).toContain('warned http.stream_closed_after_cancel')
      expect(result.stdout, race).toContain('still serving')
      expect(result.status, race).toBe(0)
    }
  })
})
