/**
 * The one typed client of the content service (openapi-fetch over api-spec/).
 * Its middleware carries the spec's call rules:
 * - a timeout per attempt (25000 ms unless configured);
 * - every non-2xx answer rejects with a CmsError carrying the status;
 * - GET and HEAD are retried exactly once on 408, 409, 425, 429, 500, 502, 503, 504 and on
 *   network errors (timeouts included); POST, PUT, PATCH and DELETE are never retried;
 * - in the browser, the anti-forgery cookie XSRF-TOKEN is echoed as the X-XSRF-TOKEN header.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch'
import type { paths } from '../../contract/api.gen'
import { XSRF_COOKIE, XSRF_HEADER } from '../../contract/headers'

export const CMS_API_PREFIX = '/cms/open/api'
export const DEFAULT_TIMEOUT_MS = 25_000
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
])

/** 'contract': an answer that breaks the contract (app/content/contract-check.server.ts). */
export type CmsErrorKind = 'http' | 'timeout' | 'network' | 'contract'

/** A failed content-service call: `status` is the HTTP status (0 when no answer arrived). */
export class CmsError extends Error {
  readonly kind: CmsErrorKind
  readonly status: number
  /** The envelope's code, msg and per-field errors when the service sent them. */
  readonly code?: number
  readonly msg?: string
  readonly fieldErrors?: Record<string, string>

  constructor(
    kind: CmsErrorKind,
    status: number,
    message: string,
    extra: {
      code?: number
      msg?: string
      fieldErrors?: Record<string, string>
      cause?: unknown
    } = {},
  ) {
    super(message, { cause: extra.cause })
    this.name = 'CmsError'
    this.kind = kind
    this.status = status
    this.code = extra.code
    this.msg = extra.msg
    this.fieldErrors = extra.fieldErrors
  }

  static async fromResponse(response: Response, method: string): Promise<CmsError> {
    let body: unknown
    try {
      body = await response.json()
    } catch {
      body = undefined
    }
    const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
      code?: unknown
      msg?: unknown
      errors?: unknown
    }
    return new CmsError(
      'http',
      response.status,
      `${method} ${pathOf(response.url)} answered ${response.status}`,
      {
        code: typeof envelope.code === 'number' ? envelope.code : undefined,
        msg: typeof envelope.msg === 'string' ? envelope.msg : undefined,
        fieldErrors:
          typeof envelope.errors === 'object' && envelope.errors !== null
            ? (envelope.errors as Record<string, string>)
            : undefined,
      },
    )
  }

  static fromThrown(error: unknown, method: string, url: string): CmsError {
    if (error instanceof CmsError) return error
    const name = (error as { name?: string } | undefined)?.name
    const timedOut = name === 'TimeoutError'
    return new CmsError(
      timedOut ? 'timeout' : 'network',
      0,
      `${method} ${pathOf(url)} ${timedOut ? 'timed out' : 'failed: network error'}`,
      { cause: error },
    )
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

const isIdempotent = (method: string) => method === 'GET' || method === 'HEAD'

/** Reads the anti-forgery cookie in a browser; undefined on the server. */
export function readXsrfCookie(): string | undefined {
  if (typeof document === 'undefined' || typeof document.cookie !== 'string') return undefined
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === XSRF_COOKIE) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export interface CmsClientOptions {
  /** Origin (and optional path prefix) of the service; `/cms/open/api` is appended. '' = same origin. */
  baseUrl: string
  timeoutMs?: number
  /** fetch implementation (the in-process service passes its own handler). */
  fetch?: (request: Request) => Promise<Response>
  /** Where the anti-forgery token comes from; defaults to the browser's cookie. */
  getXsrfToken?: () => string | undefined
  /** Middleware that sees each answer after the call rules (their retry included). */
  middleware?: Middleware[]
  /**
   * The signal of an attempt's timeout; `AbortSignal.timeout` unless given. The server gives one
   * whose timer keeps no request alive (`lib/process-context.server.ts`).
   */
  timeoutSignal?: (ms: number) => AbortSignal
}

export function callRulesMiddleware(options: {
  timeoutMs: number
  getXsrfToken: () => string | undefined
  timeoutSignal?: (ms: number) => AbortSignal
}): Middleware {
  const timeout = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms))
  const retried = new Set<string>()

  /** A fresh copy of a GET/HEAD request for the second attempt, with its own timeout. */
  const secondAttempt = (request: Request) =>
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      redirect: request.redirect,
      signal: timeout(options.timeoutMs),
    })

  return {
    onRequest({ request }) {
      const token = options.getXsrfToken()
      if (token && !isIdempotent(request.method)) request.headers.set(XSRF_HEADER, token)
      const signal = AbortSignal.any([request.signal, timeout(options.timeoutMs)])
      return new Request(request, { signal, duplex: 'half' } as RequestInit)
    },
    async onError({ request, error, options: call, id }) {
      // Network errors and our own timeout are retried; a caller's abort is not.
      const reason = request.signal.aborted
        ? (request.signal.reason as { name?: string } | undefined)
        : undefined
      const callerAborted = request.signal.aborted && reason?.name !== 'TimeoutError'
      if (isIdempotent(request.method) && !retried.has(id) && !callerAborted) {
        retried.add(id)
        try {
          return await call.fetch(secondAttempt(request))
        } catch (second) {
          retried.delete(id)
          return CmsError.fromThrown(second, request.method, request.url)
        }
      }
      retried.delete(id)
      return CmsError.fromThrown(error, request.method, request.url)
    },
    async onResponse({ request, response, options: call, id }) {
      if (response.ok) {
        retried.delete(id)
        return response
      }
      if (
        isIdempotent(request.method) &&
        RETRYABLE_STATUSES.has(response.status) &&
        !retried.has(id)
      ) {
        retried.add(id)
        await response.body?.cancel()
        let second: Response
        try {
          second = await call.fetch(secondAttempt(request))
        } catch (error) {
          retried.delete(id)
          throw CmsError.fromThrown(error, request.method, request.url)
        }
        retried.delete(id)
        if (second.ok) return second
        throw await CmsError.fromResponse(second, request.method)
      }
      retried.delete(id)
      throw await CmsError.fromResponse(response, request.method)
    },
  }
}

export type CmsClient = Client<paths>

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const client = createClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/+$/, '')}${CMS_API_PREFIX}`,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  // Answers pass the middleware from the last added to the first: the call rules come last.
  client.use(
    ...(options.middleware ?? []),
    callRulesMiddleware({
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      getXsrfToken: options.getXsrfToken ?? readXsrfCookie,
      timeoutSignal: options.timeoutSignal,
    }),
  )
  return client
}
