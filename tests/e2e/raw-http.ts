/**
 * HTTP as an attacker sends it, for the hardening specs: requests exactly as given (Host, request
 * target and all) and bodies that are too large, on loopback.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** A request exactly as given (Host, request target and all), read to its end. */
export function raw(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        setHost: !options.headers?.host,
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer to ${options.path}`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/** A token of the content service, once it may be used (its notBefore passed). */
export async function formToken(base: string, address: string): Promise<string> {
  const response = await raw(base, {
    path: '/cms/open/api/formToken',
    headers: { 'x-forwarded-for': address },
  })
  const { data } = JSON.parse(response.body) as { data: { token: string; notBefore: string } }
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, Date.parse(data.notBefore) - Date.now()) + 50),
  )
  return data.token
}

/** What came of a post whose body the client kept sending until the server let it go. */
export interface FloodOutcome {
  /** The status of the answer (0: none came). */
  status: number
  /** Body bytes the client got out before the connection closed. */
  sent: number
  /** From the first byte to the answer, and to the connection's close. */
  answerMs: number
  closeMs: number
}

/**
 * A POST whose body (chunked, or of the declared `length`) the client keeps sending, up to `max`
 * bytes, until an answer comes (as curl does: it stops sending on an early answer) or the server
 * closes the connection; settles on the close, or after `timeoutMs`.
 */
export function floodPost(
  base: string,
  path: string,
  headers: Record<string, string>,
  options: { max: number; length?: number; timeoutMs?: number; localAddress?: string },
): Promise<FloodOutcome> {
  const { hostname, port } = new URL(base)
  const chunked = options.length === undefined
  const socket = connect({ port: Number(port), host: hostname, localAddress: options.localAddress })
  const started = performance.now()
  const outcome: FloodOutcome = { status: 0, sent: 0, answerMs: -1, closeMs: -1 }
  let received = ''
  const head = Object.entries({
    host: `${hostname}:${port}`,
    ...headers,
    ...(chunked
      ? { 'transfer-encoding': 'chunked' }
      : { 'content-length': String(options.length) }),
  })
  socket.write(
    `POST ${path} HTTP/1.1\r\n${head.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`,
  )
  const chunk = Buffer.alloc(64 * 1024, 0x61)
  const size = chunked ? Buffer.from(`${chunk.length.toString(16)}\r\n`) : Buffer.alloc(0)
  const pump = () => {
    while (!socket.destroyed && !received && outcome.sent < options.max) {
      if (chunked) socket.write(size)
      const more = socket.write(chunked ? Buffer.concat([chunk, Buffer.from('\r\n')]) : chunk)
      outcome.sent += chunk.length
      if (!more) return void socket.once('drain', pump)
    }
  }
  pump()
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.destroy(), options.timeoutMs ?? 30_000)
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1')
      const line = /^HTTP\/1\.1 (\d{3})/.exec(received)
      if (line && !outcome.status) {
        outcome.status = Number(line[1])
        outcome.answerMs = Math.round(performance.now() - started)
      }
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      outcome.closeMs = Math.round(performance.now() - started)
      resolve(outcome)
    })
  })
}
