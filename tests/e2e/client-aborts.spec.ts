/**
 * Clients that leave mid-request (issue 33, finding 12: 727 `http.failed` lines at error level,
 * with stacks, from a probe's aborted requests), on a server of its own on loopback: uploads cut
 * off half-way (the consultation form without JavaScript, the job application, the content
 * service's write) and page renders left before their answer leave info lines, never a line at
 * error level. A visitor who leaves is no fault of the server (docs/operations.md "Logs").
 */
import { connect } from 'node:net'
import { expect, test } from '@playwright/test'
import { samplePaths } from '../../app/site/registry'
import { startSiteServer } from './fixtures'
import { formToken, raw } from './raw-http'

/** Sends a request's head and `body` (the start of a longer one), then leaves. */
function leave(base: string, head: string, body = ''): Promise<void> {
  const { port } = new URL(base)
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port) })
    socket.on('error', () => {})
    socket.on('close', () => resolve())
    socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\n\r\n${body}`, () => socket.destroy())
  })
}

interface LogLine {
  level: number
  event?: string
  path?: string
}

test('clients that leave mid-request leave no error in the log', async () => {
  test.setTimeout(180_000)
  const server = await startSiteServer(
    { LOG_LEVEL: 'info', RENDER_CONCURRENCY: '1' },
    { captureOutput: true },
  )
  try {
    const base = server.url
    const origin = new URL(base).origin
    const token = await formToken(base, '127.0.0.1')
    const form = 'Content-Type: application/x-www-form-urlencoded'
    const multipart = 'Content-Type: multipart/form-data; boundary=x'
    const left: string[] = []
    const uploads: Array<[string, string, string]> = [
      ['/en/consultation', form, 'name=Li&phone=136'],
      ['/api/job-application?lang=en', `${multipart}\r\nX-Form-Token: ${token}`, '--x\r\nContent-'],
      [
        '/cms/open/api/potentialCustomers/add',
        'Content-Type: application/json',
        '{"customersName":',
      ],
    ]
    for (const [path, headers, part] of uploads) {
      await leave(
        base,
        `POST ${path} HTTP/1.1\r\nOrigin: ${origin}\r\n${headers}\r\nContent-Length: 100000`,
        part,
      )
      left.push(path.split('?')[0]!)
    }
    // Pages not rendered yet, left before their answer (one render slot: most wait in line).
    const pages = samplePaths.slice(0, 12).map((path) => `/de${path ? `/${path}` : ''}`)
    for (const path of pages) {
      await leave(base, `GET ${path} HTTP/1.1\r\nAccept-Encoding: identity`)
      left.push(path.split('?')[0]!)
    }
    // The same pages read to their end (a story of another language answers its 301): the
    // renders the leavers began are over by then.
    for (const path of pages) expect([200, 301], path).toContain((await raw(base, { path })).status)

    const lines = () =>
      server
        .output()
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine)
    // Each request that was left is logged (its http.request line, path without its query, comes
    // when its socket closes).
    await expect
      .poll(() => {
        const logged = new Set(lines().map((line) => line.path))
        return left.filter((path) => !logged.has(path))
      })
      .toEqual([])
    const errors = lines().filter((line) => line.level >= 50)
    expect(errors.map((line) => `${line.event} ${line.path}`)).toEqual([])
  } finally {
    await server.stop()
  }
})
