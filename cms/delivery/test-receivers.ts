/**
 * Test receivers of lead delivery on loopback: a real SMTP server (smtp-server) that keeps each
 * mail decoded, and a real HTTP endpoint that checks each webhook's Standard Webhooks signature.
 * Both count what they accepted by delivery id (Message-ID, webhook-id), as a receiver that
 * deduplicates would; `until` waits on their state with a deadline instead of sleeping.
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { Webhook } from 'standardwebhooks'

/** A whsec_ secret of 32 bytes for tests. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Polls `ready` every 25 ms until it holds; throws `why()` after `ms`. */
export async function until(
  ready: () => boolean | Promise<boolean>,
  why: () => string,
  ms = 60_000,
) {
  const deadline = Date.now() + ms
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(why())
    await new Promise((r) => setTimeout(r, 25))
  }
}

export interface ReceivedMail {
  messageId: string
  to: string
  subject: string
  /** Every text part decoded (plain text and HTML). */
  texts: string[]
  attachments: Array<{ filename: string; size: number }>
}

interface Part {
  headers: Map<string, string>
  body: string
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n')
  const head = at < 0 ? raw : raw.slice(0, at)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: at < 0 ? '' : raw.slice(at + 4) }
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
  if (encoding === 'quoted-printable') {
    const soft = part.body.replace(/=\r\n/g, '')
    const bytes: number[] = []
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
        i += 2
      } else bytes.push(...Buffer.from(soft[i]!, 'latin1'))
    }
    return Buffer.from(bytes)
  }
  return Buffer.from(part.body, 'utf8')
}

/** RFC 2047 words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody({
            headers: new Map([['content-transfer-encoding', 'quoted-printable']]),
            body: text.replace(/_/g, ' '),
          }).toString('utf8'),
    )
}

/** The leaves of a MIME tree: text parts decoded, attachments by name and size. */
function walk(part: Part, mail: Pick<ReceivedMail, 'texts' | 'attachments'>) {
  const type = part.headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1)
    for (const piece of pieces) {
      if (piece.startsWith('--')) break
      walk(splitPart(piece.replace(/^\r\n/, '')), mail)
    }
    return
  }
  const disposition = part.headers.get('content-disposition') ?? ''
  const name = /filename(?:\*0)?\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1]
  if (disposition.toLowerCase().startsWith('attachment') && name)
    mail.attachments.push({
      filename: decodeWords(decodeURIComponent(name)),
      size: decodeBody(part).length,
    })
  else mail.texts.push(decodeBody(part).toString('utf8'))
}

export function parseMail(raw: string): ReceivedMail {
  const top = splitPart(raw)
  const mail: ReceivedMail = {
    messageId: top.headers.get('message-id') ?? '',
    to: top.headers.get('to') ?? '',
    subject: decodeWords(top.headers.get('subject') ?? ''),
    texts: [],
    attachments: [],
  }
  walk(top, mail)
  return mail
}

/** An SMTP server on `port` (0: any free one) that keeps every mail it accepted. */
export async function smtpReceiver(port = 0) {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push(parseMail(Buffer.concat(chunks).toString('latin1')))
        done()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = (server.server.address() as { port: number }).port
  return {
    port: address,
    mails,
    /** Distinct Message-IDs received. */
    ids: () => new Set(mails.map((m) => m.messageId)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface ReceivedHook {
  id: string
  body: Record<string, unknown> & {
    data: Record<string, unknown> & { fields: Record<string, unknown> }
  }
  /** Whether webhook-signature verified with the test secret (standardwebhooks' Webhook.verify). */
  verified: boolean
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })

/**
 * A webhook endpoint: answers `answer` (200 by default; a status to refuse, or 'hang' to hold the
 * request without answering) and records what it answered 2xx to.
 */
export async function webhookReceiver(secret = TEST_WEBHOOK_SECRET) {
  const verifier = new Webhook(secret)
  const hooks: ReceivedHook[] = []
  const state = { answer: 200 as number | 'hang', seen: 0 }
  const held = new Set<ServerResponse>()
  const server = createHttpServer(async (request, response) => {
    const text = await readBody(request)
    state.seen++
    if (state.answer === 'hang') {
      held.add(response)
      return
    }
    if (state.answer < 200 || state.answer > 299) {
      response.writeHead(state.answer).end()
      return
    }
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [
        h,
        String(request.headers[h] ?? ''),
      ]),
    )
    let verified = false
    try {
      verifier.verify(text, headers)
      verified = true
    } catch {
      verified = false
    }
    hooks.push({ id: headers['webhook-id']!, body: JSON.parse(text), verified })
    response.writeHead(state.answer).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    hooks,
    state,
    ids: () => new Set(hooks.map((h) => h.id)),
    /** Requests held without an answer ('hang'). */
    held: () => held.size,
    /** Answers the held requests with `status` (not recorded: a refusal). */
    release(status = 503) {
      for (const response of held) response.writeHead(status).end()
      held.clear()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
