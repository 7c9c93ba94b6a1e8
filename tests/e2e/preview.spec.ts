/**
 * Preview of drafts on the site (issue 35): a draft case created through the management API is
 * not public (its page is a 404), and its preview link renders it on the real page with the
 * preview bar in the link's language, never cached or indexed; an expired link is the localized
 * "link expired" page (410); a token of one story shows nothing on another's id. A draft film plays
 * in the video center's player, a draft document leads the download center's list.
 */
import { axeBuilder } from './axe-builder'
import { expect, test } from '@playwright/test'
import { issuePreviewToken } from '../../cms/content/preview'
import { gotoHydrated, useSiteServer } from './fixtures'

const ADMIN = 'e2e-preview-admin-token-0123456789'
const SECRET = 'e2e-preview-signing-secret-0123456789'
const server = useSiteServer({ CMS_ADMIN_TOKEN: ADMIN, CMS_SIGNING_SECRET: SECRET })

async function admin(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${server().url}/cms/admin/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ADMIN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return ((await response.json()) as { data: Record<string, unknown> }).data
}

/** A new draft case; its id. */
async function draftCase(key: string): Promise<number> {
  const created = await admin('POST', '/articles', {
    type: 'case',
    language: 'en',
    translationKey: key,
    title: `Draft case ${key}`,
    summary: 'A cold store that is not public yet.',
    content: '<p>Not public yet.</p>',
  })
  return created.id as number
}

/** The preview URL the service gives for a version, for a locale's page, on this server. */
async function previewUrl(id: number, locale: string, collection = 'articles'): Promise<string> {
  const { url } = await admin('GET', `/${collection}/${id}/preview?locale=${locale}`)
  const given = new URL(String(url))
  return `${server().url}${given.pathname}${given.search}`
}

function expectPrivate(response: { headers(): Record<string, string> } | null) {
  const headers = response?.headers() ?? {}
  expect(headers['cache-control']).toBe('private, no-store')
  expect(headers['x-robots-tag']).toBe('noindex')
}

test('a draft case: 404 without a token, rendered with the preview bar with it', async ({
  page,
  request,
}) => {
  const id = await draftCase('preview-e2e-draft')
  expect((await request.get(`${server().url}/en/caseDetails?id=${id}`)).status()).toBe(404)

  const url = await previewUrl(id, 'en')
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  expectPrivate(response)
  expect(response?.headers()['x-page-cache']).toBe('bypass')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft case preview-e2e-draft')
  const bar = page.getByTestId('preview-bar')
  await expect(bar).toContainText('Preview — not published')
  await expect(page.getByTestId('preview-language')).toHaveText('Language: English')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // No address of the preview is offered to crawlers: canonical without the token, no hreflang.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/caseDetails\?id=\d+$/,
  )
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
  expect((await axeBuilder(page).analyze()).violations).toEqual([])

  // The exit link is reached by keyboard and leads to the list: the case has no public version.
  const exit = page.getByTestId('preview-exit')
  await expect(exit).toHaveText('Exit preview')
  await expect(exit).toHaveAttribute('href', '/en/succeedCase/AllCase')
  await exit.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/succeedCase\/AllCase$/)
  await expect(page.getByTestId('preview-bar')).toHaveCount(0)

  // A second look is rendered again, never from the page cache.
  const again = await request.get(url)
  expect(again.headers()['x-page-cache']).toBe('bypass')
  expectPrivate(again)
})

test('the bar speaks the language of the link: de and zh-CN', async ({ page }) => {
  const id = await draftCase('preview-e2e-languages')
  await gotoHydrated(page, await previewUrl(id, 'de'))
  await expect(page.getByTestId('preview-bar')).toContainText('Vorschau — nicht veröffentlicht')
  await expect(page.getByTestId('preview-exit')).toHaveText('Vorschau beenden')
  await expect(page.getByTestId('preview-language')).toHaveText('Sprache: Englisch')
  await gotoHydrated(page, await previewUrl(id, 'zh-CN'))
  await expect(page.getByTestId('preview-bar')).toContainText('预览 — 未发布')
  await expect(page.getByTestId('preview-exit')).toHaveText('退出预览')
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
})

