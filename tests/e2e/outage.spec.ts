/**
 * With the content service unreachable, every page still answers (200; a detail page that cannot
 * show its story 503, ADR 035) and the menus are empty.
 */
import { expect, test } from '@playwright/test'
import { allPages, samplePath } from '../../app/site/registry'
import { useSiteServer, watchConsole } from './fixtures'

// Port 9 (discard) on loopback: connections are refused at once, like a stopped service.
const site = useSiteServer({ CMS_BASE_URL: 'http://127.0.0.1:9' })

test('every page answers 200 during an outage, a detail page 503', async ({ request }) => {
  for (const locale of ['zh-CN', 'en', 'th'] as const) {
    for (const page of allPages) {
      const path = samplePath(page)
      if (path === undefined) continue
      const response = await request.get(`${site().url}/${locale}${path ? `/${path}` : ''}`)
      expect(response.status(), `${locale}/${path}`).toBe(page.kind === 'detail' ? 503 : 200)
    }
  }
})

test('the case menu is empty but for "all cases", the partner links are gone, no error is shown', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await page.goto(`${site().url}/en`)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.locator('[data-testid="desktop-nav"] [data-section="cases"]').hover()
  const links = page.locator('[data-panel="cases"]').getByRole('link')
  await expect(links).toHaveCount(1)
  await expect(links.first()).toHaveAttribute('href', '/en/succeedCase/AllCase')
  await expect(page.getByTestId('partner-links')).toHaveCount(0)
  await expect(page.locator('[data-error-variant]')).toHaveCount(0)
  expect(problems).toEqual([])
})
