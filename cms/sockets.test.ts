/**
 * What only a real socket shows, against the service served as `npm run cms:serve` serves it (srvx on
 * loopback): TRACE, a method fetch's Request refuses to build, and a client that aborts its
 * upload half-way (issue 25).
 */
import { request as httpRequest } from 'node:http'
import { serve } from 'srvx'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { cmsLogger } from './instance'
import { formTokenHeader, sampleApplication, sampleLead, startTestCms } from './test-support'

let cms: Awaited<ReturnType<typeof startTestCms>>
let server: ReturnType<typeof serve>
let port: number
beforeAll(async () => {
  cms = await startTestCms('pglite', inject('databaseUrl'))
  server = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    fetch: (request) => cms.app.fetch(request),
  })
  await server.ready()
  port = Number(new URL(server.url!).port)
}, 120_000)
afterAll(async () => {
  await server?.close(true)
  await cms?.stop()
})
afterEach(() => vi.restoreAllMocks())

/** One request on its own connection; the answer's status, headers and body. */
function send(method: string, path: string) {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () =>
        resolve({ status: response.statusCode!, allow: response.headers.allow, body }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

describe('TRACE', () => {
  it('answers 405 with Allow on a path that exists, 404 on one that does not', async () => {
    const job = await send('TRACE', '/cms/open/api/job/list?language=en')
    expect(job.status).toBe(405)
    expect(job.allow).toBe('GET, HEAD, OPTIONS')
    const lead = await send('TRACE', '/cms/open/api/potentialCustomers/add')
    expect(lead.status).toBe(405)
    expect(lead.allow).toBe('POST, OPTIONS')
    expect((await send('TRACE', '/cms/open/api/nope')).status).toBe(404)
  })
})

describe('a client that aborts its upload mid-body', () => {
  const boundary = 'issue25boundary'
  /** The start of a multipart application whose CV never arrives in full. */
  const partialApplication =
    Object.entries(sampleApplication)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n${'x'.repeat(64 * 1024)}`

  /** Sends the start of a body, then closes the connection. */
  function abortMidBody(path: string, headers: Record<string, string>, start: string) {
    return new Promise<void>((resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers })
      request.on('error', () => {})
      request.write(start, () => setTimeout(() => (request.destroy(), resolve()), 100))
    })
  }

  it.each([
    [
      'a chunked CV upload',
      '/cms/open/api/job/resume/add',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      partialApplication,
    ],
    [
      'a CV upload with its Content-Length',
      '/cms/open/api/job/resume/add',
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(partialApplication.length + 100_000),
      },
      partialApplication,
    ],
    [
      'a JSON lead with its Content-Length',
      '/cms/open/api/potentialCustomers/add',
      { 'content-type': 'application/json', 'content-length': '4000' },
      JSON.stringify(sampleLead).slice(0, 60),
    ],
  ])('%s: one info line without personal data, no 500', async (_label, path, headers, start) => {
    const info = vi.spyOn(cmsLogger, 'info')
    const error = vi.spyOn(cmsLogger, 'error')
    await abortMidBody(path, { ...formTokenHeader(), ...headers }, start)
    const events = () => info.mock.calls.map(([event]) => event as Record<string, unknown>)
    await vi.waitFor(
      () => expect(events().some((e) => e.event?.toString().startsWith('cms.'))).toBe(true),
      {
        timeout: 5_000,
      },
    )
    // Let anything else the request would log arrive.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(events()).toEqual([{ event: 'cms.client_aborted', method: 'POST', path }])
    expect(error).not.toHaveBeenCalled()
    for (const secret of ['Li Na', '13812345678', '王小明', '13712345678'])
      expect(JSON.stringify(info.mock.calls)).not.toContain(secret)
    // The service serves on.
    expect((await send('GET', '/cms/open/api/formToken')).status).toBe(200)
  })
})
