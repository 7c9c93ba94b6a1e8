/**
 * Stories in their languages (ADR 025), read as a reader and as a crawler would:
 * - a page shows the story in its own language, answers 301 to its version, or labels a fallback
 *   (noindex, the story's lang) — an English page never shows a Chinese story and the reverse;
 * - the sitemap's story URLs name only real versions, each answering 200 and naming the same set;
 *   no x-default answers 404;
 * - the picker on a story lands on its translation, and carries a topic through its translation key;
 * - filtered lists are not indexable; home teasers open articles;
 * - a Japanese story appears on /ja lists, and its English version does not appear beside it.
 */
import { locales } from '../../app/i18n/locales'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { extraVersions } from '../../cms/seed/content/more-languages'
import { gotoHydrated } from './fixtures'

const HAN = /[\u3400-\u9fff]/

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&')

interface Page {
  status: number
  location: string | null
  html: string
  lang: string | undefined
  h1: string
  robots: string | undefined
  canonical: string | undefined
  alternates: Map<string, string>
}

async function read(request: APIRequestContext, path: string): Promise<Page> {
  const response = await request.get(path, { maxRedirects: 0 })
  const html = await response.text()
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')))
  const links = head.match(/<link\b[^>]*>/g) ?? []
  const metas = head.match(/<meta\b[^>]*>/g) ?? []
  return {
    status: response.status(),
    location: response.headers()['location'] ?? null,
    html,
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    h1: (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim(),
    robots: metas.filter((m) => attr(m, 'name') === 'robots').map((m) => attr(m, 'content'))[0],
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href'))[0],
    alternates: new Map(
      links
        .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
        .map((l) => [attr(l, 'hreflang')!, attr(l, 'href')!]),
    ),
  }
}

/** The case study ids a list page links to, with their card titles. */
function caseLinks(html: string, locale: string): Array<{ id: number; title: string }> {
  return [
    ...html.matchAll(new RegExp(`href="/${locale}/caseDetails\\?id=(\\d+)"[^>]*>(.*?)</a>`, 'g')),
  ].map((m) => ({
    id: Number(m[1]),
    // The title's text: line-break opportunities (<wbr>) and no-wrap spans are markup only.
    title: m[2]!.replace(/<[^>]*>/g, '').trim(),
  }))
}

async function allCaseCards(request: APIRequestContext, locale: string) {
  const cards: Array<{ id: number; title: string }> = []
  for (let page = 1; page <= 10; page++) {
    const response = await request.get(
      `/${locale}/succeedCase/AllCase${page > 1 ? `?page=${page}` : ''}`,
    )
    if (response.status() !== 200) break
    const found = caseLinks(await response.text(), locale)
    if (found.length === 0) break
    cards.push(...found)
  }
  return cards
}

test('an English page never shows a Chinese story, nor a Chinese page an English one', async ({
  request,
}) => {
  const english = await allCaseCards(request, 'en')
  const chinese = await allCaseCards(request, 'zh-CN')
  expect(english.length).toBeGreaterThan(10)
  expect(english.length).toBe(chinese.length)
  for (const card of english) expect(card.title, card.title).not.toMatch(HAN)
  for (const card of chinese) expect(card.title, card.title).toMatch(HAN)

  // A Chinese story's id under /en answers 301 to its English version, and back.
  const zh = chinese[0]!
  const moved = await read(request, `/en/caseDetails?id=${zh.id}`)
  expect(moved.status).toBe(301)
  expect(moved.location).toMatch(/^\/en\/caseDetails\?id=\d+$/)
  const page = await read(request, moved.location!)
  expect(page.status).toBe(200)
  expect(page.h1).not.toMatch(HAN)
  expect(page.robots).toBeUndefined()
  const back = await read(
    request,
    `/zh-CN/caseDetails?id=${new URL(moved.location!, 'http://x').searchParams.get('id')}`,
  )
  expect(back.status).toBe(301)
  expect(back.location).toBe(`/zh-CN/caseDetails?id=${zh.id}`)
})

test('sitemap stories: only real versions, each answering 200 and naming the same set', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const xml = await (await request.get('/sitemap.xml')).text()
  const entries = [
    ...xml.matchAll(
      /<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/url>/g,
    ),
  ].map((m) => ({
    loc: m[1]!.replace(/&amp;/g, '&'),
    alternates: new Map(
      [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [
        a[1]!,
        a[2]!.replace(/&amp;/g, '&'),
      ]),
    ),
  }))
  const stories = entries.filter((e) =>
    /\/(caseDetails\?id=|aboutUs\/journalism\/\d|investor-news\/\d|join-details\?id=)/.test(e.loc),
  )
  // Issue 36: every case study, news and investor item and open position in all 13 locales
  // (zh-CN and zh-TW read the Chinese version), each URL naming the 13 and x-default.
  expect(stories.length).toBeGreaterThanOrEqual(13 * (24 + 12 + 8 + 10))
  for (const story of stories)
    expect([...story.alternates.keys()].sort(), story.loc).toEqual([...locales, 'x-default'].sort())
  const pages = new Map<string, Page>()
  for (const story of stories) {
    const path = new URL(story.loc).pathname + new URL(story.loc).search
    const page = pages.get(path) ?? (await read(request, path))
    pages.set(path, page)
    expect(page.status, path).toBe(200)
    expect(page.robots, path).toBeUndefined()
    // The page's own alternates are the sitemap's.
    expect([...page.alternates].sort(), path).toEqual([...story.alternates].sort())
    // Each hreflang names a page in that language, whose story is in it (no CJK on en).
    const own = [...story.alternates].find(([, href]) => href === story.loc)
    expect(own, path).toBeTruthy()
    expect(page.lang, path).toBe(own![0])
    if (own![0] === 'en') expect(page.h1, path).not.toMatch(HAN)
    if (own![0].startsWith('zh')) expect(page.h1, path).toMatch(HAN)
  }
  // Every x-default of the sitemap answers 200.
  const defaults = new Set(entries.map((e) => e.alternates.get('x-default')!).filter(Boolean))
  for (const href of defaults) {
    const response = await request.get(new URL(href).pathname + new URL(href).search)
    expect(response.status(), href).toBe(200)
  }
})

