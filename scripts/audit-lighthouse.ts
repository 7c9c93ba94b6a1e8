/**
 * npm run audit:lighthouse: Lighthouse (mobile configuration, its default) in Debian Chromium over
 * the registry's representative pages (app/site/registry.ts: home, a product, a case list, a case
 * study and an about page) in zh-CN and en, three runs each; prints each run's performance score
 * with the machine's benchmark index and the median scores, and adds them as a dated section to
 * docs/quality.md (under "## Lighthouse", above the earlier ones).
 *
 * Lighthouse's mobile preset slows the CPU 4x, which suits a host with a benchmark index of about
 * 1,533; its authors' calculator gives the slowdown that makes a host of another index simulate
 * the same phone (1,300: 3x, 2,000: 6x, 800: 2x). Each run prints the slowdown its own index
 * calls for, and a run counts as calibrated when the slowdown it used is within a quarter of
 * that; the median of the calibrated runs is printed beside the median of all. On a host far
 * from 1,533 pass the calculator's slowdown with --cpu-slowdown (this machine's index moves
 * between about 1,100 and 2,200 from one minute to the next).
 *
 * Lighthouse is fetched by npx from the npm registry on first use (it is not a dependency of the
 * site). The production build is served by a throwaway server on loopback.
 * Options: --runs=3 --pages=/,/AGVDetails --locales=zh-CN,en --cpu-slowdown=4 --no-write
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
type Category = (typeof categories)[number]

const server = await startSiteServer({ port: Number(process.env.AUDIT_PORT ?? 3295) })
const work = mkdtempSync(join(tmpdir(), 'lighthouse-'))
const slowdown = Number(arg('cpu-slowdown') ?? 4)

/**
 * The CPU slowdown that makes a host of this benchmark index simulate Lighthouse's reference phone
 * (the piecewise line of the Lighthouse authors' throttling calculator).
 */
function calibratedSlowdown(index: number) {
  if (index >= 1300) return 3 + (index - 1300) / 233
  if (index >= 800) return 2 + (index - 800) / 500
  return 1 + Math.max(0, index - 150) / 650
}
/** A run is calibrated when the slowdown it used is within this share of what its index calls for. */
const CALIBRATION_TOLERANCE = 0.25
function calibrated(index: number) {
  const wanted = calibratedSlowdown(index)
  return Math.abs(slowdown - wanted) <= CALIBRATION_TOLERANCE * wanted
}

interface Row {
  url: string
  scores: Record<Category, number>
  runs: Array<{ performance: number; index: number }>
  /** Median performance of the runs whose benchmark index calls for about the slowdown used. */
  calibratedPerformance: number | undefined
}
const rows: Row[] = []
/** `99@1540, 94@2227*`: each run's performance score at its benchmark index, `*` if not calibrated. */
const runList = (row: Row) =>
  row.runs.map((r) => `${r.performance}@${r.index}${calibrated(r.index) ? '' : '*'}`).join(', ')
try {
  for (const locale of locales) {
    for (const page of pages) {
      const path = `/${locale}${page}`
      const results: Array<Record<Category, number> & { benchmarkIndex: number }> = []
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
                `--throttling.cpuSlowdownMultiplier=${slowdown}`,
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
          environment: { benchmarkIndex: number }
        }
        results.push({
          ...(Object.fromEntries(
            categories.map((c) => [c, Math.round(report.categories[c]!.score * 100)]),
          ) as Record<Category, number>),
          benchmarkIndex: Math.round(report.environment.benchmarkIndex),
        })
      }
      const scores = Object.fromEntries(
        categories.map((c) => [c, median(results.map((r) => r[c]))]),
      ) as Record<Category, number>
      const fitting = results.filter((r) => calibrated(r.benchmarkIndex))
      const row: Row = {
        url: path,
        scores,
        runs: results.map((r) => ({ performance: r.performance, index: r.benchmarkIndex })),
        calibratedPerformance: fitting.length
          ? median(fitting.map((r) => r.performance))
          : undefined,
      }
      rows.push(row)
      console.log(
        path,
        scores,
        `runs (performance@benchmark index, * not calibrated for ${slowdown}x): ${runList(row)}`,
        `slowdowns their indexes call for: ${row.runs.map((r) => calibratedSlowdown(r.index).toFixed(1)).join(', ')}`,
      )
    }
  }
} finally {
  await server.stop()
  rmSync(work, { recursive: true, force: true })
}

const table = [
  '| page | performance | calibrated runs | accessibility | best practices | SEO | runs (score@benchmark index) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| \`${r.url}\` | ${r.scores.performance} | ${r.calibratedPerformance ?? '—'} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${runList(r)} |`,
  ),
].join('\n')
console.log(`\n${table}`)

if (!process.argv.includes('--no-write')) {
  const file = join(import.meta.dirname, '..', 'docs', 'quality.md')
  const heading = '## Lighthouse\n'
  const doc = readFileSync(file, 'utf8')
  const at = doc.indexOf(heading)
  if (at < 0) throw new Error(`${file} has no "${heading.trim()}" section`)
  const section = `
### ${new Date().toISOString().slice(0, 10)}, \`npm run audit:lighthouse\` (${slowdown}x)

Lighthouse 13, mobile configuration with its simulated throttling at a CPU slowdown of
${slowdown}x, Debian Chromium headless, production build on loopback, median of ${runs} runs per
page; "calibrated runs" is the median of the runs whose benchmark index calls for a slowdown
within a quarter of ${slowdown}x (Lighthouse's throttling calculator; \`*\` marks the others);
this machine has 2 cores shared with the server:

${table}
`
  const end = at + heading.length
  writeFileSync(file, `${doc.slice(0, end)}${section}${doc.slice(end)}`)
  // The table as Prettier lays it out, so that `npm run format:check` stays clean.
  execFileSync('npx', ['prettier', '--write', file], { stdio: 'ignore' })
  console.log(`added a section to ${file}`)
}
