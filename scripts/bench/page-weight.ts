/**
 * What a page's first load costs the browser: the JS, CSS and HTML document Chromium fetches
 * until the page is hydrated and the network is idle, each body gzipped at level 9 (as
 * scripts/compress-assets.ts precompresses the assets; the decoded bytes, so the figures do not
 * depend on which encoding the browser asked for). Shared by `npm run bench:js`, which prints
 * them, and tests/e2e/budgets.spec.ts, which holds the budgets (ADR 010).
 */
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import {
  allPages,
  linkPattern,
  pageById,
  pagePath,
  samplePath,
  type PageId,
} from '../../app/site/registry'

/** ADR 010: one budget per resource type for every page type, KB gzip. */
export const budgetsKb = { js: 150, css: 30, html: 60 } as const

export type Kind = keyof typeof budgetsKb

/**
 * A page type, by path without the locale. A detail page's path is the first link of its list
 * page that matches `detail`, so the check follows whatever the content service holds.
 */
export interface PageType {
  name: string
  path: string
  detail?: RegExp
  /**
   * A chunk the page imports once hydrated by design (not on intent), with everything it brings
   * that the server's HTML does not: reported as `lazy`, outside the JS budget.
   */
  afterHydration?: RegExp
}

/** Chunks pages load once hydrated: the job detail's application form (ADR 013). */
const afterHydration: Partial<Record<PageId, RegExp>> = {
  joinDetails: /\/job-application-form-[\w-]+\.js$/,
}

/**
 * Every page type: each page of the registry (app/site/registry.ts) but those of the same type
 * as another (`sameTypeAs`), details and articles found on their list (`parent`); and the
 * not-found page.
 */
export const pageTypes: readonly PageType[] = [
  ...allPages
    .filter((p) => !p.sameTypeAs)
    .map((p): PageType => {
      const list = p.kind === 'detail' || p.kind === 'article' ? pageById(p.parent as PageId) : p
      // The page itself; a sample only where its path has a parameter (an industry).
      const path = pagePath(list).includes('$') ? samplePath(list) : pagePath(list)
      return {
        name: p.id,
        path: path ? `/${path}` : '',
        ...(list === p ? {} : { detail: linkPattern(p) }),
        ...(afterHydration[p.id as PageId]
          ? { afterHydration: afterHydration[p.id as PageId] }
          : {}),
      }
    }),
  { name: 'not found', path: '/no-such-page' },
]

/** The locales every page type is measured in: the base locale and the first other one. */
export const measuredLocales = ['zh-CN', 'en'] as const

/**
 * Fetched only once the visitor opens the consultation dialog (ADR 010): its chunk (TanStack
 * Form, the region picker, the dialog's own messages) and the region tree server-function call
 * (a GET whose payload carries the reader `variant`).
 */
export const onIntentOnly: ReadonlyArray<{ name: string; matches: (url: string) => boolean }> = [
  {
    name: 'consultation dialog chunk',
    matches: (url) => /\/assets\/consultation-dialog-[\w-]{8}\.js$/.test(new URL(url).pathname),
  },
  {
    name: 'region data',
    matches: (url) =>
      /\/_serverFn\//.test(url) && /variant/.test(decodeURIComponent(new URL(url).search)),
  },
]

/** The path of a page type in one locale; detail pages resolve to their list's first item. */
export async function resolvePath(
  baseUrl: string,
  locale: string,
  type: PageType,
): Promise<string> {
  const path = `/${locale}${type.path}`
  if (!type.detail) return path
  const html = await (await fetch(`${baseUrl}${path}`)).text()
  const link = new RegExp(`href="(/${locale}/${type.detail.source})"`).exec(html)?.[1]
  if (!link) throw new Error(`${path} links to no ${type.name}`)
  return link.replaceAll('&amp;', '&')
}

export interface PageWeight {
  url: string
  /** gzip level 9 bytes per resource type, and how many resources of it. */
  bytes: Record<Kind, number>
  count: Record<Kind, number>
  raw: Record<Kind, number>
  /** The page type's `afterHydration` chunk and what only it needs: gzip bytes, not in `bytes`. */
  lazyJs: number
  /** Every URL requested during the first load. */
  requested: string[]
}

const kindOf: Partial<Record<string, Kind>> = {
  script: 'js',
  stylesheet: 'css',
  document: 'html',
}

