/**
 * Production server: serves dist/ with srvx. Compiled to dist/start.mjs by `npm run build`
 * (scripts/vite-node.config.ts), run by node through server/launch.sh with its process settings
 * (ADR 022); `npm start` builds first when dist/ is missing (ADR 017).
 * - /assets/* (content-hashed): precompressed br/gzip, cached for a year, immutable; other public
 *   files: a short max-age; files get the pages' security headers and are `public`
 * - a page fresh in the page cache: answered from memory on Node's request event, before any
 *   Request or Response is made (app/server.ts `answerFromMemory`, ADR 021)
 * - everything else: TanStack Start (app/server.ts), compressed per request
 * - one JSON log line per request (id, method, path without query, status, ms), the id echoed as
 *   X-Request-Id (nginx's, when it sends one)
 * - open connections capped per client, short header and idle timeouts
 *   (server/connection-guard.server.ts)
 * - V8's compile cache for the server bundle; the content database closed on SIGTERM/SIGINT
 */
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http'
import { enableCompileCache } from 'node:module'
import { join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import type * as ServerEntry from '../app/server'
import { resolveClient, usesHttps } from '../app/lib/client-address.server'
import { compressResponse } from '../app/lib/compression.server'
import { guardConnections } from './connection-guard.server'
import { parseEnv } from '../app/lib/env.server'
import { logger } from '../app/lib/logger.server'
import { withSecurityHeaders } from '../app/lib/security-headers.server'
import { installStreamCloseGuard } from '../contract/stream-close-guard'

// Production React and libraries (react-dom's server renderer chooses its development build when
// NODE_ENV is unset, at about half the speed). Set before the server bundle is imported.
process.env.NODE_ENV ??= 'production'
const env = (() => {
  try {
    return parseEnv(process.env)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
})()
// A visitor who leaves mid-answer must not stop the server (contract/stream-close-guard.ts).
installStreamCloseGuard(logger)
if (Number(process.versions.node.split('.')[0]) < 24)
  logger.warn({ event: 'runtime.unsupported', node: process.version }, 'Node 24 or later needed')

// This module is a chunk of dist/start.mjs in dist/node-chunks/ or the entry itself in dist/.
const here = import.meta.dirname
const root = resolve(here, here.endsWith('node-chunks') ? '../..' : '..')
const clientDir = resolve(root, 'dist/client')
// A new DATA_DIR starts from the build's seeded copy (cms/seed/template.ts, ADR 024).
process.env.CMS_SEED_TEMPLATE ??= resolve(root, 'dist/seed-data')
enableCompileCache()

const server: typeof ServerEntry = await import(
  pathToFileURL(resolve(root, 'dist/server/server.js')).href
)
const app = server.default

// Warm up before listening: the in-process content service opens (or seeds) its database now,
// not on a visitor's first request.
const ready = await app.fetch(new Request(`http://127.0.0.1:${env.PORT}/readyz`))
if (!ready.ok) logger.warn({ event: 'cms.not_ready', status: ready.status })

const hashedAssets = staticMiddleware({
  dir: clientDir,
  encodings: true,
  compress: false,
  maxAge: 31_536_000,
  immutable: true,
})
const publicFiles = staticMiddleware({ dir: clientDir, encodings: true, maxAge: 600 })
/** The public files outside /assets/, listed once: a page request never looks on disk. */
const publicPaths = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map(
      (entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
    )
    .filter((path) => !path.startsWith('/assets/')),
)

const https = (request: Request) =>
  resolveClient(request, (request as Request & { ip?: string }).ip, env.TRUST_PROXY).https ||
  env.PUBLIC_SITE_URL?.startsWith('https:') === true

/** A static file: `public` for shared caches, with the pages' security headers. */
async function staticFile(request: Request, pending: Response | Promise<Response>) {
  const response = await pending
  if (rendered.has(response)) return response // passed on to the application
  const headers = new Headers(response.headers)
  const cacheControl = headers.get('cache-control')
  if (cacheControl && response.ok && !/\b(public|private|no-store)\b/.test(cacheControl))
    headers.set('cache-control', `public, ${cacheControl}`)
  const file = new Response(response.body, { status: response.status, headers })
  return withSecurityHeaders(file, { https: https(request) })
}

/** Responses the application rendered (they carry their own caching and security headers). */
const rendered = new WeakSet<Response>()

const site = serve({
  port: env.PORT,
  hostname: env.HOST,
  silent: true,
  manual: true,
  middleware: [
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return staticFile(request, hashedAssets(request, next))
      if (publicPaths.has(pathname) || pathname.includes('%'))
        return staticFile(request, publicFiles(request, next))
      return next()
    },
  ],
  fetch: async (request) => {
    const response = await compressResponse(request, await app.fetch(request))
    rendered.add(response)
    return response
  },
})

/** A page fresh in the page cache, written at once; false for anything else. */
function fromMemory(req: IncomingMessage, res: ServerResponse, id: string): boolean {
  const forwardedProto = req.headers['x-forwarded-proto']
  const answer = server.answerFromMemory({
    method: req.method!,
    target: req.url!,
    headers: req.headers,
    https:
      usesHttps(
        req.socket.remoteAddress,
        Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto,
        'encrypted' in req.socket,
        env.TRUST_PROXY,
      ) || env.PUBLIC_SITE_URL?.startsWith('https:') === true,
  })
  if (!answer) return false
  answer.headers.push('x-request-id', id)
  res.writeHead(200, answer.headers)
  res.end(answer.body ?? undefined)
  return true
}

/** Whether a line per request is logged (LOG_LEVEL info or lower): else no listener is added. */
const logsRequests = logger.isLevelEnabled('info')

const nodeServer = site.node!.server! as HttpServer
// A backstop for a body nobody reads (refused, then trickled): Node drops the request after the
// body deadline; bodies that are read fail sooner, at their own clock (body-guard.server.ts).
nodeServer.requestTimeout = (env.BODY_DEADLINE_SECONDS + 10) * 1000
const fullPath = site.node!.handler
nodeServer.removeAllListeners('request')
nodeServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
  const started = performance.now()
  const incoming = req.headers['x-request-id']
  const id =
    typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID()
  const path = req.url?.split('?')[0] ?? ''
  if (logsRequests && !path.startsWith('/assets/'))
    res.once('close', () =>
      logger.info({
        event: 'http.request',
        requestId: id,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      }),
    )
  try {
    if (fromMemory(req, res, id)) return
  } catch (error) {
    logger.error({ event: 'page-cache.fast-path-failed', err: error })
  }
  res.setHeader('x-request-id', id)
  // The application logs a 5xx with this id (app/server.ts): set in both of Node's header views.
  req.headers['x-request-id'] = id
  const raw = req.rawHeaders
  for (let i = raw.length - 2; i >= 0; i -= 2)
    if (raw[i]!.toLowerCase() === 'x-request-id') raw.splice(i, 2)
  raw.push('x-request-id', id)
  fullPath(req, res)
})
// Open connections per client, header and idle timeouts (slow connections once exhausted the
// process's file descriptors: issue 33, finding 10).
guardConnections(nodeServer, {
  perClient: env.CONNECTIONS_PER_CLIENT,
  headerTimeoutMs: env.HEADER_TIMEOUT_SECONDS * 1000,
  idleTimeoutMs: env.IDLE_TIMEOUT_SECONDS * 1000,
  trustProxy: env.TRUST_PROXY,
})
await site.serve()
await site.ready()
logger.info(
  {
    event: 'http.listening',
    url: site.url,
    // The C allocator server/launch.sh chose (ADR 022).
    allocator: process.env.LD_PRELOAD?.includes('libjemalloc') ? 'jemalloc' : 'system',
  },
  `Starbridge site listening on ${site.url}`,
)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing server`)
    // The content database is closed after the last request: the next start needs no recovery.
    site
      .close()
      .then(() => server.closeInProcessCms())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      )
  })
}
