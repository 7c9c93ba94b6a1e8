/**
 * The video center: real clips in a native player with captions, no autoplay, 404 for unknown ids;
 * on zh-TW the site's Traditional caption track by default; the films' titles in the reader's
 * language, and the language picker keeping the film (issue 37).
 */
import { expect, test } from '@playwright/test'
import { extraVersions } from '../../cms/seed/content/more-languages'
import { gotoHydrated, watchConsole } from './fixtures'

test('a native player with poster and captions that plays on request; another video by its link', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, '/en/aboutUs/videoDetails')
  const player = page.getByTestId('video-player')
  // A JPEG of the content service's pipeline (its largest width up to 1200 px).
  await expect(player).toHaveAttribute(
    'poster',
    /^\/cms\/images\/[a-z0-9-]+\/[0-9a-f]{12}\/1200\.jpeg$/,
  )
  await expect(player).toHaveAttribute('preload', 'none')
  expect(await player.getAttribute('autoplay')).toBeNull()
  const tracks = player.locator('track[kind="captions"]')
  await expect(tracks).toHaveCount(12)
  await expect(tracks.first()).toHaveAttribute('srclang', 'en')
  await expect(player.locator('track[default]')).toHaveCount(1)
  const vtt = await request.get((await tracks.first().getAttribute('src'))!)
  expect((await vtt.text()).startsWith('WEBVTT')).toBe(true)

  // The clip is real: the browser plays it (muted for the test) and time advances.
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true
    await video.play()
  })
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.3)
  const seconds = await player.evaluate((video: HTMLVideoElement) => video.duration)
  expect(seconds).toBeGreaterThan(5)

  const heading = page.locator('#video-title')
  const first = await heading.textContent()
  const next = page.getByTestId('video-list').getByRole('link').first()
  const nextTitle = await next.textContent()
  await next.click()
  await expect(page).toHaveURL(/\/en\/aboutUs\/videoDetails\?v=\d+$/)
  await expect(heading).toHaveText(nextTitle!)
  expect(nextTitle).not.toBe(first)
  expect(problems).toEqual([])
})

test('a clip answers byte ranges; an unknown video is a 404', async ({ request, page }) => {
  await gotoHydrated(page, '/zh-CN/aboutUs/videoDetails')
  const src = await page.locator('[data-testid="video-player"] source').getAttribute('src')
  const part = await request.get(src!, { headers: { Range: 'bytes=0-1023' } })
  expect(part.status()).toBe(206)
  expect((await part.body()).length).toBe(1024)
  await expect(page.locator('[data-testid="video-player"] track').first()).toHaveAttribute(
    'srclang',
    'zh-CN',
  )
  expect((await request.get('/en/aboutUs/videoDetails?v=999999')).status()).toBe(404)
})

test("the reader's language is the default caption track", async ({ page, request }) => {
  for (const [locale, label] of [
    ['de', 'Deutsch'],
    ['ja', '日本語'],
    ['kk', 'Қазақша'],
  ] as const) {
    await gotoHydrated(page, `/${locale}/aboutUs/videoDetails`)
    const chosen = page.locator('[data-testid="video-player"] track[default]')
    await expect(chosen).toHaveCount(1)
    await expect(chosen).toHaveAttribute('srclang', locale)
    await expect(chosen).toHaveAttribute('label', label)
    const vtt = await request.get((await chosen.getAttribute('src'))!)
    expect(vtt.headers()['content-type']).toBe('text/vtt; charset=utf-8')
    expect((await vtt.text()).startsWith('WEBVTT')).toBe(true)
  }
})

/** Common characters that exist only in Simplified writing (their Traditional forms differ). */
const SIMPLIFIED_ONLY = [...'与车数发务产库区园统线运设备这们个为时东实现应过进质计货单']
const simplifiedIn = (text: string) => SIMPLIFIED_ONLY.filter((c) => text.includes(c))
/** A WebVTT file's cue timing lines, and its cue text (what follows each timing line). */
const timingsOf = (vtt: string) => vtt.match(/^\d[\d:.]* --> .*$/gm) ?? []
const cueTextOf = (vtt: string) =>
  vtt
    .split(/\r?\n\r?\n/)
    .filter((block) => block.includes('-->'))
    .map((block) => block.slice(block.indexOf('\n', block.indexOf('-->')) + 1).trim())

