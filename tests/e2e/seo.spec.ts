/**
 * What search engines read, from the server's HTML (no script runs): a self-referencing
 * canonical, 13 hreflang alternates plus x-default (a story: its real translations, ADR 025),
 * Open Graph, JSON-LD of the right types; a
 * sitemap whose alternate sets are complete and the same as the pages' own; robots.txt naming it;
 * one URL per page (301 to the registry's spelling); no redirect by language for crawlers.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { locales } from '../../app/i18n/locales'
import { samplePaths } from '../../app/site/registry'

interface Head {
  canonical: string | undefined
  alternates: Map<string, string>
  og: Map<string, string[]>
  jsonLd: Array<Record<string, unknown>>
}

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&')

function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'))
  const links = head.match(/<link\b[^>]*>/g) ?? []
  const metas = head.match(/<meta\b[^>]*>/g) ?? []
  const og = new Map<string, string[]>()
  for (const meta of metas) {
    const property = attr(meta, 'property')
    if (property?.startsWith('og:'))
      og.set(property, [...(og.get(property) ?? []), attr(meta, 'content')!])
  }
  const scripts = [
    ...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ]
  return {
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href'))[0],
    alternates: new Map(
      links
        .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
        .map((l) => [attr(l, 'hreflang')!, attr(l, 'href')!]),
    ),
    og,
    jsonLd: scripts.map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  }
}

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  return parseHead(await response.text())
}

const types = (head: Head) =>
  head.jsonLd.flatMap((doc) => (doc['@graph'] as Array<{ '@type': string }>).map((n) => n['@type']))

/** A story's page: its alternates are its real translations, not the 13 locales (ADR 025). */
const storyPage = /^(caseDetails|join-details)\?id=|^aboutUs\/journalism\/\d+$/

test('every page type: canonical, 14 alternates, Open Graph and JSON-LD of its type', async ({
  request,
  baseURL,
}) => {
  for (const locale of ['en', 'zh-CN']) {
    const articles = (await (await request.get(`/${locale}/aboutUs/journalism`)).text()).match(
      new RegExp(`href="/${locale}/(aboutUs/journalism/\\d+)"`),
    )
    const paths = [...samplePaths, articles![1]!]
    for (const sample of paths) {
      let path = `/${locale}${sample ? `/${sample}` : ''}`.replace('?anchor=2', '')
      if (storyPage.test(sample)) {
        // The sample id may be another language's version: its 301 names this locale's.
        const first = await request.get(path, { maxRedirects: 0 })
        if (first.status() === 301) path = first.headers()['location']!
        const head = await headOf(request, path)
        expect(head.canonical, path).toBe(`${baseURL}${path}`)
        // Its versions: every story of the seed exists in all 13 locales (issue 36; zh-CN and
        // zh-TW read the Chinese one), and x-default.
        expect(head.alternates.get(locale), path).toBe(`${baseURL}${path}`)
        for (const own of [...locales, 'x-default'])
          expect(head.alternates.has(own), `${path} ${own}`).toBe(true)
        expect(head.alternates.get('x-default'), path).toBe(head.alternates.get('en'))
        expect(head.og.get('og:locale:alternate')?.length, path).toBe(head.alternates.size - 2)
        const found = types(head)
        if (sample.startsWith('join-details')) expect(found, path).toContain('JobPosting')
        else
          expect(found, path).toEqual(
            expect.arrayContaining([/journalism/.test(sample) ? 'NewsArticle' : 'Article']),
          )
        continue
      }
      const head = await headOf(request, path)
      expect(head.canonical, path).toBe(`${baseURL}${path}`)
      expect(head.alternates.size, path).toBe(14)
      for (const other of locales) {
        const expected = `${baseURL}/${other}${path.slice(locale.length + 1)}`
        expect(head.alternates.get(other), `${path} -> ${other}`).toBe(expected)
      }
      expect(head.alternates.get('x-default'), path).toBe(
        `${baseURL}${path.slice(locale.length + 1) || '/'}`,
      )
      expect(head.og.get('og:url'), path).toEqual([head.canonical])
      expect(head.og.get('og:locale'), path).toEqual([locale === 'en' ? 'en_US' : 'zh_CN'])
      expect(head.og.get('og:locale:alternate')?.length, path).toBe(12)
      // Each page its own preview (its title over its picture, app/share-images/share-image.server.ts).
      expect(head.og.get('og:image')?.[0], path).toMatch(
        new RegExp(`^${baseURL}/og/${locale}/[A-Za-z]+\\.jpg$`),
      )
      const found = types(head)
      expect(found, path).toContain('Organization')
      if (sample) expect(found, path).toContain('BreadcrumbList')
      if (/^(AGVDetails|pilerDetails)$/.test(sample)) expect(found, path).toContain('Product')
    }
  }
})

