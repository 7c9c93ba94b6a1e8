/**
 * npm run bench:layout: what a page's first load costs the renderer's main thread in style and
 * layout, and how much of that is font set-up and text shaping. Each run is a new Debian Chromium
 * (a fresh browser process and renderer, as Lighthouse starts one: cold font caches), phone
 * viewport, no CPU slowdown; a trace of the load until `load` plus 1.5 s is read for:
 * - style and layout: the time of `UpdateLayoutTree` and `Layout`,
 * - font set-up inside layout: `FontCache::GetFontPlatformData` (a font at a size and weight) and,
 *   on Linux, the synchronous per-size render-style queries to the browser process (fontconfig),
 * - shaping inside layout: `InlineNode::ShapeText…` (HarfBuzz).
 * Prints each run and the medians. Starts the production server on loopback, or measures SITE_URL.
 * Options: --pages=/en,/zh-CN --runs=5
 */
import { chromium } from '@playwright/test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumLaunchOptions } from '../../tests/chromium'
import { arg, median } from '../cli-options'
import { startSiteServer } from '../site-server'

const pages = (arg('pages') ?? '/en,/zh-CN').split(',')
const runs = Number(arg('runs') ?? 5)

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string }
}

interface Figures {
  style: number
  layout: number
  fontData: { calls: number; ms: number }
  strikeQueries: { calls: number; ms: number }
  shaping: { calls: number; ms: number }
}

/** Complete spans (`X`, or `B`/`E` pairs) of one thread, by name. */
function spans(events: TraceEvent[]) {
  const done: Array<{ name: string; start: number; end: number }> = []
  const open = new Map<string, number[]>()
  for (const e of events) {
    if (e.ph === 'X') done.push({ name: e.name, start: e.ts, end: e.ts + (e.dur ?? 0) })
    else if (e.ph === 'B') {
      const starts = open.get(e.name) ?? []
      starts.push(e.ts)
      open.set(e.name, starts)
    } else if (e.ph === 'E') {
      const start = open.get(e.name)?.pop()
      if (start !== undefined) done.push({ name: e.name, start, end: e.ts })
    }
  }
  return done
}

function figures(trace: TraceEvent[]): Figures {
  // The renderer's main thread that laid out the most is the page's (an empty first renderer runs
  // tasks too).
  const mains = trace.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const busy = (m: TraceEvent) =>
    trace.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'Layout').length
  const main = mains.sort((a, b) => busy(b) - busy(a))[0]
  if (!main) throw new Error('no renderer main thread in the trace')
  const mine = spans(
    trace.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts),
  )
  const layouts = mine.filter((s) => s.name === 'Layout')
  const inLayout = (test: (name: string) => boolean) => {
    const hits = mine.filter(
      (s) => test(s.name) && layouts.some((l) => s.start >= l.start && s.end <= l.end),
    )
    return { calls: hits.length, ms: hits.reduce((sum, s) => sum + (s.end - s.start), 0) / 1000 }
  }
  const total = (name: string) =>
    mine.filter((s) => s.name === name).reduce((sum, s) => sum + (s.end - s.start), 0) / 1000
  return {
    style: total('UpdateLayoutTree'),
    layout: total('Layout'),
    fontData: inLayout((n) => n === 'FontCache::GetFontPlatformData'),
    strikeQueries: inLayout((n) => n.endsWith('GetWebFontRenderStyleForStrike')),
    shaping: inLayout((n) => n.startsWith('InlineNode::ShapeText')),
  }
}

async function measure(url: string): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'first-layout-'))
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const path = join(dir, 'trace.json')
    await browser.startTracing(page, {
      path,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts', 'blink'],
    })
    const response = await page.goto(url, { waitUntil: 'load' })
    // An error page (a refused or failed request) would be measured as if it were the page.
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
    // What the load sets off (hydration, the web font's arrival) settles within this.
    await page.waitForTimeout(1500)
    await browser.stopTracing()
    return figures(
      (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents,
    )
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

const ms = (value: number) => value.toFixed(1).padStart(6)
const counted = (f: { calls: number; ms: number }) => `${String(f.calls).padStart(4)} ${ms(f.ms)}`
const row = (path: string, run: string, f: Figures) =>
  `${path.padEnd(9)} ${run.padStart(3)}  ${ms(f.style)}    ${ms(f.layout)}    ${counted(f.fontData)}        ${counted(f.strikeQueries)}    ${counted(f.shaping)}`

/** Each figure's median over the runs (not one run's figures). */
function medians(all: Figures[]): Figures {
  const pick = (get: (f: Figures) => number) => median(all.map(get))
  const both = (get: (f: Figures) => { calls: number; ms: number }) => ({
    calls: pick((f) => get(f).calls),
    ms: pick((f) => get(f).ms),
  })
  return {
    style: pick((f) => f.style),
    layout: pick((f) => f.layout),
    fontData: both((f) => f.fontData),
    strikeQueries: both((f) => f.strikeQueries),
    shaping: both((f) => f.shaping),
  }
}

const site = process.env.SITE_URL
  ? { url: process.env.SITE_URL, stop: async () => {} }
  : await startSiteServer({ port: 3297, env: { LOG_LEVEL: 'warn' }, stdio: 'inherit' })
try {
  console.log(
    'page      run  style ms  layout ms  font data (n, ms)  strike queries  shaping (n, ms)',
  )
  for (const path of pages) {
    const all: Figures[] = []
    for (let run = 1; run <= runs; run++) {
      all.push(await measure(`${site.url}${path}`))
      console.log(row(path, String(run), all.at(-1)!))
    }
    console.log(row(path, 'med', medians(all)))
  }
} finally {
  await site.stop()
}
