/** HTTP-level checks of every route in every locale, detection at "/", 404s and concurrency. */
import { createHash } from 'node:crypto'
import { get as httpGet } from 'node:http'
import { brotliDecompressSync, zstdDecompressSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { locales } from '../../app/i18n/locales'
import { headLimits } from '../../app/lib/site-config'
import { samplePaths as pagePaths } from '../../app/site/registry'

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

test.describe('every route in every locale', () => {
  for (const locale of locales) {
    test(`${locale}: all ${pagePaths.length} pages answer 200 with <html lang="${locale}">`, async ({
      request,
    }) => {
      for (const path of pagePaths) {
        const url = path ? `/${locale}/${path}` : `/${locale}`
        let response = await request.get(url, { maxRedirects: 0 })
        // A story's sample id is its Chinese version: other locales answer one 301 to their own
        // version of the same page (ADR 025).
        if (response.status() === 301 && /^(caseDetails|join-details)\?id=/.test(path)) {
          const to = response.headers()['location'] ?? ''
          expect(to, url).toMatch(new RegExp(`^/${locale}/${path.split('?')[0]}\\?id=\\d+$`))
          response = await request.get(to, { maxRedirects: 0 })
        }
        expect(response.status(), url).toBe(200)
        const html = await response.text()
        expect(htmlLang(html), url).toBe(locale)
        expect(html, `${url}: copyright punctuation`).not.toContain('Ltd..')
        // The company's short name, Chinese in each Chinese locale's script (issue 36).
        const expectedName =
          locale === 'zh-CN' ? '星桥智能' : locale === 'zh-TW' ? '星橋智能' : 'Starbridge'
        // A title too long for the name beside it (a story's own title) stands alone (issue 36).
        const text = title(html) ?? ''
        const named = new RegExp(` - ${expectedName.replace(/[.()]/g, '\\$&')}$`).test(text)
        const alone = [...`${text} - ${expectedName}`].length > headLimits(locale).title
        expect(
          named || (alone && /^(caseDetails|join-details)\?id=/.test(path)),
          `${url}: ${text}`,
        ).toBe(true)
      }
    })
  }
})

test.describe('locale detection at /', () => {
  test('defaults to zh-CN, varies on Cookie and Accept-Language and writes the cookie', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'fr-FR' } })
    expect(response.status()).toBe(200)
    expect(htmlLang(await response.text())).toBe('zh-CN')
    expect(response.headers()['vary']).toMatch(/Cookie/)
    expect(response.headers()['vary']).toMatch(/Accept-Language/)
    const cookie = response.headers()['set-cookie'] ?? ''
    expect(cookie).toContain('i18n_redirected=zh-CN')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain(`Max-Age=${365 * 24 * 3600}`)
  })

  test('Accept-Language beats the default, with Chinese variants mapped', async ({
    playwright,
    baseURL,
  }) => {
    const cases: Array<[string, string]> = [
      ['de', 'de'],
      ['de-CH,de;q=0.9', 'de'],
      ['zh-HK,zh;q=0.9', 'zh-TW'],
      ['zh-MO', 'zh-TW'],
      ['zh-Hant', 'zh-TW'],
      ['zh-SG', 'zh-CN'],
      ['fr;q=0.9, th;q=0.8', 'th'],
    ]
    for (const [header, expected] of cases) {
      // A fresh client each time: the cookie written by one answer must not steer the next.
      const client = await playwright.request.newContext({ baseURL })
      const html = await (await client.get('/', { headers: { 'Accept-Language': header } })).text()
      expect(htmlLang(html), header).toBe(expected)
      await client.dispose()
    }
  })

  test('the cookie beats Accept-Language', async ({ request }) => {
    const response = await request.get('/', {
      headers: { Cookie: 'i18n_redirected=ja', 'Accept-Language': 'de' },
    })
    expect(htmlLang(await response.text())).toBe('ja')
    expect(response.headers()['set-cookie']).toBeUndefined()
  })

  test('unprefixed page paths redirect to the detected locale, keeping the query', async ({
    request,
  }) => {
    const response = await request.get('/secretaries?from=mail', {
      headers: { 'Accept-Language': 'ko' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe('/ko/secretaries?from=mail')
    const byCookie = await request.get('/aboutUs/chairman', {
      headers: { Cookie: 'i18n_redirected=vi' },
      maxRedirects: 0,
    })
    expect(byCookie.headers()['location']).toBe('/vi/aboutUs/chairman')
  })
})

test.describe('not found', () => {
  test('an unknown locale prefix is a real 404 naming the path', async ({ request }) => {
    const response = await request.get('/xx/productCenter', {
      headers: { Cookie: 'i18n_redirected=en' },
    })
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page not found: /xx/productCenter')
    expect(html).toContain('data-error-variant="not-found"')
  })

  test('an unknown page keeps the locale and layout', async ({ request }) => {
    const response = await request.get('/en/nope')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(htmlLang(html)).toBe('en')
    expect(html).toContain('Page not found: /en/nope')
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
    const zh = await (await request.get('/zh-CN/aboutUs/nothing')).text()
    expect(zh).toContain('页面不存在：/zh-CN/aboutUs/nothing')
  })

  test('every kind of 404 tells search engines not to index it, in the head and a header', async ({
    request,
  }) => {
    for (const path of [
      '/en/nope', // an unknown page
      '/xx/productCenter', // an unknown locale
      '/de/caseDetails?id=999999', // an unknown id (notFound() in a loader)
      '/en/succeedCase/no-such-industry', // an unknown category
      '/ja/aboutUs/journalism/999999', // an unknown article
      '/en/joinUs?category=999999', // an unknown filter value
      '/en/caseDetails?id=0x18', // an id that cannot be one (an error with status 404)
      '/sitemap-99.xml', // a file that is not there
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(response.headers()['x-robots-tag'], path).toBe('noindex')
      if (!response.headers()['content-type']?.startsWith('text/html')) continue
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head.match(/<meta name="robots"[^>]*>/g), path).toEqual([
        '<meta name="robots" content="noindex"/>',
      ])
    }
    const head = await request.head('/en/nope')
    expect(head.status()).toBe(404)
    expect(head.headers()['x-robots-tag']).toBe('noindex')
  })
})

test('300 concurrent mixed-locale requests render each in its own locale', async ({ request }) => {
  const jobs = Array.from({ length: 300 }, (_, i) => {
    const locale = locales[i % locales.length]!
    const path = pagePaths[i % pagePaths.length]!
    return { locale, url: path ? `/${locale}/${path}` : `/${locale}` }
  })
  const results = await Promise.all(
    jobs.map(async ({ locale, url }) => {
      const html = await (await request.get(url)).text()
      return {
        locale,
        url,
        lang: htmlLang(html),
        footerOk: html.includes(
          locale === 'zh-CN' || locale === 'zh-TW' ? '400-888-0532' : '+86 755 8888 0532',
        ),
      }
    }),
  )
  const wrong = results.filter((r) => r.lang !== r.locale || !r.footerOk)
  expect(wrong).toEqual([])
})

test('security headers are set', async ({ request }) => {
  const headers = (await request.get('/en')).headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  // Pages carry a CSP that allows exactly their own inline scripts, by hash: the same policy
  // for every visitor, so a shared cache may keep the page with it (ADR 028).
  const path = `/en/joinUs?probe=${Date.now()}`
  const page = await request.get(path)
  const csp = page.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("object-src 'none'")
  const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'))!
  expect(scriptSrc).not.toMatch(/unsafe|nonce-|\*/)
  const allowed = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1])
  const html = await page.text()
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes!),
  )
  expect(inline.length).toBeGreaterThan(1)
  for (const [, , text] of inline)
    expect(allowed).toContain(createHash('sha256').update(text!, 'utf8').digest('base64'))
  // The next visitor gets the kept page with the same policy (a new render would have its own:
  // the dehydrated data carries the time it was loaded).
  const again = await request.get(path)
  expect(again.headers()['x-page-cache']).toBe('hit')
  expect(again.headers()['content-security-policy']).toBe(csp)
})

