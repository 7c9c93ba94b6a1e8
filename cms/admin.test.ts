/** Reading submissions: the admin API (bearer token) and the CSV export. */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { formTokenHeader, startTestCms } from './test-support'

const TOKEN = 'test-admin-token-0123456789abcdef'
let cms: Awaited<ReturnType<typeof startTestCms>>
beforeAll(async () => {
  cms = await startTestCms('pglite', inject('databaseUrl'))
  const response = await cms.app.fetch(
    new Request('http://cms.test/cms/open/api/potentialCustomers/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...formTokenHeader() },
      body: JSON.stringify({
        customersName: '=SUM(A1)',
        customersPhone: '13600000000',
        customersAddress: '上海市/上海市/浦东新区',
        companyName: '导出测试有限公司',
        demand: '四向穿梭车',
        industry: '零售',
      }),
    }),
  )
  expect(response.status).toBe(200)
}, 120_000)
afterAll(() => cms?.stop())

const admin = (path: string, token?: string) =>
  cms.app.fetch(
    new Request(`http://cms.test/cms/admin/${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  )

describe('admin API', () => {
  it('answers 401 without or with a wrong token', async () => {
    expect((await admin('leads')).status).toBe(401)
    expect((await admin('leads', 'wrong-token-0123456789abcdef00')).status).toBe(401)
  })

  it('lists leads with the token, filtered by date', async () => {
    const response = await admin('leads?since=2026-01-01', TOKEN)
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      data: { list: Array<{ companyName: string }>; total: number }
    }
    expect(body.data.list.map((l) => l.companyName)).toContain('导出测试有限公司')
    const future = (await (await admin('leads?since=2999-01-01', TOKEN)).json()) as {
      data: { total: number }
    }
    expect(future.data.total).toBe(0)
    expect((await admin('leads?since=yesterday', TOKEN)).status).toBe(400)
    expect((await admin('applications', TOKEN)).status).toBe(200)
    expect((await admin('downloads', TOKEN)).status).toBe(200)
  })

  it('exports CSV, defused against formula injection', async () => {
    const response = await admin('leads.csv', TOKEN)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const csv = await response.text()
    expect(csv).toContain('导出测试有限公司')
    expect(csv).toContain(`"'=SUM(A1)"`)
  })

  it('answers 405 with Allow to another method of an admin path, 404 to an unknown path', async () => {
    const send = (method: string, path: string) =>
      cms.app.fetch(
        new Request(`http://cms.test/cms/admin/${path}`, {
          method,
          headers: { authorization: `Bearer ${TOKEN}` },
        }),
      )
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH'])
      for (const path of ['leads', 'applications', 'downloads.csv']) {
        const response = await send(method, path)
        expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 405`)
        expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
        expect(((await response.json()) as { code: number }).code).toBe(405)
      }
    expect((await send('OPTIONS', 'leads')).status).toBe(204)
    expect((await send('DELETE', 'nothing-here')).status).toBe(404)
    // The token still comes first: without it, a wrong method learns nothing.
    const anonymous = await cms.app.fetch(
      new Request('http://cms.test/cms/admin/leads', { method: 'DELETE' }),
    )
    expect(anonymous.status).toBe(401)
  })

  it('is disabled (404) when no token is configured', async () => {
    const open = await startTestCms('pglite', inject('databaseUrl'), { CMS_ADMIN_TOKEN: '' })
    try {
      const response = await open.app.fetch(new Request('http://cms.test/cms/admin/leads'))
      expect(response.status).toBe(404)
    } finally {
      await open.stop()
    }
  }, 60_000)
})

describe('npm run cms:export', () => {
  it('writes the leads since a date as CSV', async () => {
    await cms.close()
    const out = join(cms.dataDir, 'leads.csv')
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'cms/cli.ts', 'export', 'leads', '--since', '2026-01-01', '--out', out],
      {
        env: { ...process.env, DATA_DIR: cms.dataDir, DATABASE_URL: '' },
        stdio: 'pipe',
      },
    )
    const csv = readFileSync(out, 'utf8')
    expect(csv.split('\r\n')[0]).toContain('"customersName"')
    expect(csv).toContain('导出测试有限公司')
    rmSync(out)
  }, 60_000)
})
