/**
 * npm run bench:outage — page latency while the content service is unreachable.
 * Starts the production server with CMS_BASE_URL pointing at a closed loopback port, requests
 * every page of three locales several times (sequentially, loopback only, bounded) and prints
 * p50 / p95 / max in milliseconds. Target: every page under 200 ms, no 25-second waits.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pagePaths } from '../../app/i18n/pages'

const port = 3295
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-bench-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CMS_BASE_URL: 'http://127.0.0.1:9',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  },
  stdio: 'inherit',
})
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break
    } catch {
      if (i > 600) throw new Error('server did not start')
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  const rounds = 5
  const times: number[] = []
  let non200 = 0
  for (let round = 0; round < rounds; round++) {
    for (const locale of ['zh-CN', 'en', 'th']) {
      for (const path of pagePaths) {
        const started = performance.now()
        const response = await fetch(`${base}/${locale}${path ? `/${path}` : ''}`)
        await response.arrayBuffer()
        times.push(performance.now() - started)
        if (response.status !== 200) non200++
      }
    }
  }
  times.sort((a, b) => a - b)
  const pick = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1)
  console.log(`content service down: ${times.length} page requests, ${non200} not 200`)
  console.log(
    `latency ms  p50 ${pick(0.5)}  p95 ${pick(0.95)}  max ${times[times.length - 1]!.toFixed(1)}`,
  )
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
