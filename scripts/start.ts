/**
 * Production server: serves dist/ with srvx. Compiled with scripts/launch.ts to dist/start.mjs by
 * `npm run build` (scripts/vite-node.config.ts) and run by plain node; `npm start` builds first
 * when dist/ is missing (scripts/ensure-build.mjs, ADR 017).
 * - /assets/* (content-hashed): precompressed br/gzip, cached for a year, immutable
 * - other public files: short max-age
 * - files get the pages' security headers; only files are marked `public`
 * - a page that is fresh in the page cache: answered straight from memory on Node's request
 *   event, before any Request or Response object is made (app/server.ts `answerFromMemory`)
 * - everything else: TanStack Start (HTML, server functions, in-process CMS), compressed per
 *   request (scripts/http-compression.ts)
 * - process settings for memory (scripts/runtime-tuning.ts, ADR 022), V8's compile cache for
 *   the server bundle, and the content database closed cleanly on SIGTERM/SIGINT
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http'
import type {
  answerFromMemory as AnswerFromMemory,
  closeInProcessCms as CloseInProcessCms,
} from '../app/server'
import { readdirSync } from 'node:fs'
import { enableCompileCache } from 'node:module'
import { basename, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { parseEnv } from '../app/lib/env.server'
import { resolveClient } from '../app/lib/client-address.server'
import { logger } from '../app/lib/logger.server'
import { withSecurityHeaders } from '../app/lib/security-headers.server'
import { compressResponse } from './http-compression'
import { parseCmsEnv } from '../cms/env'
import { adoptSeedTemplate } from '../cms/seed/template'
import { installStreamCloseGuard } from '../contract/stream-close-guard'

// Production React and libraries unless told otherwise: packages outside the bundle (react-dom's
// server renderer among them) choose their development builds when NODE_ENV is unset, at about
// half the speed. Set before the server bundle is imported below.
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

if (Number(process.versions.node.split('.')[0]) < 24) {
  logger.warn(
    { event: 'runtime.unsupported', node: process.version },
    `Node ${process.version} is not supported (Node 24 or later): run through npm start, which uses the project's Node 24`,
  )
}

// One level below the project root as the source (scripts/); compiled, this module is a chunk
// of dist/start.mjs in dist/node-chunks/, two levels below.
const here = import.meta.dirname
const root = resolve(here, basename(here) === 'node-chunks' ? '../..' : '..')
const serverEntry = resolve(root, 'dist/server/server.js')
// A new DATA_DIR starts from the build's seeded copy (cms/seed/template.ts, ADR 024).
process.env.CMS_SEED_TEMPLATE ??= resolve(root, 'dist/seed-data')
const clientDir = resolve(root, 'dist/client')

// V8's code cache for the server bundle (in the OS temp directory): a second start skips most
// of its compiling. A cache that cannot be written is skipped silently.
enableCompileCache()

// A new site's DATA_DIR receives the build's seeded database while the server bundle loads (the
// copy on a worker thread); the in-process content service then opens it (ADR 024).
const seeding = (() => {
  if (env.CMS_BASE_URL) return undefined
  try {
    const cms = parseCmsEnv(process.env)
    if (!cms.CMS_SEED_TEMPLATE || cms.DATABASE_URL) return undefined
    const template = resolve(cms.CMS_SEED_TEMPLATE)
    return adoptSeedTemplate(template, resolve(cms.DATA_DIR)).then((adopted) => {
      if (adopted)
        logger.info(
          { event: 'cms.seeded', template },
          'new data directory: seeded database and files copied from the build',
        )
    })
  } catch {
    return undefined // a bad variable: the content service says what is wrong when it starts
  }
})()

const serverModule = (await import(pathToFileURL(serverEntry).href)) as {
  default: { fetch: (request: Request) => Response | Promise<Response> }
  answerFromMemory?: typeof AnswerFromMemory
  closeInProcessCms?: typeof CloseInProcessCms
}
const app = serverModule.default
const answerFromMemory = serverModule.answerFromMemory

// Warm up before listening: the in-process content service opens its database (and seeds an
// empty one) now, not on a visitor's first request.
await seeding
const ready = await app.fetch(
  new Request(`http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}/readyz`),
)
if (!ready.ok)
  console.warn(
    `content service not ready (${ready.status}); pages render with empty menus until it is`,
  )

const hashedAssets = staticMiddleware({
  dir: clientDir,
  encodings: true,
  compress: false,
  maxAge: 31_536_000,
  immutable: true,
})
const publicFiles = staticMiddleware({ dir: clientDir, encodings: true, maxAge: 600 })

/**
 * The URL paths of the public files (outside /assets/), listed once: a page request then never
 * looks on disk (the static middleware would stat three candidates for every page path).
 */
const publicPaths = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map(
      (entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
    )
    .filter((path) => !path.startsWith('/assets/')),
)

