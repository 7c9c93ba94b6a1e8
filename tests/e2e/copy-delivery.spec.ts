/**
 * The browser receives page copy in the visitor's locale only, measured on what Chromium really
 * downloads. The size budgets of every page type are in budgets.spec.ts (ADR 010).
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './fixtures'

const messages = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>

/** The bodies of every script the page loaded, after hydration and idle preloads. */
async function scriptsOf(page: Page, url: string): Promise<Map<string, Buffer>> {
  const scripts = new Map<string, Buffer>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then(
        (body) => void scripts.set(response.url(), body),
        () => undefined,
      ),
    )
  })
  await gotoHydrated(page, url)
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  return scripts
}

for (const [path, heading, intro] of [
  ['/en', 'page_home_heading', 'page_home_intro'],
  ['/en/serviceSupport', 'service_2_title', 'service_2_text'],
  ['/en/AGVDetails', 'agv_range_heading', 'agv_range_lead'],
  ['/en/logisticsSolution', 'sl_modules_heading', 'sl_modules_lead'],
  ['/en/succeedCase/AllCase', 'page_all_cases_title', 'page_all_cases_intro'],
] as const) {
  test(`${path}: no other locale's copy of the page in its JS`, async ({ page }) => {
    const scripts = await scriptsOf(page, path)
    expect(scripts.size).toBeGreaterThan(0)
    const js = [...scripts.values()].map((b) => b.toString('utf8')).join('\n')

    // The English copy is in the server HTML; no script carries it in other languages.
    await expect(page.locator('main')).toContainText(messages('en')[heading]!)
    for (const locale of ['ja', 'de', 'zh-CN']) {
      for (const key of [heading, intro]) {
        const text = messages(locale)[key]!
        expect(js.includes(text), `${locale} ${key} shipped to the browser`).toBe(false)
      }
    }
  })
}
