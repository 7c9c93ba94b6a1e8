import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from '../lib/logger.server'
import { CmsError } from './client'
import { checkAnswer, contractCheckMiddleware, droppedIds } from './contract-check.server'

const image = { url: '/cms/images/a.jpg', width: 800, height: 600, alt: 'A' }
const summary = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'case',
  classifyId: 3,
  language: 'en',
  translationKey: `case-${id}`,
  title: `Case ${id}`,
  summary: 'What was done.',
  cover: image,
  publishDate: '2024-05-01',
  tags: [],
  customerName: null,
  ...extra,
})
const listAnswer = (list: unknown[]) => ({
  code: 0,
  msg: 'success',
  data: { total: list.length, pageNum: 1, pageSize: 9, list },
})

describe('checkAnswer', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps what the site has always survived: unknown fields, numbers as strings, null optional fields', () => {
    const answer = checkAnswer(
      '/article/list',
      listAnswer([summary(1, { extra: { nested: true }, cover: { ...image, focalPoint: null } })]),
    ) as ReturnType<typeof listAnswer>
    expect(answer.data.list).toHaveLength(1)
    expect(answer.data.list[0]).toMatchObject({ id: 1, extra: { nested: true } })
    expect((answer.data.list[0] as { cover: object }).cover).not.toHaveProperty('focalPoint')

    const jobs = checkAnswer('/job/getJobCategory', {
      code: 0,
      msg: 'ok',
      data: [{ id: '4', language: 'en', translationKey: 'rd', categoryName: 'R&D', jobCount: '3' }],
    }) as { data: Array<{ id: unknown; jobCount: unknown }> }
    expect(jobs.data[0]).toMatchObject({ id: 4, jobCount: 3 })
  })

  it('drops a list item that breaks the contract, with one warning naming endpoint, id and field', () => {
    const warn = vi.spyOn(logger, 'warn')
    const answer = checkAnswer(
      '/article/list',
      listAnswer([summary(1), summary(2, { title: null, publishDate: 20240501 }), summary(3)]),
    ) as ReturnType<typeof listAnswer>
    expect(answer.data.list.map((item) => (item as { id: number }).id)).toEqual([1, 3])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatchObject({
      event: 'cms.contract_item_dropped',
      endpoint: 'GET /article/list',
      id: 2,
      field: 'title',
    })
  })

  it('rejects a detail, an envelope or a list that breaks the contract', () => {
    const detail = { ...summary(5), title: null, content: '<p>x</p>', versions: [] }
    expect(() => checkAnswer('/articleDetails/{id}', { code: 0, msg: 'ok', data: detail })).toThrow(
      /GET \/articleDetails\/\{id\} breaks the contract at data\/title/,
    )
    const noList = { code: 0, msg: 'ok', data: { total: 1, pageNum: 1, pageSize: 9 } }
    expect(() => checkAnswer('/job/list', noList)).toThrow(CmsError)
    expect(() => checkAnswer('/tag/list', { code: 0, msg: 'ok', data: 'tags' })).toThrow(
      /breaks the contract/,
    )
  })
})

describe('contractCheckMiddleware', () => {
  const onResponse = contractCheckMiddleware().onResponse!
  const call = (body: string) =>
    onResponse({
      request: new Request('http://cms.test/cms/open/api/tag/list'),
      response: new Response(body, { status: 200 }),
      schemaPath: '/tag/list',
    } as Parameters<typeof onResponse>[0])

  it('rejects HTML and empty bodies as contract breaks', async () => {
    await expect(call('<html>Bad gateway</html>')).rejects.toMatchObject({
      kind: 'contract',
      message: 'GET /tag/list answered a body that is not JSON',
    })
    await expect(call('')).rejects.toMatchObject({
      kind: 'contract',
      message: 'GET /tag/list answered an empty body',
    })
  })

  it('passes a good answer on as JSON', async () => {
    const response = (await call(
      JSON.stringify({ code: 0, msg: 'ok', data: [{ id: 1, tagName: 'AGV' }] }),
    )) as Response
    expect(await response.json()).toEqual({ code: 0, msg: 'ok', data: [{ id: 1, tagName: 'AGV' }] })
    expect(droppedIds(response)).toEqual([])
  })

  it('names the items it dropped on the answer, so "broken now" is told from "no such item"', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const body = listAnswer([summary(1), summary(2, { title: null }), summary(3)])
    const response = (await onResponse({
      request: new Request('http://cms.test/cms/open/api/article/list'),
      response: new Response(JSON.stringify(body), { status: 200 }),
      schemaPath: '/article/list',
    } as Parameters<typeof onResponse>[0])) as Response
    expect(droppedIds(response)).toEqual([2])
    vi.restoreAllMocks()
  })
})
