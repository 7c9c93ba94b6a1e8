/** Every endpoint's answers validate against api-spec/, on PGlite and on PostgreSQL. */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RegionNode } from './regions/generate-regions'
import { contractValidator, formTokenHeader, startTestCms, type DatabaseKind } from './test-support'

const validate = contractValidator()

describe.each<DatabaseKind>(['pglite', 'postgres'])('contract on %s', (kind) => {
  let cms: Awaited<ReturnType<typeof startTestCms>>
  // A database of its own on PostgreSQL: the one other test files share is seeded by whichever
  // starts first, with the files (download PDFs) of its own DATA_DIR, which this file reads.
  const database = `starbridge_contract_${process.pid}`
  let admin: pg.Client | undefined
  beforeAll(async () => {
    const url = new URL(inject('databaseUrl'))
    if (kind === 'postgres') {
      admin = new pg.Client({ connectionString: url.href })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${database}`)
      url.pathname = `/${database}`
    }
    cms = await startTestCms(kind, url.href)
  }, 240_000)
  afterAll(async () => {
    await cms?.stop()
    await admin?.query(`DROP DATABASE IF EXISTS ${database}`)
    await admin?.end()
  })

  async function call(
    method: 'get' | 'post',
    specPath: string,
    url: string,
    init: RequestInit = {},
  ) {
    const response = await cms.app.fetch(
      new Request(`http://cms.test/cms/open/api${url}`, { method: method.toUpperCase(), ...init }),
    )
    const body = await response.json()
    validate(specPath, method, response.status, body)
    return { status: response.status, body }
  }
  const post = (specPath: string, payload: unknown) =>
    call('post', specPath, specPath, {
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...formTokenHeader(),
      },
      body: JSON.stringify(payload),
    })

  it('answers in the language the request names, else by Accept-Language, else Chinese', async () => {
    const path = '/classify/treeData'
    const zh = await call('get', path, `${path}?classifyType=0&language=zh`)
    const en = await call('get', path, `${path}?classifyType=0&language=en`, {
      headers: { 'accept-language': 'zh-CN' },
    })
    expect([zh.body.msg, en.body.msg]).toEqual(['成功', 'success'])
    const bad = await call('get', path, `${path}?classifyType=9`, {
      headers: { 'accept-language': 'de' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe('Some fields are invalid. Please check them and try again.')
    const none = await call('get', path, `${path}?classifyType=9`)
    expect(none.body.msg).toBe('提交的信息有误，请检查后重试。')
  })

  it('classify/treeData: the case root with at least 8 categories and URL-safe slugs', async () => {
    for (const language of ['zh', 'en']) {
      const { status, body } = await call(
        'get',
        '/classify/treeData',
        `/classify/treeData?classifyType=0&language=${language}`,
      )
      expect(status).toBe(200)
      expect(body.code).toBe(0)
      const children = body.data[0].children
      expect(children.length).toBeGreaterThanOrEqual(8)
      for (const c of children) expect(c.outLink).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
    const zh = await call(
      'get',
      '/classify/treeData',
      '/classify/treeData?classifyType=0&language=zh',
    )
    expect(zh.body.data[0].children.map((c: { classifyName: string }) => c.classifyName)).toContain(
      '烟草',
    )
    await call('get', '/classify/treeData', '/classify/treeData?classifyType=1&language=en')
    expect(
      (await call('get', '/classify/treeData', '/classify/treeData?classifyType=7&language=en'))
        .status,
    ).toBe(400)
  })

  it('blogroll/list: at least 6 links', async () => {
    const { body } = await call('get', '/blogroll/list', '/blogroll/list?language=en')
    expect(body.data.length).toBeGreaterThanOrEqual(6)
    expect((await call('get', '/blogroll/list', '/blogroll/list')).status).toBe(400)
  })

  it('article/list: cases per category, news, investor news, pagination, keyword and tag filters', async () => {
    const tree = await call(
      'get',
      '/classify/treeData',
      '/classify/treeData?classifyType=0&language=en',
    )
    for (const category of tree.body.data[0].children) {
      const { body } = await call(
        'get',
        '/article/list',
        `/article/list?language=en&type=case&classifyId=${category.id}`,
      )
      expect(body.data.total, category.outLink).toBeGreaterThanOrEqual(3)
    }
    const news = await call(
      'get',
      '/article/list',
      '/article/list?language=zh&type=news&pageSize=5&pageNum=2',
    )
    expect(news.body.data.total).toBeGreaterThanOrEqual(12)
    expect(news.body.data.list).toHaveLength(5)
    expect(news.body.data.pageNum).toBe(2)
    const investor = await call('get', '/article/list', '/article/list?language=en&type=investor')
    expect(investor.body.data.total).toBeGreaterThanOrEqual(8)
    const tags = await call('get', '/tag/list', '/tag/list?language=en')
    const tagged = await call(
      'get',
      '/article/list',
      `/article/list?language=en&tagId=${tags.body.data[0].id}`,
    )
    expect(
      tagged.body.data.list.every((a: { tags: Array<{ id: number }> }) =>
        a.tags.some((t) => t.id === tags.body.data[0].id),
      ),
    ).toBe(true)
    const keyword = await call('get', '/article/list', '/article/list?language=en&keyword=shuttle')
    expect(keyword.body.data.total).toBeGreaterThan(0)
    expect(
      (await call('get', '/article/list', '/article/list?language=en&pageSize=1000')).status,
    ).toBe(400)
  })

  it('articleDetails/{id}: body HTML, 404 for an unknown id and for a bad one', async () => {
    const { body } = await call('get', '/articleDetails/{id}', '/articleDetails/1')
    expect(body.data.content).toContain('<h2>')
    expect((await call('get', '/articleDetails/{id}', '/articleDetails/999999')).status).toBe(404)
    expect((await call('get', '/articleDetails/{id}', '/articleDetails/abc')).status).toBe(404)
  })

  it('translations: every version of a story by key or by id; language preference lists', async () => {
    const byId = await call('get', '/translations', '/translations?type=article&id=1')
    expect(byId.body.data.versions).toContainEqual({ language: 'zh', id: 1 })
    const byKey = await call(
      'get',
      '/translations',
      `/translations?type=article&key=${byId.body.data.translationKey}`,
    )
    expect(byKey.body).toEqual(byId.body)
    expect((await call('get', '/translations', '/translations?type=article')).status).toBe(400)
    expect((await call('get', '/translations', '/translations?type=job&id=999999')).status).toBe(
      404,
    )
    // A preference list: each story once, in the first language it has (every seed story has
    // a Japanese version since issue 36; cms/localized.test.ts covers the fallbacks).
    const cases = await call('get', '/article/list', '/article/list?language=ja,en&type=case')
    const listed = cases.body.data.list as Array<{ language: string; translationKey: string }>
    expect(new Set(listed.map((a) => a.language))).toEqual(new Set(['ja']))
    expect(new Set(listed.map((a) => a.translationKey)).size).toBe(listed.length)
    expect((await call('get', '/article/list', '/article/list?language=ja,xx')).status).toBe(400)
  })

  it('media/list and download/list', async () => {
    const videos = await call('get', '/media/list', '/media/list?language=en&type=video')
    expect(videos.body.data.total).toBeGreaterThanOrEqual(4)
    for (const v of videos.body.data.list) expect(v.poster.width).toBeGreaterThan(0)
    const docs = await call('get', '/download/list', '/download/list?language=zh&pageSize=20')
    expect(docs.body.data.total).toBeGreaterThanOrEqual(6)
  })

  it('jobs: categories, workplaces, list and detail', async () => {
    const categories = await call('get', '/job/getJobCategory', '/job/getJobCategory?language=en')
    expect(categories.body.data.length).toBeGreaterThan(0)
    await call('get', '/job/getWorkPlace', '/job/getWorkPlace?language=zh')
    const list = await call('get', '/job/list', '/job/list?language=en&pageSize=50')
    expect(list.body.data.total).toBeGreaterThanOrEqual(10)
    const first = list.body.data.list[0]
    const detail = await call('get', '/job/{id}', `/job/${first.id}`)
    expect(detail.body.data.title).toBe(first.title)
    expect((await call('get', '/job/{id}', '/job/999999')).status).toBe(404)
  })

  it('localtion/list: provinces, HK/MO/TW, town-level cities and XPCC units', async () => {
    const { body } = await call('get', '/localtion/list', '/localtion/list')
    const tree = body.data as RegionNode[]
    const names = tree.map((p) => p.name)
    for (const name of ['广东省', '台湾省', '香港特别行政区', '澳门特别行政区', '新疆维吾尔自治区'])
      expect(names).toContain(name)
    const find = (nodes: RegionNode[], name: string): RegionNode | undefined =>
      nodes.find((n) => n.name === name) ??
      nodes
        .flatMap((n) => n.children ?? [])
        .reduce<RegionNode | undefined>((hit, n) => hit ?? find([n], name), undefined)
    for (const city of ['东莞市', '中山市', '儋州市', '嘉峪关市']) {
      const node = find(tree, city)
      expect(node?.children?.length, city).toBeGreaterThan(0)
      expect(String(node?.children?.[0]?.id), city).toMatch(/^\d{9}$/)
    }
    const shihezi = find(tree, '石河子市')
    expect(shihezi?.children?.length).toBeGreaterThan(0)
  })

  it('writes: a lead, a download request with a working file URL, a job application', async () => {
    const lead = await post('/potentialCustomers/add', {
      customersName: '李雷',
      customersPhone: '13912345678',
      customersAddress: '广东省/深圳市/南山区',
      remark: '',
      companyName: '测试公司',
      demand: '立体库规划',
      industry: '烟草',
    })
    expect(lead.body).toMatchObject({ code: 0 })
    const download = await post('/customersDownload/add', {
      name: 'Ann Lee',
      phone: '+4930123456',
      company: 'ACME',
      email: 'ann@example.com',
      downloadId: 1,
    })
    expect(download.body.code).toBe(0)
    const file = await cms.app.fetch(new Request(`http://cms.test${download.body.data.url}`))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    // Change the signature's first character (to one it is not, so the test cannot pass by luck).
    const url: string = download.body.data.url
    const at = url.indexOf('sig=') + 4
    const forged = `${url.slice(0, at)}${url[at] === 'A' ? 'B' : 'A'}${url.slice(at + 1)}`
    const tampered = await cms.app.fetch(new Request(`http://cms.test${forged}`))
    expect(tampered.status).toBe(403)

    const form = new FormData()
    form.set('jobId', '1')
    form.set('name', 'Wang Fang')
    form.set('phone', '13812345678')
    form.set('email', 'wang@example.com')
    form.set('message', 'Available from January.')
    form.set(
      'file',
      new File([minimalPdf().buffer as ArrayBuffer], 'cv.pdf', { type: 'application/pdf' }),
    )
    const resume = await call('post', '/job/resume/add', '/job/resume/add', {
      headers: formTokenHeader(),
      body: form,
    })
    expect(resume.body.code).toBe(0)
  })

  it('error answers follow the error envelope', async () => {
    const bad = await post('/potentialCustomers/add', { customersName: '' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.customersName).toBeTruthy()
    const missing = await post('/customersDownload/add', {
      name: 'A',
      phone: '13812345678',
      company: 'B',
      email: 'a@b.co',
      downloadId: 99999,
    })
    expect(missing.status).toBe(404)
  })
})

/** A tiny but valid PDF. */
export function minimalPdf(): Uint8Array {
  return new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )
}
