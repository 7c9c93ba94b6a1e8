/**
 * Issue 36: a card showing a story in another language than the reader's (a fallback, ADR 025)
 * names that language in the reader's ("英語" on /ja) and marks its title and summary with the
 * story's `lang`; lists show the reader's language first, then the fallbacks. On a server of its
 * own whose content service holds the seed plus one case study written in English only, the newest
 * of all (as an editor would add it): the seed's Japanese stories come first on /ja, the English
 * one is labelled on the last page; /en and /zh-CN label nothing. axe finds nothing there.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { axeBuilder } from './axe-builder'
import { expect, test, type Page } from '@playwright/test'
import { openDurablePGlite } from '../../cms/db/durable-pglite'
import { adoptSeedTemplate } from '../../cms/seed/template'
import { startSiteServer } from './fixtures'
import type { SiteServer } from '../../scripts/site-server'

const PROBE = 'A pallet conveyor retrofit told in English only'

// One server for the file: its tests run in one worker.
test.describe.configure({ mode: 'serial' })

let server: SiteServer | undefined
let dataDir: string | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = mkdtempSync(join(tmpdir(), 'story-badges-'))
  expect(await adoptSeedTemplate(resolve('dist/seed-data'), dataDir)).toBe(true)
  const db = await openDurablePGlite(join(dataDir, 'pglite'))
  try {
    await db.query(
      `insert into article (language, translation_key, type, classify_id, title, summary, content, publish_date)
       select 'en', 'case-english-only-probe', 'case', classify_id, $1, 'Written in English; no other version yet.', '<p>English only.</p>', current_date + 1
       from article where type = 'case' and language = 'en' and classify_id is not null limit 1`,
      [PROBE],
    )
  } finally {
    await db.close()
  }
  server = await startSiteServer({ DATA_DIR: dataDir })
  // The first renders of a new server (its content caches, the route chunks) before a browser waits
  // on hydration with the default timeout.
  for (const path of ['/ja/succeedCase/AllCase', '/ja', '/de/succeedCase/AllCase', '/en'])
    expect((await fetch(url(path))).status, path).toBe(200)
})

test.afterAll(async () => {
  test.setTimeout(180_000)
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const url = (path: string) => `${server!.url}${path}`

/** Opens `url` and waits for hydration, longer than by default: a second server shares 2 cores. */
async function gotoHydrated(page: Page, to: string) {
  await page.goto(to)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 })
}

/** The case cards of a page: title, the title's and summary's lang, and the language badge. */
async function cards(page: Page) {
  return page.locator('[data-block="case-strip"] > li').evaluateAll((items) =>
    items.map((li) => ({
      title: li.querySelector('a')?.textContent?.trim() ?? '',
      titleLang: li.querySelector('h2, h3')?.getAttribute('lang') ?? null,
      summaryLang: li.querySelector('p')?.getAttribute('lang') ?? null,
      badge: li.querySelector('[data-slot="language-badge"]')?.textContent ?? null,
    })),
  )
}

/** Opens the last page of the list `path`, as its pagination links it. */
async function gotoLastPage(page: Page, path: string) {
  await gotoHydrated(page, url(path))
  const pages = await page
    .locator('[data-block="pagination"] a[href*="page="]')
    .evaluateAll((links) =>
      links.map((a) => Number(new URL((a as HTMLAnchorElement).href).searchParams.get('page'))),
    )
  expect(pages.length).toBeGreaterThan(0)
  await gotoHydrated(page, url(`${path}?page=${Math.max(...pages)}`))
}

test('on /ja the English-only case is labelled 英語, after every Japanese one', async ({
  page,
}) => {
  // Three lists and axe on a second server sharing the machine's two cores.
  test.setTimeout(120_000)
  await gotoHydrated(page, url('/ja/succeedCase/AllCase'))
  const first = await cards(page)
  // The newest story of all, but not in Japanese: not on page 1.
  expect(first.map((c) => c.title)).not.toContain(PROBE)
  expect(first.every((c) => c.badge === null && c.titleLang === null)).toBe(true)
  // The last page: the Japanese stories, then the English one, labelled, its texts lang="en".
  await gotoLastPage(page, '/ja/succeedCase/AllCase')
  const shown = await cards(page)
  expect(shown.at(-1)).toEqual({ title: PROBE, titleLang: 'en', summaryLang: 'en', badge: '英語' })
  expect(shown.slice(0, -1).every((c) => c.badge === null)).toBe(true)
  await expect(page.getByText('英語', { exact: true })).toBeVisible()
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
  // The home page's latest cases are Japanese ones.
  await gotoHydrated(page, url('/ja'))
  const home = await cards(page)
  expect(home.length).toBeGreaterThan(0)
  expect(home.every((c) => c.badge === null && c.title !== PROBE)).toBe(true)
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
})

test('on /de the badge says Auf Englisch; on /en and /zh-CN no card has one', async ({ page }) => {
  await gotoLastPage(page, '/de/succeedCase/AllCase')
  expect((await cards(page)).at(-1)).toMatchObject({ title: PROBE, badge: 'Auf Englisch' })
  await gotoHydrated(page, url('/en/succeedCase/AllCase'))
  const english = await cards(page)
  // English is the reader's own: the newest story comes first, unlabelled, without its own lang.
  expect(english[0]).toEqual({ title: PROBE, titleLang: null, summaryLang: null, badge: null })
  expect(english.every((c) => c.badge === null)).toBe(true)
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
  for (const path of ['/zh-CN/succeedCase/AllCase', '/zh-CN', '/en', '/en/aboutUs/journalism']) {
    await gotoHydrated(page, url(path))
    await expect(page.locator('[data-slot="language-badge"]'), path).toHaveCount(0)
  }
})

// Moved from localized-content.spec.ts: since issue 36 every seed story has a Korean version, so
// the English-only case of this server is the one a Korean reader falls back to.
test('a locale without its own version shows the English one, labelled and not indexed', async () => {
  const list = (await (
    await fetch(url('/cms/open/api/article/list?language=en&type=case&pageNum=1&pageSize=1'))
  ).json()) as { data: { list: Array<{ id: number; title: string }> } }
  const probe = list.data.list[0]!
  expect(probe.title).toBe(PROBE)
  const response = await fetch(url(`/ko/caseDetails?id=${probe.id}`), { redirect: 'manual' })
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/<html[^>]* lang="ko"/)
  const head = html.slice(0, html.indexOf('</head>'))
  const robots = (head.match(/<meta\b[^>]*>/g) ?? []).find((tag) => /name="robots"/.test(tag))
  expect(robots).toContain('content="noindex, follow"')
  // No alternates: it is no page of its own in Korean.
  expect(head).not.toMatch(/<link\b[^>]*hreflang=/)
  expect(html).toContain('data-testid="fallback-note"')
  expect(html).toMatch(/이 콘텐츠는 영어로만 제공됩니다/)
  // The story itself is marked as English.
  expect(html).toMatch(/<h1 lang="en"/)
  // A fallback story is in the sitemap under /en only.
  const sitemap = await (await fetch(url('/sitemap.xml'))).text()
  expect(sitemap).not.toContain(`/ko/caseDetails?id=${probe.id}<`)
  expect(sitemap).toContain(`/en/caseDetails?id=${probe.id}<`)
})
