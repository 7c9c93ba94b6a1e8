/**
 * npm run bench:share-images — the server's memory across 2,000 distinct share-image URLs (issue
 * 33, finding 11: 2,000 distinct `/og/` URLs took RSS from 272 to ~590 MB, 457 MB idle
 * afterwards). Starts the production server (loopback), reads its RSS, then requests, eight at a
 * time as a crawler would: every page's share image in every locale, every case study's and
 * article's (the ids the content service lists, in every locale; a story a locale does not show
 * answers 404), and unknown story ids up to 2,000 URLs. Prints RSS before, at its peak, at the
 * end and 5 s later. Target: within 100 MB of where it started.
 */
import { readFileSync } from 'node:fs'
import { locales } from '../../app/i18n/locales'
import { allPages } from '../../app/site/registry'
import { startSiteServer } from '../site-server'

const URLS = 2000
const AT_ONCE = 8
/** The article types of the content service and the pages whose share image shows them. */
const STORY_PAGES = { case: 'caseDetails', news: 'newsArticle', investor: 'investorArticle' }

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024

/** The ids of every story the content service lists, in any language, by its page. */
async function storyIds(base: string): Promise<Array<[string, number]>> {
  const found = new Set<string>()
  for (const [type, page] of Object.entries(STORY_PAGES))
    for (const language of locales) {
      const response = await fetch(
        `${base}/cms/open/api/article/list?language=${language}&type=${type}&pageSize=100`,
      )
      const { data } = (await response.json()) as { data: { list: Array<{ id: number }> } }
      for (const { id } of data.list) found.add(`${page}/${id}`)
    }
  return [...found].map((key) => {
    const [page, id] = key.split('/')
    return [page!, Number(id)]
  })
}

function urls(stories: Array<[string, number]>): string[] {
  const all = locales.flatMap((locale) => allPages.map((page) => `/og/${locale}/${page.id}.jpg`))
  for (const [page, id] of stories)
    for (const locale of locales) all.push(`/og/${locale}/${page}/${id}.jpg`)
  for (let id = 100_000; all.length < URLS; id++) all.push(`/og/en/caseDetails/${id}.jpg`)
  return all.slice(0, URLS)
}

const site = await startSiteServer({ port: Number(process.env.BENCH_PORT ?? 3296) })
try {
  // One page first, so the start figure is a serving process's, not a cold one's.
  await (await fetch(`${site.url}/en`)).arrayBuffer()
  const queue = urls(await storyIds(site.url)).values()
  const before = rssMb(site.pid)
  let made = 0
  let missing = 0
  let peak = before
  /** RSS after every 250 URLs: a one-time cost (libvips, the fonts) levels off, growth does not. */
  const steps: string[] = []
  const worker = async () => {
    for (let next = queue.next(); !next.done; next = queue.next()) {
      const response = await fetch(`${site.url}${next.value}`)
      await response.arrayBuffer()
      if (response.status === 200) made++
      else missing++
      const rss = rssMb(site.pid)
      peak = Math.max(peak, rss)
      if ((made + missing) % 250 === 0) steps.push(`${made + missing}: ${rss.toFixed(0)}`)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  const seconds = (performance.now() - started) / 1000
  const after = rssMb(site.pid)
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const idle = rssMb(site.pid)
  console.log(
    `${made + missing} distinct URLs: ${made} share images made, ${missing} answered 404, in ${seconds.toFixed(0)} s`,
  )
  console.log(`RSS MB by URLs requested  ${steps.join('  ')}`)
  console.log(
    `RSS MB  before ${before.toFixed(0)}  peak ${peak.toFixed(0)}  after ${after.toFixed(0)}  idle 5 s later ${idle.toFixed(0)}  (after - before ${(after - before).toFixed(0)})`,
  )
} finally {
  await site.stop()
}
