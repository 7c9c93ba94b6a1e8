/**
 * The editor's command line against a real running service (issue 35): the service listens on a
 * loopback port as `npm run cms:serve` serves it (srvx), and `npm run cms -- …` runs as its own
 * process: create from Markdown (front matter and body), list, publish, preview; the open API
 * shows the story only after the publish.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { serve, type Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestCms } from '../test-support'

const run = promisify(execFile)
const TOKEN = 'test-admin-token-0123456789abcdef'
let cms: Awaited<ReturnType<typeof startTestCms>>
let server: Server
let base = ''
const dir = mkdtempSync(join(tmpdir(), 'starbridge-editor-'))

beforeAll(async () => {
  cms = await startTestCms('pglite', '')
  server = serve({ fetch: cms.app.fetch, port: 0, hostname: '127.0.0.1', silent: true })
  await server.ready()
  base = server.url!.replace(/\/$/, '')
}, 120_000)
afterAll(async () => {
  await server?.close(true)
  await cms?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** `npm run cms -- …` (tsx cms/editor/cli.ts) with the token and the service's URL. */
async function cli(...args: string[]) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'cms/editor/cli.ts', ...args],
    {
      env: { ...process.env, CMS_ADMIN_TOKEN: TOKEN, CMS_BASE_URL: base },
      timeout: 60_000,
    },
  )
  return stdout
}

const open = async (path: string) => {
  const response = await fetch(`${base}/cms/open/api${path}`)
  return { status: response.status, body: await response.json() }
}

describe('npm run cms', () => {
  it('creates from Markdown, lists, publishes and previews', async () => {
    const file = join(dir, 'release.md')
    writeFileSync(
      file,
      [
        '---',
        'title: Shenzhen line goes live',
        'summary: Our new sorting line in Shenzhen handles 20 000 parcels an hour.',
        'language: en',
        'kind: news',
        'translationKey: shenzhen-line-live',
        '---',
        '',
        '## The line',
        '',
        'It runs **all night**, with [our software](https://example.com/wms).',
        '',
      ].join('\n'),
    )
    const created = await cli('create', 'articles', file)
    const id = Number(/created articles (\d+)/.exec(created)?.[1])
    expect(id).toBeGreaterThan(0)

    const shown = JSON.parse(await cli('show', 'articles', String(id)))
    expect(shown).toMatchObject({ status: 'draft', type: 'news', title: 'Shenzhen line goes live' })
    expect(shown.content).toContain('<h2>The line</h2>')
    expect(shown.content).toContain('<strong>all night</strong>')
    expect((await open(`/articleDetails/${id}`)).status).toBe(404)

    const drafts = await cli('list', 'articles', '--status', 'draft', '--language', 'en')
    expect(drafts).toMatch(
      new RegExp(`^${id}\\ten\\tdraft\\thidden\\tShenzhen line goes live$`, 'm'),
    )

    expect(await cli('publish', 'articles', String(id))).toContain(`published articles ${id}`)
    expect((await open(`/articleDetails/${id}`)).body.data.title).toBe('Shenzhen line goes live')
    expect(await cli('list', 'articles', '--kind', 'news')).toMatch(
      new RegExp(`^${id}\\ten\\tpublished\\tvisible\\t`, 'm'),
    )

    const preview = await cli('preview', 'articles', String(id), '--locale', 'en')
    expect(preview).toContain(`${base}/en/aboutUs/journalism/${id}?preview=`)
  })

  it('says what is wrong with a bad file, and changes nothing', async () => {
    const file = join(dir, 'bad.md')
    writeFileSync(
      file,
      '---\ntitle: ""\nlanguage: en\nkind: news\ntranslationKey: Bad Key\n---\nx\n',
    )
    const before = (await open('/article/list?language=en&type=news&pageSize=1')).body.data.total
    const failed = await cli('create', 'articles', file).catch((error: { stderr: string }) => error)
    expect(typeof failed).toBe('object')
    expect((failed as { stderr: string }).stderr).toMatch(/HTTP 400[\s\S]*translationKey/)
    expect((await open('/article/list?language=en&type=news&pageSize=1')).body.data.total).toBe(
      before,
    )
  })
})
