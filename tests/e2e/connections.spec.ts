/**
 * Open connections (issue 33, finding 10; docs/security.md "Limits and timeouts"), on a server of
 * its own on loopback with a low open-file limit, as a process near its limit is: hundreds of
 * slow connections (headers begun, never finished) from two addresses must leave a visitor from a
 * third answered within a second. Each address keeps at most CONNECTIONS_PER_CLIENT connections
 * (the rest are closed at once, logged once per address), and the slow ones are closed by the
 * header timeout. Before the fix the slow connections took every file descriptor: the visitor
 * got no answer, and nothing was logged.
 */
import { connect, type Socket } from 'node:net'
import { expect, test } from '@playwright/test'
import { startSiteServer } from './fixtures'
import { raw } from './raw-http'

const PER_CLIENT = 20
const HEADER_TIMEOUT_S = 3
/** Slow connections per address: together well past the server's open files (below). */
const SLOW_PER_ADDRESS = 300
const OPEN_FILES = 400

interface Slow {
  socket: Socket
  opened: number
  closed: Promise<number>
  /** The server answered (its 408 at the header timeout): the connection was held, not refused. */
  answered: () => boolean
}

/** A connection from `localAddress` that sends the start of a request and never finishes it. */
function slowConnection(port: number, localAddress: string): Promise<Slow> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress })
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now())))
    socket.on('error', () => {})
    // Read what the server sends (a 408 at the timeout), so its close is seen.
    let answered = false
    socket.on('data', () => (answered = true))
    const opened = Date.now()
    const slow = { socket, opened, closed, answered: () => answered }
    socket.once('connect', () => {
      socket.write(`GET /en HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `)
      resolve(slow)
    })
    // Refused or reset before it connected: counts as closed at once.
    socket.once('close', () => resolve(slow))
  })
}

/** A visitor's page request: its status and how long the answer took (0 for none in 5 s). */
async function visit(base: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  try {
    const answer = await raw(base, { path: '/en', headers: { 'accept-encoding': 'identity' } })
    return { status: answer.status, ms: performance.now() - started }
  } catch {
    return { status: 0, ms: performance.now() - started }
  }
}

test('slow connections from a few addresses leave other visitors answered within a second', async () => {
  test.setTimeout(180_000)
  const server = await startSiteServer(
    {
      CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
      HEADER_TIMEOUT_SECONDS: String(HEADER_TIMEOUT_S),
      LOG_LEVEL: 'warn',
    },
    { captureOutput: true, openFiles: OPEN_FILES },
  )
  const slow: Slow[] = []
  try {
    const port = Number(new URL(server.url).port)
    // The page rendered once, so the visit below measures the connection, not a render.
    expect((await visit(server.url)).status).toBe(200)

    for (const address of ['127.0.0.2', '127.0.0.3'])
      for (let i = 0; i < SLOW_PER_ADDRESS; i++) slow.push(await slowConnection(port, address))
    const started = Date.now()

    // Ten visitors at once, as a page's readers arrive (before the fix all but one went unanswered).
    const visits = await Promise.all(Array.from({ length: 10 }, () => visit(server.url)))
    console.log(`visits: ${visits.map((v) => `${v.status}/${Math.round(v.ms)}ms`).join(' ')}`)
    for (const { status, ms } of visits) {
      expect(status).toBe(200)
      expect(ms).toBeLessThan(1000)
    }

    // Every slow connection ends: those over the cap at once, the others at the header timeout.
    const closedAt = await Promise.race([
      Promise.all(slow.map((s) => s.closed)),
      new Promise<undefined>((resolve) => setTimeout(resolve, (HEADER_TIMEOUT_S + 10) * 1000)),
    ])
    const stillOpen = slow.filter((s) => !s.socket.destroyed && s.socket.readyState === 'open')
    expect(closedAt, `${stillOpen.length} slow connections still open`).toBeDefined()
    // Held: answered with the timeout's 408; refused: closed without a byte. (Counted by what the
    // server sent, not by how long a close took to be seen: on a busy machine a refusal can take
    // a second to arrive.)
    const held = slow.filter((s) => s.answered()).length
    console.log(`held until the header timeout: ${held}; closed at once: ${slow.length - held}`)
    expect(held).toBeGreaterThan(0)
    expect(held).toBeLessThanOrEqual(2 * PER_CLIENT)
    expect(Math.max(...closedAt!) - started).toBeLessThan((HEADER_TIMEOUT_S + 3) * 1000)

    // Refusals are logged once per address (and minute), not once per connection; no address.
    const refused = server
      .output()
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { event?: string; client?: string })
      .filter((entry) => entry.event === 'http.connections_refused')
    expect(refused).toHaveLength(2)
    expect(new Set(refused.map((entry) => entry.client)).size).toBe(2)
    expect(server.output().join('\n')).not.toContain('127.0.0.2')
  } finally {
    for (const s of slow) s.socket.destroy()
    await server.stop()
  }
})
