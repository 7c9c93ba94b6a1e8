/**
 * Crawls the site as a search engine would (issue 24, docs/quality.md): `npm run crawl`.
 * - starts the production build on loopback (or takes CRAWL_BASE_URL);
 * - linkinator in sitemap mode: every page the sitemap lists, and every link on it (anchors,
 *   canonical and hreflang alternates, images, scripts, JSON-LD URLs) on our own origin; other
 *   hosts (the example domains of partner links) are not fetched;
 * - every alternate the sitemap names answers 200 (after redirects, as a crawler follows them);
 * - no two sitemap URLs have the same title in the same language.
 * Prints what it found and exits 1 on any 4xx/5xx, failed alternate or shared title.
 */
import { LinkChecker, LinkState } from 'linkinator'
import { startSiteServer, type SiteServer } from './site-server'

const CONCURRENCY = 8

async function site(): Promise<{ base: string; server?: SiteServer }> {
  const given = process.env.CRAWL_BASE_URL
  if (given) return { base: given.replace(/\/+$/, '') }
  const server = await startSiteServer({ port: 3290, env: { LOG_LEVEL: 'error' } })
  return { base: server.url, server }
}

/** Runs `work` over `items`, CONCURRENCY at a time. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

function sitemapEntries(xml: string): { locs: string[]; alternates: string[] } {
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  const alternates = [...xml.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  )
  return { locs, alternates: [...new Set(alternates)] }
}

async function main() {
  const started = performance.now()
  const { base, server } = await site()
  const problems: string[] = []
  try {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text()
    const { locs, alternates } = sitemapEntries(xml)
    console.log(`sitemap: ${locs.length} URLs, ${alternates.length} distinct alternates`)

    // Every alternate answers 200, redirects followed.
    await eachLimited(alternates, async (href) => {
      const response = await fetch(href)
      await response.arrayBuffer()
      if (response.status !== 200) problems.push(`alternate ${href} answers ${response.status}`)
    })

    // No two sitemap URLs share a title in one language.
    const titles = new Map<string, string>()
    await eachLimited(locs, async (loc) => {
      const html = await (await fetch(loc)).text()
      const lang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? '?'
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      const key = `${lang} ${title}`
      const earlier = titles.get(key)
      if (earlier) problems.push(`same title in ${lang}: ${loc} and ${earlier} ("${title}")`)
      else titles.set(key, loc)
    })

    // linkinator: every sitemap page and every link on it.
    const origin = new URL(base).origin
    const checker = new LinkChecker()
    let checked = 0
    checker.on(
      'link',
      (result: { url: string; state: LinkState; status?: number; parent?: string }) => {
        checked++
        if (result.state === LinkState.BROKEN)
          problems.push(`${result.status ?? 'error'} ${result.url} (on ${result.parent ?? '?'})`)
      },
    )
    const crawl = await checker.check({
      path: base,
      sitemap: `${base}/sitemap.xml`,
      concurrency: CONCURRENCY,
      timeout: 30_000,
      linksToSkip: async (link: string) => !link.startsWith(origin),
    })
    console.log(
      `linkinator: ${crawl.links.length} links (${checked} reported), ${crawl.passed ? 'passed' : 'failed'}`,
    )
  } finally {
    await server?.stop()
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (problems.length > 0) {
    console.error(`${problems.length} problems (${seconds} s):\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(`no 4xx or 5xx among links and alternates, no shared titles (${seconds} s)`)
}

await main()
