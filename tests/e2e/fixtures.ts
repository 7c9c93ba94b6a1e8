import { expect, test, type Page } from '@playwright/test'
import { startSiteServer as startServer, type SiteServer } from '../../scripts/site-server'

/** Collects console errors and warnings (hydration mismatches are reported there) and page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** Counts full document loads after the call. */
export function countDocumentRequests(page: Page): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.resourceType() === 'document') count++
  })
  return () => count
}

/**
 * A second production server with its own environment (the build from the main run is reused),
 * for scenarios such as a content-service outage.
 */
export function startSiteServer(env: Record<string, string>): Promise<SiteServer> {
  return startServer({
    port: 36_000 + Math.floor(Math.random() * 2_000),
    // The main server's short minimum fill time (playwright.config.ts), unless a test sets one.
    env: { CMS_MIN_FILL_MS: '300', ...env },
    startupMs: 90_000,
  })
}

/**
 * A second production server for the tests of the enclosing file or describe block: started in
 * beforeAll with a timeout that holds on a busy 2-core machine, and always stopped in afterAll,
 * also when its start timed out half-way.
 */
export function useSiteServer(env: Record<string, string>): () => SiteServer {
  let pending: Promise<SiteServer> | undefined
  let server: SiteServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    pending = startSiteServer(env)
    server = await pending
  })
  test.afterAll(async () => {
    test.setTimeout(180_000)
    const started = server ?? (await pending?.catch(() => undefined))
    await started?.stop()
  })
  return () => {
    if (!server) throw new Error('the site server did not start')
    return server
  }
}
