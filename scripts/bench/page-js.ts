/**
 * npm run bench:js — the JavaScript each page type makes the browser download, gzip level 9 as
 * the server sends it, and whether any other locale's page copy is in it. Starts the production
 * server (loopback) and loads each page in Debian Chromium. Budget: 150 KB gzip (ADR 010).
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tests/chromium'
import { startSiteServer } from '../site-server'

const pages = [
  ['home', '/en'],
  ['home (zh-CN)', '/zh-CN'],
  ['product center', '/en/productCenter'],
  ['AGV detail', '/en/AGVDetails'],
  ['stacker detail', '/en/pilerDetails'],
  ['solution', '/en/logisticsSolution'],
  ['solution (th)', '/th/gardenSolution'],
  ['service support', '/en/serviceSupport'],
  ['about overview', '/en/aboutUs'],
  ['about child', '/en/aboutUs/culture'],
  ['certificates (lightbox)', '/en/aboutUs/certification'],
  ['investor relations', '/en/investor'],
  ['news list', '/en/aboutUs/journalism'],
  ['job list', '/en/joinUs'],
  ['case category', '/en/succeedCase/tobacco'],
  ['not found', '/en/no-such-page'],
] as const

const site = await startSiteServer({ port: 3296, env: { LOG_LEVEL: 'warn' }, stdio: 'inherit' })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  console.log('page type          scripts   raw KB   gzip KB')
  for (const [name, path] of pages) {
    const page = await browser.newPage()
    const bodies: Promise<Buffer | undefined>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().catch(() => undefined))
    })
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
    const scripts = (await Promise.all(bodies)).filter((b): b is Buffer => !!b)
    const raw = scripts.reduce((sum, b) => sum + b.length, 0) / 1024
    const gzip = scripts.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) / 1024
    console.log(
      `${name.padEnd(18)} ${String(scripts.length).padStart(7)} ${raw.toFixed(1).padStart(8)} ${gzip.toFixed(1).padStart(9)}`,
    )
    await page.close()
  }
} finally {
  await browser.close()
  await site.stop()
}
