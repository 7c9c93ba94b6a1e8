/**
 * Crawlers and visitors whose script failed reach every page the menus show: the server HTML
 * (fetched without running any script) links each of them with a real <a href>.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import type { Locale } from '../../app/i18n/locales'

async function hrefsOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  return new Set(
    [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
  )
}

/**
 * What the spec's menus show, written out (not derived from the registry the menus are built
 * from, which would agree with any mistake of its own): the international menus, and the
 * mainland Chinese ones with the investor, careers and contact entries.
 */
const INTERNATIONAL_MENUS = [
  'logisticsSolution',
  'plantSolution',
  'gardenSolution',
  'productCenter',
  'AGVDetails',
  'pilerDetails',
  'succeedCase/AllCase',
  'serviceSupport?anchor=1',
  'serviceSupport?anchor=2',
  'serviceSupport?anchor=3',
  'serviceSupport?anchor=4',
  'aboutUs/chairman',
  'aboutUs/electricity',
  'aboutUs/development',
  'aboutUs/culture',
  'aboutUs/responsibility',
  'aboutUs/certification',
  'aboutUs/journalism',
  'aboutUs/videoDetails',
  'aboutUs/downloadCenter',
]
const MAINLAND_MENUS = [...INTERNATIONAL_MENUS, 'secretaries', 'joinUs', 'aboutUs/contactUs']

async function expectedLinks(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const menus = locale === 'zh-CN' ? MAINLAND_MENUS : INTERNATIONAL_MENUS
  // The case categories are the content service's data: read from its API.
  const language = locale === 'zh-CN' ? 'zh' : 'en'
  const tree = (await (
    await request.get(`/cms/open/api/classify/treeData?classifyType=0&language=${language}`)
  ).json()) as { data: Array<{ children: Array<{ outLink: string }> }> }
  const categories = tree.data[0]!.children.map((c) => `/${locale}/succeedCase/${c.outLink}`)
  expect(categories.length).toBeGreaterThan(5)
  return [`/${locale}`, ...menus.map((path) => `/${locale}/${path}`), ...categories]
}

for (const locale of ['en', 'zh-CN', 'de'] as const) {
  test(`${locale}: the server HTML links every page its menus show`, async ({ request }) => {
    const hrefs = await hrefsOf(request, `/${locale}`)
    const expected = await expectedLinks(request, locale)
    const missing = expected.filter((href) => !hrefs.has(href))
    expect(missing).toEqual([])
  })
}

test('investor and careers pages are linked from zh-CN only, contact-us from Chinese locales', async ({
  request,
}) => {
  const zh = await hrefsOf(request, '/zh-CN')
  const en = await hrefsOf(request, '/en')
  const tw = await hrefsOf(request, '/zh-TW')
  expect(zh.has('/zh-CN/secretaries')).toBe(true)
  expect(zh.has('/zh-CN/joinUs')).toBe(true)
  expect(zh.has('/zh-CN/aboutUs/contactUs')).toBe(true)
  expect(tw.has('/zh-TW/aboutUs/contactUs')).toBe(true)
  expect(tw.has('/zh-TW/secretaries')).toBe(false)
  expect(en.has('/en/secretaries')).toBe(false)
  expect(en.has('/en/joinUs')).toBe(false)
  expect(en.has('/en/aboutUs/contactUs')).toBe(false)
})

test('each top-level menu entry is a link to its section main page', async ({ request }) => {
  const html = await (await request.get('/en')).text()
  for (const [section, href] of [
    ['solutions', '/en/logisticsSolution'],
    ['products', '/en/productCenter'],
    ['cases', '/en/succeedCase/AllCase'],
    ['service', '/en/serviceSupport'],
    ['about', '/en/aboutUs'],
  ]) {
    const tag = html.match(new RegExp(`<a\\b[^>]*data-section="${section}"[^>]*>`))?.[0]
    expect(tag, section).toContain(`href="${href}"`)
  }
})