/** Responses the application rendered (they carry their own caching and security headers). */
const rendered = new WeakSet<Response>()

/**
 * A static file's response: shared caches may keep it (`public`), and it gets the same security
 * headers as a page (HSTS when the visitor came over HTTPS). What the static middleware passed on
 * to the application is returned as the application made it.
 */
async function asStaticFile(
  request: Request,
  pending: Response | Promise<Response>,
): Promise<Response> {
  const response = await pending
  if (rendered.has(response)) return response
  const headers = new Headers(response.headers)
  const cacheControl = headers.get('cache-control')
  if (cacheControl && response.ok && !/\b(public|private|no-store)\b/.test(cacheControl)) {
    headers.set('cache-control', `public, ${cacheControl}`)
  }
  const client = resolveClient(request, (request as Request & { ip?: string }).ip, env.TRUST_PROXY)
  const https = client.https || env.PUBLIC_SITE_URL?.startsWith('https:') === true
  const file = new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
  return withSecurityHeaders(file, { https })
}

/** The request's id: the one it came with when well-formed, else a new one. */
function requestIdOf(incoming: string | null | undefined): string {
  return incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID()
}

/** One JSON log line per request (no query: it may carry personal data). */
function logLine(id: string, method: string, path: string, status: number, started: number) {
  if (path.startsWith('/assets/')) return
  logger.info({
    event: 'http.request',
    requestId: id,
    method,
    path,
    status,
    ms: Math.round(performance.now() - started),
  })
}

/**
 * One JSON log line per request: request id, method, path, status and duration. The id is echoed
 * as X-Request-Id.
 */
async function logRequest(
  request: Request,
  next: () => Response | Promise<Response>,
): Promise<Response> {
  const started = performance.now()
  const id = requestIdOf(request.headers.get('x-request-id'))
  let status = 500
  try {
    const response = await next()
    status = response.status
    try {
      response.headers.set('x-request-id', id)
    } catch {
      // immutable headers: the id stays in the log only
    }
    return response
  } finally {
    logLine(id, request.method, new URL(request.url).pathname, status, started)
  }
}

/**
 * A fresh page from the page cache, written on Node's request event; false when the request is
 * for anything else (the full path below answers it). Logged and identified like every request.
 */
function answeredFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
  if (!answerFromMemory || !req.url || !req.method) return false
  const started = performance.now()
  let answer
  try {
    answer = answerFromMemory({
      method: req.method,
      target: req.url,
      headers: req.headers,
      socketAddress: req.socket.remoteAddress,
      tls: 'encrypted' in req.socket,
    })
  } catch (error) {
    logger.error({ event: 'page-cache.fast-path-failed', err: error })
    return false
  }
  if (!answer) return false
  const id = requestIdOf(req.headers['x-request-id'] as string | undefined)
  // Node's flat [name, value, ...] form: one pass, no header map.
  const headers = answer.headers.flat()
  headers.push('x-request-id', id)
  if (answer.body) headers.push('content-length', String(answer.body.length))
  res.writeHead(200, headers)
  res.end(answer.body ?? undefined)
  logLine(id, req.method, req.url.split('?')[0]!, 200, started)
  return true
}

const server = serve({
  port: env.PORT,
  hostname: env.HOST,
  silent: true,
  // Listening starts below, once the fast path sits in front of srvx's handler.
  manual: true,
  middleware: [
    logRequest,
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return asStaticFile(request, hashedAssets(request, next))
      if (publicPaths.has(pathname) || pathname.includes('%'))
        return asStaticFile(request, publicFiles(request, next))
      return next()
    },
  ],
  fetch: async (request) => {
    const response = compressResponse(request, await app.fetch(request))
    rendered.add(response)
    return response
  },
})

const nodeServer = server.node!.server!
// A backstop for a request whose body nobody reads (refused before reading, then trickled): Node
// drops it once the whole request has taken longer than the body deadline (its default: 300 s).
// Bodies that are read fail sooner, at their own clock (app/lib/body-guard.server.ts).
;(nodeServer as HttpServer).requestTimeout = (env.BODY_DEADLINE_SECONDS + 10) * 1000
const fullPath = server.node!.handler
nodeServer.removeAllListeners('request')
nodeServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
  if (!answeredFromMemory(req, res)) fullPath(req, res)
})
await server.serve()
await server.ready()
logger.info(
  {
    event: 'http.listening',
    url: server.url,
    // The C allocator the runtime tuning chose (ADR 022): jemalloc when the system has it.
    allocator: process.env.LD_PRELOAD?.includes('libjemalloc') ? 'jemalloc' : 'system',
  },
  `Starbridge site listening on ${server.url}`,
)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing server`)
    // The content database is closed after the last request, so the next start opens it
    // without crash recovery.
    server
      .close()
      .then(() => serverModule.closeInProcessCms?.())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      )
  })
}