test('filtered and searched lists are not indexable and name their list as canonical', async ({
  request,
}) => {
  const list = await (await request.get('/zh-CN/aboutUs/journalism')).text()
  const tag = /href="\/zh-CN\/aboutUs\/journalism\?tag=(\d+)"/.exec(list)?.[1]
  expect(tag).toBeTruthy()
  for (const [path, canonical] of [
    [`/zh-CN/aboutUs/journalism?tag=${tag}`, '/zh-CN/aboutUs/journalism'],
    ['/en/aboutUs/journalism?q=shuttle', '/en/aboutUs/journalism'],
    ['/en/aboutUs/videoDetails?v=', null],
  ] as const) {
    if (!canonical) continue
    const page = await read(request, path)
    expect(page.status, path).toBe(200)
    expect(page.robots, path).toBe('noindex, follow')
    expect(new URL(page.canonical!).pathname + new URL(page.canonical!).search, path).toBe(
      canonical,
    )
    expect(page.alternates.size, path).toBe(0)
  }
})

test('home news teasers open their articles', async ({ request }) => {
  const home = await (await request.get('/en')).text()
  const teasers = [...home.matchAll(/href="(\/en\/aboutUs\/journalism[^"]*)"/g)].map((m) => m[1]!)
  const articles = teasers.filter((href) => /\/journalism\/\d+$/.test(href))
  expect(articles.length).toBeGreaterThanOrEqual(3)
  expect(teasers.filter((href) => href.includes('?id='))).toEqual([])
  for (const href of articles) {
    const page = await read(request, href)
    expect(page.status, href).toBe(200)
    expect(page.html, href).toContain('data-page="article"')
  }
})