/** The script URLs a chunk imports statically (`import ... from"./x.js"`, `import"./x.js"`). */
function staticImports(url: string, body: Buffer): string[] {
  return [
    ...body.toString('utf8').matchAll(/import\s*(?:[\w{},\s$*]+from\s*)?"(\.\/[^"]+\.js)"/g),
  ].map((m) => new URL(m[1]!, url).href)
}

/**
 * The scripts of `afterHydration`: its chunk and what it imports, less what the server's HTML
 * loads (its entry and route modules, and their static imports).
 */
function afterHydrationScripts(
  html: string,
  pageUrl: string,
  scripts: Map<string, Buffer>,
  lazy: RegExp,
): Set<string> {
  const closure = (roots: string[]) => {
    const seen = new Set<string>()
    const queue = roots.filter((url) => scripts.has(url))
    while (queue.length) {
      const url = queue.pop()!
      if (seen.has(url)) continue
      seen.add(url)
      for (const next of staticImports(url, scripts.get(url)!))
        if (scripts.has(next)) queue.push(next)
    }
    return seen
  }
  // The entry and the route's modules, as the deferred-hydration loader lists them (or as
  // modulepreload links and a module script, where a page has no loader).
  const referenced = [
    ...html.matchAll(
      /<(?:link rel="modulepreload" href|script[^>]*? src|script[^>]*? data-entry)="([^"]+)"/g,
    ),
    ...[...html.matchAll(/ data-preloads="([^"]*)"/g)].flatMap((m) =>
      m[1]!
        .split(' ')
        .filter(Boolean)
        .map((href) => [href, href]),
    ),
  ]
  const eager = closure(referenced.map((m) => new URL(m[1]!, pageUrl).href))
  const deferred = closure([...scripts.keys()].filter((url) => lazy.test(new URL(url).pathname)))
  return new Set([...deferred].filter((url) => !eager.has(url)))
}

/**
 * Loads `url` in a fresh page and sums what its first load fetched: up to hydration and then
 * network idle, so idle-time preloads count too. Opens nothing and hovers nothing.
 */
export async function measureFirstLoad(
  page: Page,
  url: string,
  type?: Pick<PageType, 'afterHydration'>,
): Promise<PageWeight> {
  const weight: PageWeight = {
    url,
    bytes: { js: 0, css: 0, html: 0 },
    count: { js: 0, css: 0, html: 0 },
    raw: { js: 0, css: 0, html: 0 },
    lazyJs: 0,
    requested: [],
  }
  const bodies: Array<{ url: string; kind: Kind; body: Buffer }> = []
  const pending: Promise<void>[] = []
  page.on('request', (request) => void weight.requested.push(request.url()))
  page.on('response', (response) => {
    const kind = kindOf[response.request().resourceType()]
    if (!kind) return
    pending.push(
      response.body().then(
        (body) => void bodies.push({ url: response.url(), kind, body }),
        () => undefined,
      ),
    )
  })
  await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)

  const html = bodies.find((b) => b.kind === 'html')?.body.toString('utf8') ?? ''
  const scripts = new Map(bodies.filter((b) => b.kind === 'js').map((b) => [b.url, b.body]))
  const lazy = type?.afterHydration
    ? afterHydrationScripts(html, url, scripts, type.afterHydration)
    : new Set<string>()
  for (const { url: resource, kind, body } of bodies) {
    const gzip = gzipSync(body, { level: 9 }).length
    if (lazy.has(resource)) {
      weight.lazyJs += gzip
      continue
    }
    weight.bytes[kind] += gzip
    weight.raw[kind] += body.length
    weight.count[kind]++
  }
  return weight
}

/** "js 151.2 KB > 150 KB" for each resource type over its budget. */
export function overBudget(
  weight: PageWeight,
  budgets: Record<Kind, number> = budgetsKb,
): string[] {
  return (Object.keys(budgets) as Kind[])
    .filter((kind) => weight.bytes[kind] / 1024 > budgets[kind])
    .map((kind) => `${kind} ${kb(weight.bytes[kind])} KB > ${budgets[kind]} KB`)
}

/** The on-intent resources a first load fetched anyway. */
export function fetchedTooEarly(weight: PageWeight): string[] {
  return onIntentOnly.flatMap(({ name, matches }) =>
    weight.requested.filter(matches).map((url) => `${name} (${new URL(url).pathname})`),
  )
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1)
