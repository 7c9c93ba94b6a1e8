/**
 * Request bodies past their limit (issue 33, finding 8; docs/security.md "Limits and timeouts"), on
 * a server of its own on loopback, with raw sockets that keep sending as an attacker's do:
 * - a chunked body over its path's limit answers 413 the moment it passes it, and its connection
 *   closes: the consultation and the job application posted without JavaScript, the upload
 *   endpoint with a genuine token;
 * - a refused body is drained only up to a small bound, then its connection is closed;
 * - 50 such posts from 50 addresses, 25 at a time after a warm-up, are each refused and the site
 *   serves on (its memory before and after is printed).
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { useSiteServer } from './fixtures'
import { floodPost, formToken, raw } from './raw-http'

/** The server's resident memory in MB (Linux). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb) / 1024
}

const MB = 1024 * 1024
const FORM = 'application/x-www-form-urlencoded'
const MULTIPART = 'multipart/form-data; boundary=x'

test.describe('bodies past their limit', () => {
  const site = useSiteServer({ UPLOADS_PER_CLIENT: '4' })

  const jobPage = async (base: string) => {
    const jobs = JSON.parse(
      (await raw(base, { path: '/cms/open/api/job/list?language=en&pageSize=1' })).body,
    ) as { data: { list: Array<{ id: number }> } }
    return `/en/join-details?id=${jobs.data.list[0]!.id}`
  }

  test('a chunked body over its limit answers 413 at once and its connection closes', async () => {
    test.setTimeout(120_000)
    const base = site().url
    const origin = new URL(base).origin
    const writes: Array<[string, Record<string, string>]> = [
      ['/en/consultation', { 'content-type': FORM }],
      [await jobPage(base), { 'content-type': MULTIPART }],
      [
        '/api/job-application?lang=en',
        { 'content-type': MULTIPART, 'x-form-token': await formToken(base, '127.0.0.1') },
      ],
    ]
    // The three posts at once, each on its own connection: each waits up to the idle timeout for
    // its close, and none depends on another.
    const posts = await Promise.all(
      writes.map(([path, headers]) =>
        // Far past every limit (5 MB the largest): before the fix, the post hung for minutes.
        floodPost(base, path, { origin, ...headers }, { max: 256 * MB }),
      ),
    )
    for (const [i, [path]] of writes.entries()) {
      const post = posts[i]!
      console.log(`${path}: ${post.status} after ${post.answerMs} ms, ${post.sent / MB} MB sent`)
      expect(post.status, path).toBe(413)
      // Closed by the server at the latest by its idle timeout (IDLE_TIMEOUT_SECONDS, 10 s): the
      // body guard's lingering close stops reading, but the socket waits for that timeout.
      expect(post.closeMs, path).toBeLessThan(15_000)
      expect(post.sent, path).toBeLessThan(64 * MB)
    }
  })

  test('a refused body is drained only up to a small bound, then its connection closes', async () => {
    test.setTimeout(120_000)
    const base = site().url
    const origin = new URL(base).origin
    const forged = `v1.${Date.now()}.abcdefghijkl.${'a'.repeat(43)}`
    const refusals: Array<[Record<string, string>, number, Array<number | undefined>]> = [
      // Another site's page, chunked or with a length (the origin is checked before the size).
      [{ origin: 'https://evil.example', 'x-form-token': forged }, 403, [undefined, 200 * MB]],
      // A token of the right shape that the service never signed: refused before the body.
      [{ origin, 'x-form-token': forged }, 400, [undefined]],
    ]
    // All three posts at once, each on its own connection (each may wait for the idle timeout).
    const cases = refusals.flatMap(([headers, status, lengths]) =>
      lengths.map((length) => ({ headers, status, length })),
    )
    const posts = await Promise.all(
      cases.map(({ headers, length }) =>
        floodPost(
          base,
          '/api/job-application?lang=en',
          { ...headers, 'content-type': MULTIPART },
          { max: 200 * MB, length, timeoutMs: 20_000 },
        ),
      ),
    )
    for (const [i, { status, length }] of cases.entries()) {
      const post = posts[i]!
      const how = `${status}, ${length ? 'with a length' : 'chunked'}`
      expect(post.status, how).toBe(status)
      // Before the fix the whole 200 MB was read (and a forged token's body with it).
      expect(post.sent, how).toBeLessThan(64 * MB)
      // Closed by the server at the latest by its idle timeout (IDLE_TIMEOUT_SECONDS, 10 s).
      expect(post.closeMs, how).toBeLessThan(15_000)
    }
  })

  test('50 oversized chunked posts from 50 addresses are each refused, and the site serves on', async () => {
    test.setTimeout(120_000)
    const { url: base, pid } = site()
    const origin = new URL(base).origin
    const paths = [
      ['/en/consultation', FORM],
      [await jobPage(base), MULTIPART],
      ['/api/job-application?lang=en', MULTIPART],
    ] as const
    const token = `v1.${Date.now()}.abcdefghijkl.${'a'.repeat(43)}`
    const post = (i: number) => {
      const [path, type] = paths[i % paths.length]!
      return floodPost(
        base,
        path,
        { origin, 'content-type': type, 'x-form-token': token },
        // A loopback address each: every per-client cap stays out of it.
        { max: 32 * MB, localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}` },
      )
    }
    const batch = (first: number) =>
      Promise.all(Array.from({ length: 25 }, (_, i) => post(first + i)))
    // Warmed up: a first batch renders each page and grows the heap to its working size.
    await batch(0)
    const before = rssMb(pid)
    const statuses: number[] = []
    // Two batches after the warm-up: a leaked render slot (4) or connection would show in the
    // first; each batch waits for the idle timeout of its lingering closes (about 10 s).
    for (let first = 25; first < 75; first += 25)
      statuses.push(...(await batch(first)).map((outcome) => outcome.status))
    const after = rssMb(pid)
    console.log(`RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after 50 posts`)
    expect(statuses.filter((status) => status !== 413 && status !== 400)).toEqual([])
    expect((await raw(base, { path: '/en' })).status).toBe(200)
    // The memory figure is printed, not asserted: a memory target belongs to a benchmark (it
    // varied from +15 to +105 MB between runs here with the same code).
  })
})