test('a zh-TW reader gets Traditional captions by default; the Simplified track stays', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, '/zh-TW/aboutUs/videoDetails')
  const player = page.getByTestId('video-player')
  const tracks = player.locator('track[kind="captions"]')
  await expect(tracks).toHaveCount(13)
  const chosen = player.locator('track[default]')
  await expect(chosen).toHaveCount(1)
  await expect(tracks.first()).toHaveAttribute('default', '')
  await expect(chosen).toHaveAttribute('srclang', 'zh-TW')
  await expect(chosen).toHaveAttribute('label', '繁體中文')
  await expect(tracks.nth(1)).toHaveAttribute('srclang', 'zh-CN')
  await expect(tracks.nth(1)).toHaveAttribute('label', '简体中文')

  // The file the track names: WebVTT from the site, on the Simplified track's cue timings.
  const response = await request.get((await chosen.getAttribute('src'))!)
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expect(headers['content-type']).toBe('text/vtt; charset=utf-8')
  expect(headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  const traditional = await response.text()
  const simplified = await (await request.get((await tracks.nth(1).getAttribute('src'))!)).text()
  expect(traditional.startsWith('WEBVTT')).toBe(true)
  expect(timingsOf(traditional).length).toBeGreaterThan(2)
  expect(timingsOf(traditional)).toEqual(timingsOf(simplified))
  // Its words in Traditional characters, where the Simplified track has Simplified ones.
  expect(simplifiedIn(simplified).length).toBeGreaterThan(3)
  expect(simplifiedIn(traditional)).toEqual([])

  // The browser shows that track: its cues are the Traditional file's.
  await expect
    .poll(() =>
      player.evaluate((video: HTMLVideoElement) => {
        const showing = [...video.textTracks].filter((track) => track.mode === 'showing')
        return showing.map((track) => ({
          language: track.language,
          cues: [...(track.cues ?? [])].map((cue) => (cue as VTTCue).text),
        }))
      }),
    )
    .toEqual([{ language: 'zh-TW', cues: cueTextOf(traditional) }])

  for (const path of [
    '/captions/zh-TW/999999.vtt',
    (await chosen.getAttribute('src'))!.replace('/zh-TW/', '/zh-CN/'),
  ]) {
    const missing = await request.get(path)
    expect(missing.status(), path).toBe(404)
    expect(missing.headers()['x-content-type-options'], path).toBe('nosniff')
  }
  expect(problems).toEqual([])
})

/** The films written for a language (cms/seed/content/languages/<lang>/videos.ts), by English title. */
const films = (language: string) =>
  new Map(
    extraVersions.flatMap((v) =>
      v.language === language && 'description' in v ? [[v.of.enTitle, v] as const] : [],
    ),
  )
const filmTitles = (language: string) =>
  new Map([...films(language)].map(([en, v]) => [en, v.title]))

test('a Russian and a German reader see every film titled in their language; the picker keeps the film', async ({
  page,
}) => {
  const problems = watchConsole(page)
  const heading = page.locator('#video-title')
  const list = page.getByTestId('video-list').getByRole('link')
  for (const locale of ['ru', 'de'] as const) {
    const titles = filmTitles(locale)
    expect(titles.size).toBe(5)
    await gotoHydrated(page, `/${locale}/aboutUs/videoDetails`)
    // The newest film plays (2026-04-14), the four others are its links.
    const newest = films(locale).get('Inside a Digital Twin Control Room')!
    await expect(heading).toHaveText(newest.title)
    await expect(page.getByText(newest.description)).toBeVisible()
    await expect(list).toHaveCount(4)
    const shown = [await heading.textContent(), ...(await list.allTextContents())]
    expect(shown.map((t) => t?.trim()).sort()).toEqual([...titles.values()].sort())
    // In the page's language: no film marked as written in another.
    await expect(
      page.locator('[aria-labelledby="video-title"][lang], [data-testid="video-list"] [lang]'),
    ).toHaveCount(0)
  }
  // From a German film to the same film in Russian.
  const film = 'AGV Fleet in a Lithium Battery Plant'
  await list.filter({ hasText: filmTitles('de').get(film)! }).click()
  await expect(heading).toHaveText(filmTitles('de').get(film)!)
  await page.getByTestId('language-picker').click()
  await page.getByRole('link', { name: 'Русский' }).click()
  await expect(page).toHaveURL(/\/ru\/aboutUs\/videoDetails\?v=\d+$/)
  await expect(heading).toHaveText(filmTitles('ru').get(film)!)
  expect(problems).toEqual([])
})
