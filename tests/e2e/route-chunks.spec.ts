/** Route code splitting and the one reload guard (docs/decisions/004): a missing route chunk. */
import { expect, test, type Page } from '@playwright/test'
import { countDocumentRequests, gotoHydrated } from './fixtures'

test('a route chunk that fails to load reloads the page exactly once', async ({ page }) => {
  await gotoHydrated(page, '/en')
  // A deploy removed the product-center chunk this tab's old build still refers to.
  let attempts = 0
  await page.route(/\/assets\/productCenter-[^/]+\.js$/, (route) => {
    attempts++
    return route.abort()
  })
  const documents = countDocumentRequests(page)
  await page.getByTestId('desktop-nav').locator('a[data-section="products"]').click()

  // One reload, onto the page the visitor asked for (served by the server, which needs no chunk).
  await expect.poll(documents, { timeout: 15_000 }).toBe(1)
  await expect(page).toHaveURL(/\/en\/productCenter$/)
  await expect(page.locator('h1')).toBeVisible()

  // After the reload the chunk fails again (hydration asks for it): the guard stops a loop.
  await expect.poll(() => attempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  await page.waitForLoadState('networkidle')
  expect(documents()).toBe(1)
})

test('pages load their own chunk only: home does not download the product center', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await gotoHydrated(page, '/en')
  await page.waitForLoadState('networkidle')
  expect(scripts.some((url) => /\/assets\/productCenter-/.test(url))).toBe(false)
  expect(scripts.length).toBeGreaterThan(0)
})

test("React DOM's client is set up by its own chunk, not in the entry's task (ADR 058)", async ({
  page,
}) => {
  await gotoHydrated(page, '/en')
  const chunk = await page.evaluate(async () => {
    const url = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/assets\/react-dom-[^/]+\.js$/.test(name))
    if (!url) return 'no react-dom chunk loaded'
    const exports = Object.values((await import(url)) as Record<string, unknown>)
    // Set up when the chunk was evaluated: an export is the client itself, not a function that
    // would set it up at its first call (from the entry, in the entry's task).
    return exports.some(
      (value) =>
        typeof value === 'object' &&
        typeof (value as { hydrateRoot?: unknown } | null)?.hydrateRoot === 'function',
    )
      ? 'set up'
      : 'deferred to its first use'
  })
  expect(chunk).toBe('set up')
})

test('a page asks for its scripts only after its first frame, then hydrates (ADR 023)', async ({
  page,
}) => {
  // The first frame cannot start before the stylesheet and the parsed document are there.
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      ;(window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now()
    }),
  )
  await gotoHydrated(page, '/zh-CN/AGVDetails')
  const { firstFrameAt, scriptStarts } = await page.evaluate(() => ({
    firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
    scriptStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }))
  // The entry, the runtime and the page's own modules.
  expect(scriptStarts.length).toBeGreaterThan(10)
  expect(Math.min(...scriptStarts)).toBeGreaterThan(firstFrameAt)
  // Hydrated: a mega-menu opens.
  await page.locator('[data-testid="desktop-nav"] [data-section="solutions"]').hover()
  await expect(page.locator('[data-panel="solutions"]')).toBeVisible()
})

/** The modules the page's loader script names, and those of them not (yet) in a preload link. */
function preloadsOf(page: Page) {
  return page.evaluate(() => {
    const loader = document.querySelector<HTMLScriptElement>('script[data-preloads]')
    const named = (loader?.dataset.preloads ?? '').split(' ').filter(Boolean)
    const added = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    )
    return { named, added, missing: named.filter((href) => !added.includes(href)) }
  })
}

test('the loader preloads every module it names, one a task', async ({ page }) => {
  // Without the entry the page never hydrates, so every preload link is the loader's (the
  // router adds the same links again when it hydrates).
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
  await page.goto('/en/AGVDetails')
  await expect.poll(async () => (await preloadsOf(page)).missing).toEqual([])
  expect((await preloadsOf(page)).named.length).toBeGreaterThan(10)
})

test('a page opened in a background tab preloads its modules at once', async ({ page }) => {
  // Hidden from its start, as a tab opened in the background: its timers run once a second.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { get: () => true })
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
  })
  await page.goto('/en/AGVDetails', { waitUntil: 'domcontentloaded' })
  // At once: read before the page's scripts could have run a timer.
  const { named, missing } = await preloadsOf(page)
  expect(named.length).toBeGreaterThan(10)
  expect(missing).toEqual([])
})