test('a Japanese story is on the /ja lists, without its English version beside it', async ({
  request,
}) => {
  const japaneseCases = extraVersions.filter((v) => v.language === 'ja' && v.of.kind === 'case')
  expect(japaneseCases.length).toBeGreaterThanOrEqual(2)
  const cards = await allCaseCards(request, 'ja')
  const english = await allCaseCards(request, 'en')
  expect(cards.length).toBe(english.length)
  const titles = cards.map((c) => c.title)
  for (const story of japaneseCases) {
    expect(titles).toContain(story.title)
    expect(titles).not.toContain(story.of.enTitle)
  }
  // The lists' text without markup (titles carry <wbr> line-break opportunities).
  const textOf = async (path: string) =>
    (await (await request.get(path)).text()).replace(/<[^>]*>/g, '')
  const news = await textOf('/ja/aboutUs/journalism')
  for (const story of extraVersions.filter((v) => v.language === 'ja' && v.of.kind === 'news')) {
    const page2 = await textOf('/ja/aboutUs/journalism?page=2')
    expect(news + page2).toContain(story.title)
    expect(news + page2).not.toContain(story.of.enTitle)
  }
  // The Japanese version is the /ja page of its story, indexable, with its alternates.
  const id = cards.find((c) => c.title === japaneseCases[0]!.title)!.id
  const page = await read(request, `/ja/caseDetails?id=${id}`)
  expect(page.status).toBe(200)
  expect(page.robots).toBeUndefined()
  expect([...page.alternates.keys()].sort()).toEqual([...locales, 'x-default'].sort())
})

test('the picker on a case study lands on its translation', async ({ page, request }) => {
  const [card] = await allCaseCards(request, 'en')
  await gotoHydrated(page, `/en/caseDetails?id=${card!.id}`)
  await page.getByTestId('language-picker').click()
  await page.getByRole('link', { name: '简体中文' }).click()
  await expect(page).toHaveURL(/\/zh-CN\/caseDetails\?id=\d+$/)
  expect(new URL(page.url()).searchParams.get('id')).not.toBe(String(card!.id))
  await expect(page.locator('h1')).toHaveText(HAN)
})

test('the picker carries a topic to the same topic in the other language', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/zh-CN/aboutUs/journalism')).text()
  const tag = /href="\/zh-CN\/aboutUs\/journalism\?tag=(\d+)"/.exec(list)?.[1]
  expect(tag).toBeTruthy()
  await gotoHydrated(page, `/zh-CN/aboutUs/journalism?tag=${tag}`)
  await page.getByTestId('language-picker').click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/aboutUs\/journalism\?tag=\d+$/)
  const englishTag = new URL(page.url()).searchParams.get('tag')
  expect(englishTag).not.toBe(tag)
  // The same topic: one translation key, in English now.
  const keyOf = async (id: string) => {
    const answer = await request.get(`/cms/open/api/translations?type=tag&id=${id}`)
    return ((await answer.json()) as { data: { translationKey: string; versions: unknown[] } }).data
  }
  const [zh, en] = await Promise.all([keyOf(tag!), keyOf(englishTag!)])
  expect(en.translationKey).toBe(zh.translationKey)
  expect(en.versions).toContainEqual({ language: 'en', id: Number(englishTag) })
})

// Issue 36, done when: on every locale's case list, home page and news list every card is in that
// locale's language (no card carries the badge naming another language), and every case is listed.
test('every locale lists every case study and news item in its own language', async ({
  request,
}) => {
  test.setTimeout(180_000)
  for (const locale of locales) {
    const pages = [
      `/${locale}`,
      ...[1, 2, 3].map((n) => `/${locale}/succeedCase/AllCase${n > 1 ? `?page=${n}` : ''}`),
      ...[1, 2].map((n) => `/${locale}/aboutUs/journalism${n > 1 ? `?page=${n}` : ''}`),
    ]
    const cases = new Set<number>()
    for (const path of pages) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toContain('data-slot="language-badge"')
      if (path.includes('AllCase')) for (const { id } of caseLinks(html, locale)) cases.add(id)
    }
    expect(cases.size, locale).toBe(24)
  }
})
