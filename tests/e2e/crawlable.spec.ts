/**
 * Crawlers and visitors whose script failed reach every page the menus show: the server HTML
 * (fetched without running any script) links each of them with a real <a href>.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { localePolicy, type Locale } from '../../app/i18n/locales'
import { isInMenus, pagePath, pages, type PageEntry } from '../../app/pages/registry'

async function hrefsOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  return new Set(
    [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
  )
}

async function expectedLinks(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const policy = localePolicy[locale]
  const inMenus = pages.filter((p: PageEntry) => p.menu && isInMenus(p, policy))
  const fromPages = inMenus.flatMap((p: PageEntry) =>
    p.anchors
      ? p.anchors.map((a) => `/${locale}/${pagePath(p)}?anchor=${a.value}`)
      : [`/${locale}/${pagePath(p)}`],
  )
  const language = policy.contentLanguage
  const tree = (await (
    await request.get(`/cms/open/api/classify/treeData?classifyType=0&language=${language}`)
  ).json()) as { data: Array<{ children: Array<{ outLink: string }> }> }
  const categories = tree.data[0]!.children.map((c) => `/${locale}/succeedCase/${c.outLink}`)
  expect(categories.length).toBeGreaterThan(0)
  return [`/${locale}`, ...fromPages, ...categories]
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