test('an expired link says so (410); a forged one or another story’s is a 404', async ({
  page,
  request,
}) => {
  const id = await draftCase('preview-e2e-expired')
  const other = await draftCase('preview-e2e-other')
  const expired = issuePreviewToken(SECRET, { collection: 'articles', id, exp: 1_000_000 })
  const response = await page.goto(`${server().url}/de/caseDetails?id=${id}&preview=${expired}`)
  expect(response?.status()).toBe(410)
  expectPrivate(response)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dieser Vorschau-Link ist abgelaufen',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect((await axeBuilder(page).analyze()).violations).toEqual([])

  // Story A's good token on story B's page shows nothing of either.
  const tokenOfOther = new URL(await previewUrl(other, 'en')).searchParams.get('preview')
  const crossed = await request.get(
    `${server().url}/en/caseDetails?id=${id}&preview=${tokenOfOther}`,
  )
  expect(crossed.status()).toBe(404)
  expect(await crossed.text()).not.toContain('Draft case preview-e2e')
  expectPrivate(crossed)

  // Signed with another secret, or not a token at all: 404, no-store.
  const forged = issuePreviewToken('another-secret-0123456789', {
    collection: 'articles',
    id,
    exp: Math.floor(Date.now() / 1000) + 600,
  })
  for (const token of [forged, 'not-a-token', 'a'.repeat(2_000)]) {
    const answer = await request.get(`${server().url}/en/caseDetails?id=${id}&preview=${token}`)
    expect(answer.status(), token.slice(0, 20)).toBe(404)
    expectPrivate(answer)
  }
})

/** The first film of the open API's list (English), and the first document of the admin list. */
async function firstFilm() {
  const response = await fetch(`${server().url}/cms/open/api/media/list?language=en&pageSize=1`)
  const { data } = (await response.json()) as {
    data: { list: Array<{ poster: { url: string }; sourceUrl: string }> }
  }
  return data.list[0]!
}
async function firstDocument() {
  const response = await fetch(`${server().url}/cms/admin/api/downloads?language=en&limit=1`, {
    headers: { authorization: `Bearer ${ADMIN}` },
  })
  const { data } = (await response.json()) as { data: { list: Array<{ storedName: string }> } }
  return data.list[0]!
}

test('a draft film plays in the video center with the bar; without the token it is a 404', async ({
  page,
  request,
}) => {
  const film = await firstFilm()
  const { id } = (await admin('POST', '/media', {
    language: 'en',
    translationKey: 'preview-e2e-film',
    type: 'video',
    title: 'Draft film preview-e2e-film',
    description: 'A film that is not public yet.',
    poster: { url: film.poster.url, width: 1280, height: 720, alt: 'A film not public yet' },
    sourceUrl: film.sourceUrl,
  })) as { id: number }
  expect((await request.get(`${server().url}/en/aboutUs/videoDetails?v=${id}`)).status()).toBe(404)

  const url = await previewUrl(id, 'ja', 'media')
  expect(new URL(url).pathname).toBe('/ja/aboutUs/videoDetails')
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  expectPrivate(response)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.getByTestId('preview-bar')).toContainText('プレビュー')
  await expect(page.getByTestId('video-player').locator('source')).toHaveAttribute(
    'src',
    film.sourceUrl,
  )
  await expect(page.getByText('Draft film preview-e2e-film').first()).toBeVisible()
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
  // Without `v`, the token names no video of this page.
  const token = new URL(url).searchParams.get('preview')!
  const bare = await request.get(`${server().url}/ja/aboutUs/videoDetails?preview=${token}`)
  expect(bare.status()).toBe(404)
  expectPrivate(bare)
})

test('a draft document leads the download center with the bar, and cannot be requested yet', async ({
  page,
  request,
}) => {
  const doc = await firstDocument()
  const { id } = (await admin('POST', '/downloads', {
    language: 'en',
    translationKey: 'preview-e2e-brochure',
    title: 'Draft brochure preview-e2e-brochure',
    summary: 'A brochure that is not public yet.',
    fileName: 'draft-brochure.pdf',
    storedName: doc.storedName,
  })) as { id: number }
  const plain = await request.get(`${server().url}/de/aboutUs/downloadCenter`)
  expect(await plain.text()).not.toContain('preview-e2e-brochure')

  const url = await previewUrl(id, 'de', 'downloads')
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  expectPrivate(response)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.getByTestId('preview-bar')).toContainText('Vorschau — nicht veröffentlicht')
  const first = page.getByTestId('document-list').getByRole('listitem').first()
  await expect(first).toContainText('Draft brochure preview-e2e-brochure')
  await expect(first).toHaveAttribute('data-previewed', 'true')
  await expect(first.getByTestId('download-button')).toBeHidden()
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
  // A token of a case on the download center shows nothing.
  const caseId = await draftCase('preview-e2e-not-a-document')
  const token = new URL(await previewUrl(caseId, 'en')).searchParams.get('preview')!
  const crossed = await request.get(`${server().url}/de/aboutUs/downloadCenter?preview=${token}`)
  expect(crossed.status()).toBe(404)
})
