import { createServer, type AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import {
  SiteServerExited,
  startSiteServer as startServer,
  type SiteServer,
} from '../../scripts/site-server'

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

/**
 * How long a test waits for hydration: scripts load after the first frame (ADR 023), and on a
 * busy two-core CI machine with two browsers that has taken more than five seconds.
 */
export const HYDRATION_MS = 20_000

export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: HYDRATION_MS })
}

/**
 * Reloads and waits for hydration: a page's scripts load after its first frame (ADR 023), and a
 * back navigation before hydration ends would have the router render another URL than the
 * server did.
 */
export async function reloadHydrated(page: Page) {
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: HYDRATION_MS })
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
export async function startSiteServer(
  env: Record<string, string>,
  options: { captureOutput?: boolean; openFiles?: number } = {},
): Promise<SiteServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer({
        ...options,
        port: await freePort(),
        // The main server's short minimum fill time (playwright.config.ts), unless a test sets one.
        env: { CMS_MIN_FILL_MS: '300', ...env },
        startupMs: 90_000,
      })
    } catch (error) {
      // A port taken between choosing and binding it ends the server at once: another port.
      if (attempt >= 3 || !(error instanceof SiteServerExited)) throw error
    }
  }
}

/** A loopback port free at this moment (the system's choice, so never one of its clients'). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
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
