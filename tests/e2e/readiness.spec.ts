/** /readyz with an external content service reports whether that service answers. */
import { expect, test } from '@playwright/test'
import { startSiteServer } from './fixtures'

test.describe.configure({ timeout: 180_000 })

test('ready when the external content service answers, 503 when it does not', async ({
  request,
  baseURL,
}) => {
  // The main test server mounts the reference service in-process: it plays the external one.
  const up = await startSiteServer({ CMS_BASE_URL: baseURL! })
  const down = await startSiteServer({ CMS_BASE_URL: 'http://127.0.0.1:9' }).catch(
    async (error: unknown) => {
      await up.stop()
      throw error
    },
  )
  try {
    const ready = await request.get(`${up.url}/readyz`)
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', cms: 'external' })

    const unavailable = await request.get(`${down.url}/readyz`)
    expect(unavailable.status()).toBe(503)
    expect(await unavailable.json()).toMatchObject({ status: 'unavailable', cms: 'external' })
  } finally {
    await Promise.all([up.stop(), down.stop()])
  }
})

test('503 when the external content service answers with an error status', async ({ request }) => {
  // A real HTTP server on loopback that fails every request, standing in for a broken service.
  const { createServer } = await import('node:http')
  const broken = createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' })
    res.end('{"code":500}')
  })
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve))
  const { port } = broken.address() as { port: number }
  try {
    const site = await startSiteServer({ CMS_BASE_URL: `http://127.0.0.1:${port}` })
    try {
      const answer = await request.get(`${site.url}/readyz`)
      expect(answer.status()).toBe(503)
      expect(await answer.json()).toMatchObject({ status: 'unavailable', reason: 'status 500' })
    } finally {
      await site.stop()
    }
  } finally {
    await new Promise((resolve) => broken.close(resolve))
  }
})
