import { expect, type Page } from '@playwright/test'

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
 * for scenarios such as a content-service outage. Stopped by the returned function.
 */
export async function startSiteServer(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process')
  const { mkdtempSync, rmSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const port = 36_000 + Math.floor(Math.random() * 2_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-site-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('second site server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
