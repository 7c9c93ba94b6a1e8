/**
 * npm run bench:bodies — the server's memory across oversized posts (issue 33, finding 8: 200
 * chunked posts past their limit from 200 addresses took the process from 196 to 1,438 MB, and it
 * stayed there). Starts the production server (loopback), warms it with a first round, reads its
 * RSS, then sends 200 chunked posts of up to 32 MB each, all at once, from 200 loopback addresses
 * (127.0.x.y: no per-client cap applies), to the consultation, a job page and the upload endpoint.
 * Prints the answers, RSS before, at its peak, after and 5 s later. Target: within 50 MB.
 */
import { readFileSync } from 'node:fs'
import { floodPost } from '../../tests/e2e/raw-http'
import { startSiteServer } from '../site-server'

const POSTS = 200
const MB = 1024 * 1024
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024

const site = await startSiteServer({ port: Number(process.env.BENCH_PORT ?? 3297) })
try {
  const base = site.url
  const origin = new URL(base).origin
  const jobs = (await (
    await fetch(`${base}/cms/open/api/job/list?language=en&pageSize=1`)
  ).json()) as {
    data: { list: Array<{ id: number }> }
  }
  const paths = [
    ['/en/consultation', 'application/x-www-form-urlencoded'],
    [`/en/join-details?id=${jobs.data.list[0]!.id}`, 'multipart/form-data; boundary=x'],
    ['/api/job-application?lang=en', 'multipart/form-data; boundary=x'],
  ] as const
  const token = `v1.${Date.now()}.abcdefghijkl.${'a'.repeat(43)}`
  const post = (i: number) => {
    const [path, type] = paths[i % paths.length]!
    return floodPost(
      base,
      path,
      { origin, 'content-type': type, 'x-form-token': token },
      { max: 32 * MB, localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}` },
    )
  }
  // Warm-up: each page rendered once and a first round of refusals, so "before" is a serving
  // process's memory.
  for (const path of ['/en', '/en/consultation', paths[1][0]])
    await (await fetch(base + path)).text()
  await Promise.all(Array.from({ length: 25 }, (_, i) => post(1000 + i)))
  const before = rssMb(site.pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 50)
  const started = performance.now()
  const outcomes = await Promise.all(Array.from({ length: POSTS }, (_, i) => post(i)))
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const after = rssMb(site.pid)
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const idle = rssMb(site.pid)
  const statuses = new Map<number, number>()
  for (const { status } of outcomes) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const sent = outcomes.reduce((sum, o) => sum + o.sent, 0) / MB
  const slowest = Math.max(...outcomes.map((o) => o.answerMs))
  console.log(
    `${POSTS} oversized posts in ${seconds.toFixed(1)} s: ${[...statuses].map(([s, n]) => `${n} x ${s}`).join(', ')}; ${sent.toFixed(0)} MB sent in all; slowest answer ${slowest} ms`,
  )
  console.log(
    `RSS MB  before ${before.toFixed(0)}  peak ${peak.toFixed(0)}  after ${after.toFixed(0)}  idle 5 s later ${idle.toFixed(0)}  (after - before ${(after - before).toFixed(0)}, idle - before ${(idle - before).toFixed(0)})`,
  )
} finally {
  await site.stop()
}
