/**
 * Captures chosen pages x widths x locales into ./screenshots (git-ignored). By default the
 * registry's representative pages of kind `page` (app/site/registry.ts) and a page that does not
 * exist.
 * Usage: npm run screenshots [-- --pages=/,/productCenter --locales=en,th --widths=390,1440]
 *        npm run screenshots -- --catalogue   each block of the catalogue at 390 and 1440 px
 *        --jpeg --top=2100   the top 2,100 px of each page as JPEG (the README's pictures)
 * Starts the production server on a free port unless SCREENSHOT_BASE_URL is set.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { allPages, samplePath } from '../app/site/registry'
import { chromiumLaunchOptions } from '../tests/chromium'
import { arg } from './cli-options'
import { startSiteServer, type SiteServer } from './site-server'

const list = (name: string, fallback: string[]) => arg(name)?.split(',').filter(Boolean) ?? fallback

const representative = allPages
  .filter((p) => p.representative && p.kind === 'page')
  .map((p) => `/${samplePath(p)}`)
const pages = list('pages', [...representative, '/nope']).map((p) =>
  p === 'home' || p === '/' ? '' : p,
)
const locales = list('locales', ['zh-CN', 'en', 'de', 'th'])
const widths = list('widths', ['390', '768', '1440', '1920']).map(Number)
const outDir = arg('out') ?? join(import.meta.dirname, '..', 'screenshots')
/** --jpeg writes smaller JPEG files (quality 70), e.g. for the curated README pictures. */
const jpeg = process.argv.includes('--jpeg')
const ext = jpeg ? 'jpg' : 'png'
const encoding = jpeg ? ({ type: 'jpeg', quality: 70 } as const) : ({ type: 'png' } as const)
/** --top=N keeps the top N CSS pixels of a page instead of the full page. */
const top = Number(arg('top') ?? 0)
const port = Number(process.env.SCREENSHOT_PORT ?? 3290)
const catalogue = process.argv.includes('--catalogue')

let baseURL = process.env.SCREENSHOT_BASE_URL
let server: SiteServer | undefined
if (!baseURL) {
  server = await startSiteServer({
    port,
    env: { LOG_LEVEL: 'warn', ...(catalogue ? { BLOCK_CATALOGUE: '1' } : {}) },
    stdio: 'inherit',
  })
  baseURL = server.url
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  if (catalogue) {
    // One picture per block and width, for docs/blocks.md.
    for (const width of [390, 1440]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
      })
      const page = await context.newPage()
      await page.goto(`${baseURL}/blocks`, { waitUntil: 'networkidle' })
      // The floating side box is not part of any block.
      await page.addStyleTag({ content: '[data-testid="side-box"]{display:none}' })
      for (const block of await page.locator('[data-catalogue-block]').all()) {
        const name = `block-${await block.getAttribute('data-catalogue-block')}-${width}.${ext}`
        await block.scrollIntoViewIfNeeded()
        await page.waitForLoadState('networkidle')
        await block.screenshot({ path: join(outDir, name), ...encoding })
        console.log(`screenshots/${name}`)
      }
      await context.close()
    }
  }
  for (const width of catalogue ? [] : widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 900 },
      deviceScaleFactor: 1,
    })
    const page = await context.newPage()
    for (const locale of locales) {
      for (const path of pages) {
        await page.goto(`${baseURL}/${locale}${path}`, { waitUntil: 'networkidle' })
        // A full-page capture paints only what the page has rendered for its viewport: a section
        // with `content-visibility: auto` (the product pages' model families) far from the top
        // comes out blank, or with its picture's blurred placeholder where the decoded image was
        // dropped. A reader scrolling there sees it rendered; the picture shows what they see.
        await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
        // Scroll through once so that lazy images load, as they would for a reader, then wait
        // until every picture is decoded.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
            window.scrollTo(0, y)
            await new Promise((resolve) => requestAnimationFrame(resolve))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForLoadState('networkidle')
        await page.evaluate(() =>
          Promise.all(
            [...document.images].map((img) => (img.complete ? img.decode().catch(() => {}) : null)),
          ),
        )
        const name = `${locale}${path.replace(/[/?=&#]+/g, '_') || '_home'}-${width}.${ext}`
        await page.screenshot({
          path: join(outDir, name),
          fullPage: true,
          ...(top ? { clip: { x: 0, y: 0, width, height: top } } : {}),
          ...encoding,
        })
        console.log(`screenshots/${name}`)
      }
    }
    await context.close()
  }
  // Interaction states: an open menu (desktop) and the consultation dialog (empty, errors, picker).
  if (!catalogue && !process.argv.includes('--no-states')) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
      })
      const page = await context.newPage()
      for (const locale of locales.filter((l) => l === 'zh-CN' || l === 'en')) {
        const shot = async (state: string) => {
          const name = `${locale}_state-${state}-${width}.${ext}`
          await page.screenshot({ path: join(outDir, name), ...encoding })
          console.log(`screenshots/${name}`)
        }
        await page.goto(`${baseURL}/${locale}/productCenter`, { waitUntil: 'networkidle' })
        if (width >= 1024) {
          await page.hover('[data-testid="desktop-nav"] [data-section="products"]')
          await page.waitForTimeout(400)
          await shot('menu-products')
          await page.mouse.move(10, 800)
        } else {
          await page.getByTestId('mobile-menu-button').click()
          await page.getByTestId('mobile-panel').locator('[data-section="products"] button').click()
          await page.waitForTimeout(300)
          await shot('mobile-panel')
          // On a phone the menu's consult entry opens the dialog (the side box stays hidden
          // where it would cover text, as at the top of this page).
          await page.getByTestId('mobile-consult').click()
        }
        if (width >= 1024) await page.getByTestId('consult-button').click()
        await page.getByTestId('consult-dialog').waitFor()
        await page.waitForTimeout(300)
        await shot('dialog-empty')
        await page.getByTestId('consult-submit').click()
        await page.waitForTimeout(300)
        await shot('dialog-errors')
        await page.getByTestId('region-trigger').click()
        await page.getByRole('option').nth(2).waitFor()
        await shot('dialog-picker')
        await page.keyboard.press('Escape')
        await page.keyboard.press('Escape')
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server?.stop()
}
