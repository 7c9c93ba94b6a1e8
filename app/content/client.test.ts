/** The call rules, against a real local HTTP server that answers scripted statuses. */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CmsError, createCmsClient, RETRYABLE_STATUSES } from './client'

let server: Server
let baseUrl: string
let attempts: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }> = []
/** What the server answers, per attempt; the last entry repeats. */
let script: Array<number | 'hang' | 'reset'> = [200]

const ok = {
  code: 0,
  msg: 'success',
  data: [{ id: 1, blogrollName: 'Partner', blogrollLink: 'https://a.example' }],
}

beforeAll(async () => {
  server = createServer((req, res) => {
    attempts.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    const step = script[Math.min(attempts.length - 1, script.length - 1)]
    req.resume()
    if (step === 'hang') return // never answers: the client's timeout must fire
    if (step === 'reset') {
      req.socket.destroy()
      return
    }
    const status = step ?? 200
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify(
        status === 200
          ? ok
          : {
              code: status,
              msg: `scripted ${status}`,
              data: null,
              errors: { customersName: 'bad' },
            },
      ),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  attempts = []
  script = [200]
})

// Scripted answers come at once; a short timeout only where the test is about it: 300 ms for
// every call once failed two tests when a busy machine answered a plain 200 late (a retried GET,
// a POST without a status).
const client = (timeoutMs = 10_000) => createCmsClient({ baseUrl, timeoutMs })
const getLinks = (timeoutMs?: number) =>
  client(timeoutMs).GET('/blogroll/list', { params: { query: { language: 'en' } } })
const postLead = () =>
  client().POST('/potentialCustomers/add', {
    params: { header: { 'X-Form-Token': 'a-token' } },
    body: {
      customersName: '张三',
      customersPhone: '13800138000',
      customersAddress: '广东省/深圳市/南山区',
      companyName: 'ACME',
      demand: 'AGV',
      industry: '烟草',
    },
  })

async function rejection(promise: Promise<unknown>): Promise<CmsError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(CmsError)
    return error as CmsError
  }
  throw new Error('expected a rejection')
}

describe('GET', () => {
  it('answers data on 200 with one attempt', async () => {
    const { data } = await getLinks()
    expect(data?.data[0]?.blogrollName).toBe('Partner')
    expect(attempts).toHaveLength(1)
    expect(attempts[0]?.url).toBe('/cms/open/api/blogroll/list?language=en')
  })

  it.each([...RETRYABLE_STATUSES])(
    'retries %i exactly once, then rejects with the status',
    async (status) => {
      script = [status]
      const error = await rejection(getLinks())
      expect(error.status).toBe(status)
      expect(error.kind).toBe('http')
      expect(attempts).toHaveLength(2)
    },
  )

  it('succeeds when the second attempt does', async () => {
    script = [503, 200]
    const { data } = await getLinks()
    expect(data?.code).toBe(0)
    expect(attempts).toHaveLength(2)
  })

  it.each([400, 401, 403, 404, 413, 501])('does not retry %i', async (status) => {
    script = [status]
    const error = await rejection(getLinks())
    expect(error.status).toBe(status)
    expect(attempts).toHaveLength(1)
  })

  it('retries a network error once', async () => {
    script = ['reset']
    const error = await rejection(getLinks())
    expect(error.kind).toBe('network')
    expect(error.status).toBe(0)
    expect(attempts).toHaveLength(2)
  })

  it('hits the timeout on a slow server (and retries once)', async () => {
    script = ['hang']
    const started = Date.now()
    const error = await rejection(getLinks(300))
    expect(error.kind).toBe('timeout')
    expect(attempts).toHaveLength(2)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('times each attempt with the signal it is given (the server keeps no request alive)', async () => {
    script = ['hang']
    const asked: number[] = []
    const timed = createCmsClient({
      baseUrl,
      timeoutMs: 300,
      timeoutSignal: (ms) => (asked.push(ms), AbortSignal.timeout(ms)),
    })
    const error = await rejection(
      timed.GET('/blogroll/list', { params: { query: { language: 'en' } } }),
    )
    expect(error.kind).toBe('timeout')
    expect(asked).toEqual([300, 300])
    expect(attempts).toHaveLength(2)
  })
})

describe('POST', () => {
  it.each([...RETRYABLE_STATUSES])('never retries %i', async (status) => {
    script = [status]
    const error = await rejection(postLead())
    expect(error.status).toBe(status)
    expect(attempts).toHaveLength(1)
  })

  it('never retries a network error', async () => {
    script = ['reset']
    await rejection(postLead())
    expect(attempts).toHaveLength(1)
  })

  it('carries the envelope code, msg and field errors of a rejection', async () => {
    script = [400]
    const error = await rejection(postLead())
    expect(error.code).toBe(400)
    expect(error.msg).toBe('scripted 400')
    expect(error.fieldErrors).toEqual({ customersName: 'bad' })
  })

  it('sends no anti-forgery header on the server', async () => {
    await postLead()
    expect(attempts[0]?.headers['x-xsrf-token']).toBeUndefined()
  })
})

describe('in the browser', () => {
  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on writes', async () => {
    const globals = globalThis as { document?: unknown }
    globals.document = { cookie: 'theme=dark; XSRF-TOKEN=abc%2F123' }
    try {
      await postLead()
      await getLinks()
    } finally {
      delete globals.document
    }
    expect(attempts[0]?.headers['x-xsrf-token']).toBe('abc/123')
    expect(attempts[1]?.headers['x-xsrf-token']).toBeUndefined()
  })
})