test('a job posting and an article name their dates; breadcrumbs end with the item', async ({
  request,
}) => {
  const list = await (await request.get('/en/joinUs')).text()
  const job = list.match(/href="(\/en\/join-details\?id=\d+)"/)![1]!.replace(/&amp;/g, '&')
  const graph = (await headOf(request, job)).jsonLd[0]!['@graph'] as Array<Record<string, unknown>>
  const posting = graph.find((n) => n['@type'] === 'JobPosting')!
  expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  // Its last day is the content service's, never one the site invents, and never past (ADR 037);
  // its id, its country and the employer's raster logo.
  if (posting.validThrough !== undefined)
    expect(String(posting.validThrough) >= new Date().toISOString().slice(0, 10)).toBe(true)
  expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue', value: job.split('=')[1] })
  expect(posting.jobLocation).toMatchObject({
    address: { '@type': 'PostalAddress', addressCountry: 'CN' },
  })
  expect(posting.hiringOrganization).toMatchObject({
    name: 'Starbridge Logistics Automation Co., Ltd.',
    logo: { url: expect.stringMatching(/\/logo-512\.png$/) },
  })
  const organization = graph.find((n) => n['@type'] === 'Organization')!
  expect(organization).toMatchObject({
    logo: { '@type': 'ImageObject', width: 512, height: 512 },
    address: { '@type': 'PostalAddress', addressLocality: 'Shenzhen', addressCountry: 'CN' },
  })
  expect((organization.sameAs as string[]).length).toBeGreaterThan(0)
  const logo = await request.get(new URL((organization.logo as { url: string }).url).pathname)
  expect(logo.status()).toBe(200)
  expect(logo.headers()['content-type']).toBe('image/png')

  // A news article: dates, author and publisher with the logo, its language.
  const news = await (await request.get('/en/aboutUs/journalism')).text()
  const articlePath = news.match(/href="(\/en\/aboutUs\/journalism\/\d+)"/)![1]!
  const articleGraph = (await headOf(request, articlePath)).jsonLd[0]!['@graph'] as Array<
    Record<string, unknown>
  >
  const article = articleGraph.find((n) => n['@type'] === 'NewsArticle')!
  expect(article.dateModified).toBe(article.datePublished)
  expect(article.inLanguage).toBe('en')
  expect(article.publisher).toMatchObject({ logo: { url: expect.stringMatching(/\.png$/) } })
  expect(article.author).toMatchObject({ '@type': 'Organization' })

  // The video center: one VideoObject per video, with its duration and thumbnail.
  const videoGraph = (await headOf(request, '/en/aboutUs/videoDetails')).jsonLd[0]![
    '@graph'
  ] as Array<Record<string, unknown>>
  const videos = videoGraph.filter((n) => n['@type'] === 'VideoObject')
  expect(videos.length).toBeGreaterThanOrEqual(3)
  for (const video of videos) {
    expect(video.duration).toMatch(/^PT\d+S$/)
    expect(video.thumbnailUrl).toMatch(/^https?:\/\//)
    expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }
  const crumbs = (
    graph.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as Array<{
      name: string
    }>
  ).map((c) => c.name)
  expect(crumbs[0]).toBe('Home')
  expect(crumbs[1]).toBe('Join us')
  expect(crumbs[2]).toBe(posting.title)
})

test('the sitemap: every URL with a complete, symmetric alternate set, the same as the page’s own', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)

  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const body = m[1]!
    const loc = body.match(/<loc>([^<]+)<\/loc>/)![1]!.replace(/&amp;/g, '&')
    const alternates = new Map(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (a) => [a[1]!, a[2]!.replace(/&amp;/g, '&')],
      ),
    )
    return { loc, alternates, lastmod: body.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1] }
  })
  const byLoc = new Map(entries.map((e) => [e.loc, e]))
  expect(byLoc.size).toBe(entries.length)
  // Pages of the registry, and content pages of every kind.
  for (const path of ['/en', '/zh-CN/aboutUs/chairman', '/de/investor', '/ja/succeedCase/tobacco'])
    expect(byLoc.has(`${baseURL}${path}`), path).toBe(true)
  for (const kind of [
    /\/caseDetails\?id=\d+$/,
    /\/aboutUs\/journalism\/\d+$/,
    /\/investor-news\/\d+$/,
    /\/join-details\?id=\d+$/,
  ])
    expect(
      entries.some((e) => kind.test(e.loc) && e.lastmod),
      String(kind),
    ).toBe(true)

  // Plain comparisons, one assertion: hundreds of entries.
  const problems: string[] = []
  for (const entry of entries) {
    const set = JSON.stringify([...entry.alternates])
    // Pages: all 13 locales and x-default; stories too: their real translations (ADR 025) are
    // all 13 since issue 36.
    if (entry.alternates.size !== 14)
      problems.push(`${entry.loc}: ${entry.alternates.size} alternates`)
    // The set names the entry itself, and every member lists the same set.
    if (![...entry.alternates.values()].includes(entry.loc))
      problems.push(`${entry.loc}: not in its set`)
    for (const [lang, href] of entry.alternates) {
      if (lang === 'x-default') continue
      const other = byLoc.get(href)
      if (!other) problems.push(`${entry.loc} -> ${href}: no entry`)
      else if (JSON.stringify([...other.alternates]) !== set) problems.push(`${href}: another set`)
    }
  }
  expect(problems.slice(0, 10)).toEqual([])

  // The pages say the same as the sitemap (a sample of every kind).
  const sample = entries.filter((_, i) => i % 97 === 0).slice(0, 25)
  for (const entry of sample) {
    const head = await headOf(request, entry.loc.slice(baseURL!.length))
    expect([...head.alternates].sort(), entry.loc).toEqual([...entry.alternates].sort())
  }
})

test('one URL per page: wrong case and trailing slashes answer 301 to the registry spelling', async ({
  request,
}) => {
  const cases: Array<[string, string]> = [
    ['/en/productcenter', '/en/productCenter'],
    ['/EN/productCenter', '/en/productCenter'],
    ['/en/productCenter/', '/en/productCenter'],
    ['/zh-cn/aboutus/chairman?x=1', '/zh-CN/aboutUs/chairman?x=1'],
    ['/en/', '/en'],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(to)
  }
  expect((await request.get('/en/nope', { maxRedirects: 0 })).status()).toBe(404)
  // A crawler with another language is never redirected away from a prefixed page.
  const german = await request.get('/en/productCenter', {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'de-DE,de;q=0.9', Cookie: 'i18n_redirected=ja' },
  })
  expect(german.status()).toBe(200)
})
