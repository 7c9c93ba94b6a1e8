/**
 * Captures chosen pages x widths x locales into ./screenshots (git-ignored).
 * Usage: npm run screenshots [-- --pages=/,/productCenter --locales=en,th --widths=390,1440]
 * Starts the production server on a free port unless SCREENSHOT_BASE_URL is set.
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const list = (name: string, fallback: string[]) => arg(name)?.split(',').filter(Boolean) ?? fallback

const pages = list('pages', ['home', '/productCenter', '/aboutUs/chairman', '/nope']).map((p) =>
  p === 'home' ? '' : p,
)
const locales = list('locales', ['zh-CN', 'en', 'de', 'th'])
const widths = list('widths', ['390', '768', '1440', '1920']).map(Number)
const outDir = join(import.meta.dirname, '..', 'screenshots')
const port = Number(process.env.SCREENSHOT_PORT ?? 3290)

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`server did not answer at ${url}`)
}

let baseURL = process.env.SCREENSHOT_BASE_URL
let server: ReturnType<typeof spawn> | undefined
if (!baseURL) {
  baseURL = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  await waitFor(`${baseURL}/healthz`, 180_000)
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 900 },
      deviceScaleFactor: 1,
    })
    const page = await context.newPage()
    for (const locale of locales) {
      for (const path of pages) {
        await page.goto(`${baseURL}/${locale}${path}`, { waitUntil: 'networkidle' })
        const name = `${locale}${path.replace(/[/?=&#]+/g, '_') || '_home'}-${width}.png`
        await page.screenshot({ path: join(outDir, name), fullPage: true })
        console.log(`screenshots/${name}`)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
  server?.kill('SIGTERM')
}