test('hashed assets are precompressed and immutable', async ({ request }) => {
  const html = await (await request.get('/en')).text()
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  expect(css).toBeTruthy()
  const response = await request.get(css!, { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-encoding']).toBe('br')
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const favicon = await request.get('/favicon.svg')
  expect(favicon.headers()['cache-control']).toMatch(/max-age=600/)
})

test('the icons a page links are PNGs of the sizes they declare', async ({ request }) => {
  const html = await (await request.get('/de')).text()
  const icons = [
    ...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"(?: sizes="(\d+)x\d+")?/g),
  ]
  expect(icons.map(([, rel]) => rel)).toEqual(['icon', 'icon', 'apple-touch-icon'])
  for (const [, rel, href, declared] of icons) {
    // PNG only: an SVG icon is decoded on the page's main thread while it hydrates (ADR 058).
    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    const width = png.readUInt32BE(16)
    expect(png.readUInt32BE(20)).toBe(width)
    expect(width).toBe(rel === 'apple-touch-icon' ? 180 : Number(declared))
  }
})

/** An answer's coding and its bytes as sent (Playwright would decode them). */
function sentBytes(url: string, acceptEncoding: string) {
  return new Promise<{ coding?: string; bytes: Buffer }>((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ coding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    }).on('error', reject)
  })
}

test('answers made for one request come in zstd to browsers that take it, kept pages in brotli', async ({
  baseURL,
}) => {
  // What Chrome, Edge and Firefox send. The sitemap is compressed for each request (ADR 061).
  const chrome = 'gzip, deflate, br, zstd'
  const sitemap = await sentBytes(`${baseURL}/sitemap.xml`, chrome)
  expect(sitemap.coding).toBe('zstd')
  const xml = zstdDecompressSync(sitemap.bytes).toString()
  expect(xml).toMatch(/^<\?xml[\s\S]*<\/(urlset|sitemapindex)>\s*$/)
  // Safari's header: brotli, the same document.
  const safari = await sentBytes(`${baseURL}/sitemap.xml`, 'gzip, deflate, br')
  expect(safari.coding).toBe('br')
  expect(brotliDecompressSync(safari.bytes).toString()).toBe(xml)
  // A page the page cache keeps was compressed once, in brotli, the smallest: Chrome gets that.
  const page = await sentBytes(`${baseURL}/en/pilerDetails`, chrome)
  expect(page.coding).toBe('br')
  expect(brotliDecompressSync(page.bytes).toString()).toContain('</html>')
})

test('pages arrive compressed for clients that accept it, whole either way', async ({
  request,
}) => {
  const plain = await request.get('/en/AGVDetails', { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  const html = await plain.text()
  expect(html).toContain('</html>')
  // Rendered answers are brotli; the page cache keeps gzip (compressed once, ADR 020).
  for (const [accept, encodings] of [
    ['br, gzip', ['br', 'gzip']],
    ['gzip', ['gzip']],
  ] as const) {
    const response = await request.get('/en/AGVDetails', { headers: { 'Accept-Encoding': accept } })
    expect(encodings).toContain(response.headers()['content-encoding'])
    expect(response.headers()['vary']).toMatch(/Accept-Encoding/i)
    // Playwright decodes the body: the same page, whole.
    const text = await response.text()
    expect(text).toContain('</html>')
    expect(text.length).toBeGreaterThan(html.length * 0.9)
  }
})

test('health and readiness', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' })
})
