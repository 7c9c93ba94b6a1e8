/**
 * npm run bench:outage — page latency while the content service is unreachable.
 * Starts the production server with CMS_BASE_URL pointing at a closed loopback port, requests
 * every page of three locales several times (sequentially, loopback only, bounded) and prints
 * p50 / p95 / max in milliseconds. Target: every page under 200 ms, no 25-second waits.
 */
import { samplePaths as pagePaths } from '../../app/site/registry'
import { startSiteServer } from '../site-server'

const site = await startSiteServer({
  port: 3295,
  env: { CMS_BASE_URL: 'http://127.0.0.1:9' },
  stdio: 'inherit',
})
const base = site.url
try {
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
  await site.stop()
}
