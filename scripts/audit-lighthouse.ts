/**
 * npm run audit:lighthouse: Lighthouse (mobile configuration, its default) in Debian Chromium over
 * the registry's representative pages (app/site/registry.ts: home, a product, a case list, a case
 * study and an about page) in zh-CN and en, three runs each; prints the median scores and writes
 * them as a table to docs/quality.md.
 *
 * Lighthouse is fetched by npx from the npm registry on first use (it is not a dependency of the
 * site). The production build is served by a throwaway server on loopback.
 * Options: --runs=3 --pages=/,/AGVDetails --locales=zh-CN,en --no-write
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { allPages, samplePath } from '../app/site/registry'
import { arg, median } from './cli-options'
import { startSiteServer } from './site-server'

const runs = Number(arg('runs') ?? 3)
const representative = allPages.filter((p) => p.representative).map((p) => `/${samplePath(p)}`)
const pages = (arg('pages')?.split(',') ?? representative).map((p) => (p === '/' ? '' : p))
const locales = (arg('locales') ?? 'zh-CN,en').split(',')
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const server = await startSiteServer({ port: Number(process.env.AUDIT_PORT ?? 3295) })
const work = mkdtempSync(join(tmpdir(), 'lighthouse-'))
const rows: Array<{ url: string; scores: Record<(typeof categories)[number], number> }> = []
try {
  for (const locale of locales) {
    for (const page of pages) {
      const path = `/${locale}${page}`
      const results: Array<Record<string, number>> = []
      for (let run = 0; run < runs; run++) {
        const out = join(work, `report-${results.length}.json`)
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is repeated.
        for (let attempt = 1; ; attempt++) {
          try {
            execFileSync(
              'npx',
              [
                '--yes',
                'lighthouse@13',
                `${server.url}${path}`,
                '--quiet',
                '--output=json',
                `--output-path=${out}`,
                `--only-categories=${categories.join(',')}`,
                '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
              ],
              { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
            )
            break
          } catch (error) {
            if (attempt >= 3) throw error
            console.warn(
              `${path}: Lighthouse failed, run ${run + 1} again (attempt ${attempt + 1})`,
            )
          }
        }
        const report = JSON.parse(readFileSync(out, 'utf8')) as {
          categories: Record<string, { score: number }>
        }
        results.push(
          Object.fromEntries(
            categories.map((c) => [c, Math.round(report.categories[c]!.score * 100)]),
          ),
        )
      }
      const scores = Object.fromEntries(
        categories.map((c) => [c, median(results.map((r) => r[c]!))]),
      ) as Record<(typeof categories)[number], number>
      rows.push({ url: path, scores })
      console.log(path, scores)
    }
  }
} finally {
  await server.stop()
  rmSync(work, { recursive: true, force: true })
}

const table = [
  '| page | performance | accessibility | best practices | SEO |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| \`${r.url}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} |`,
  ),
].join('\n')
console.log(`\n${table}`)

if (!process.argv.includes('--no-write')) {
  const file = join(import.meta.dirname, '..', 'docs', 'quality.md')
  const date = new Date().toISOString().slice(0, 10)
  writeFileSync(
    file,
    `# Quality audits

## Lighthouse

${date}, \`npm run audit:lighthouse\` (Lighthouse 13, mobile configuration with its simulated
throttling, Debian Chromium headless, production build on loopback, median of ${runs} runs per
page; this machine has 2 cores shared with the server):

${table}

Reproduce: \`npm run audit:lighthouse\` (about ${Math.ceil((rows.length * runs * 20) / 60)} minutes;
\`-- --runs=1 --pages=/ --locales=en\` for a quick look).

## Accessibility in the test suite

\`tests/e2e/axe-sweep.spec.ts\` runs axe-core (every rule, best practices included) over every
page type in zh-CN, en, ja and th, and checks one h1, the skip link to \`<main>\` and \`<html lang>\`
on each; other specs run axe on open menus, dialogs, the lightbox and forms.
`,
  )
  console.log(`wrote ${file}`)
}
