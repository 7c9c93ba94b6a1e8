/**
 * npm run bench:js — the JS, CSS and HTML each page type's first load makes the browser fetch,
 * gzip level 9 as the server sends them (scripts/bench/page-weight.ts), in zh-CN and en. Starts
 * the production server (loopback), or measures the one at SITE_URL, and loads each page in
 * Debian Chromium. Budgets (ADR 010): JS 150 KB, CSS 30 KB, HTML 60 KB; tests/e2e/budgets.spec.ts
 * holds them in `npm test`.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tests/chromium'
import { startSiteServer } from '../site-server'
import {
  fetchedTooEarly,
  kb,
  measureFirstLoad,
  measuredLocales,
  overBudget,
  pageTypes,
  resolvePath,
} from './page-weight'

const site = process.env.SITE_URL
  ? { url: process.env.SITE_URL, stop: async () => {} }
  : await startSiteServer({ port: 3296, env: { LOG_LEVEL: 'warn' }, stdio: 'inherit' })
const browser = await chromium.launch(chromiumLaunchOptions)
const problems: string[] = []
try {
  console.log(
    'page type            locale  scripts  JS raw KB  JS gzip KB  CSS gzip KB  HTML gzip KB',
  )
  for (const type of pageTypes) {
    for (const locale of measuredLocales) {
      const path = await resolvePath(site.url, locale, type)
      const page = await browser.newPage()
      const weight = await measureFirstLoad(page, `${site.url}${path}`, type)
      await page.close()
      console.log(
        [
          type.name.padEnd(20),
          locale.padEnd(6),
          String(weight.count.js).padStart(8),
          kb(weight.raw.js).padStart(10),
          kb(weight.bytes.js).padStart(11),
          kb(weight.bytes.css).padStart(12),
          kb(weight.bytes.html).padStart(13),
          weight.lazyJs ? `  + ${kb(weight.lazyJs)} KB JS after hydration` : '',
        ].join(' '),
      )
      for (const problem of [...overBudget(weight), ...fetchedTooEarly(weight)])
        problems.push(`${path}: ${problem}`)
    }
  }
  console.log(problems.length ? `\nOver budget:\n${problems.join('\n')}` : '\nAll within budget.')
} finally {
  await browser.close()
  await site.stop()
}
