/**
 * Open connections of the production server (server/start.ts; issue 33, finding 10;
 * docs/security.md "Limits and timeouts"). Before this, anyone could hold connections open for
 * 83 s by sending headers slowly, from as many sockets as they liked, until the process ran out
 * of file descriptors and visitors went unanswered. Now:
 * - each client (an IPv4 address, an IPv6 /64) keeps at most `perClient` connections open; more
 *   are closed at once. Proxies TRUST_PROXY names are not counted (nginx carries every visitor);
 * - a request's headers must arrive within `headerTimeoutMs` (Node's headersTimeout, checked every
 *   second instead of every 30 s; it also closes a new connection that sends nothing, with a
 *   408), and a kept-alive connection is closed after `idleTimeoutMs` without a next request;
 * - refusals are logged once per client and minute (`http.connections_refused`, the client as a
 *   pseudonym: no address in the logs), and counted in one line a minute
 *   (`http.connections_refused_total`).
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { rateLimitKey } from '../contract/rate-limit-key'
import { isTrustedProxy } from '../app/lib/client-address.server'
import { logger } from '../app/lib/logger.server'

export interface ConnectionLimits {
  perClient: number
  headerTimeoutMs: number
  idleTimeoutMs: number
  /** TRUST_PROXY: peers whose connections are not counted. */
  trustProxy?: string
}

const REFUSAL_WINDOW_MS = 60_000

/** Applies the limits to `server`; call before it listens (Node reads its checking interval then). */
export function guardConnections(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = limits.headerTimeoutMs
  server.keepAliveTimeout = limits.idleTimeoutMs
  // How often Node looks for connections past their header or request timeout (30 s by default,
  // which let a 60 s header timeout run to 83 s).
  Object.assign(server, { connectionsCheckingInterval: Math.min(1000, limits.headerTimeoutMs) })

  const open = new Map<string, number>()
  /** Connections refused in this window, by client. */
  const refused = new Map<string, number>()
  const pseudonymKey = randomBytes(32)
  const pseudonym = (client: string) =>
    createHmac('sha256', pseudonymKey).update(client).digest('hex').slice(0, 16)
  setInterval(() => {
    if (refused.size === 0) return
    const total = [...refused.values()].reduce((sum, n) => sum + n, 0)
    logger.warn({
      event: 'http.connections_refused_total',
      clients: refused.size,
      refused: total,
      windowSeconds: REFUSAL_WINDOW_MS / 1000,
    })
    refused.clear()
  }, REFUSAL_WINDOW_MS).unref()

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (!address) {
      socket.destroy()
      return
    }
    if (isTrustedProxy(address, limits.trustProxy)) return
    const client = rateLimitKey(address)
    const count = open.get(client) ?? 0
    if (count >= limits.perClient) {
      const before = refused.get(client) ?? 0
      refused.set(client, before + 1)
      if (before === 0)
        logger.warn(
          { event: 'http.connections_refused', client: pseudonym(client), limit: limits.perClient },
          'a client passed its open connections; more refusals this minute are counted, not logged',
        )
      socket.destroy()
      return
    }
    open.set(client, count + 1)
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1
      if (left > 0) open.set(client, left)
      else open.delete(client)
    })
  })
}
