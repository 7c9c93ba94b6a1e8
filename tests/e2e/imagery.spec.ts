/**
 * Pictures as a client receives them, from the server's HTML (no script runs): every content
 * picture of each page type is a `<picture>` with an AVIF or WebP source, a `srcset` and its
 * size; line art that explains stays SVG; the case list never shows one picture twice; the
 * resizer answers only its listed widths and formats; each page's preview image is a real
 * 1200 x 630 picture, and the organization's logo a PNG (docs/imagery.md).
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { imageWidths } from '../../contract/image-variants'

/** SVG drawings that explain (maps, diagrams, documents): not pictures, kept as SVG. */
const lineArt = /^\/(illustrations\/(agv-fleet-map|about-map)|certificates\/[a-z0-9-]+)\.svg$/

/** Each page type and the fewest pictures it shows (its hero, cards, posters, covers). */
const pageTypes: ReadonlyArray<[string, number]> = [
  ['/en', 4],
  ['/en/productCenter', 3],
  ['/en/AGVDetails', 8],
  ['/en/pilerDetails', 8],
  ['/zh-CN/logisticsSolution', 1],
  ['/en/serviceSupport', 1],
  ['/en/succeedCase/AllCase', 9],
  ['/zh-CN/aboutUs/journalism', 0],
  ['/en/aboutUs/videoDetails', 4],
  ['/en/aboutUs/downloadCenter', 6],
  ['/en/aboutUs', 0],
  ['/en/aboutUs/chairman', 1],
]

interface Img {
  tag: string
  src: string
  srcset?: string
  width?: string
  height?: string
  /** The `<source>` elements of its `<picture>`, if it is in one. */
  sources: Array<{ type?: string; srcset?: string }>
}

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&')

/** The images of the page's `<main>`, each with the sources of its `<picture>`. */
function mainImages(html: string): Img[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  const images: Img[] = []
  for (const match of main.matchAll(
    /(<picture>((?:(?!<\/picture>)[\s\S])*)<\/picture>)|<img\b[^>]*>/g,
  )) {
    const tag = match[1] ? (match[2]!.match(/<img\b[^>]*>/)?.[0] ?? '') : match[0]
    const sources = match[1]
      ? [...match[2]!.matchAll(/<source\b[^>]*>/g)].map((s) => ({
          type: attr(s[0], 'type'),
          srcset: attr(s[0], 'srcset'),
        }))
      : []
    images.push({
      tag,
      src: attr(tag, 'src') ?? '',
      srcset: attr(tag, 'srcset'),
      width: attr(tag, 'width'),
      height: attr(tag, 'height'),
      sources,
    })
  }
  return images
}

/** The case cards' pictures (the content service's), not the page's own hero picture. */
const caseCards = (page: string) =>
  mainImages(page).filter((image) => image.src.startsWith('/cms/images/'))

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

/** Pages whose path comes from a list: a case study and a news article. */
async function storyPaths(request: APIRequestContext): Promise<string[]> {
  const cases = await html(request, '/en/succeedCase/AllCase')
  const news = await html(request, '/zh-CN/aboutUs/journalism')
  return [
    cases.match(/href="(\/en\/caseDetails\?id=\d+)"/)![1]!.replace(/&amp;/g, '&'),
    news.match(/href="(\/zh-CN\/aboutUs\/journalism\/\d+)"/)![1]!,
  ]
}

test('every content picture of each page type has an AVIF and a WebP source, a srcset and its size', async ({
  request,
}) => {
  const stories = await storyPaths(request)
  for (const [path, fewest] of [...pageTypes, ...stories.map((p) => [p, 1] as const)]) {
    const images = mainImages(await html(request, path))
    const pictures = images.filter((image) => !lineArt.test(image.src))
    expect(pictures.length, `${path}: pictures`).toBeGreaterThanOrEqual(fewest)
    for (const image of pictures) {
      const where = `${path} ${image.tag}`
      expect(image.width ?? '', where).toMatch(/^[1-9]\d*$/)
      expect(image.height ?? '', where).toMatch(/^[1-9]\d*$/)
      expect(image.srcset ?? '', where).toMatch(/ \d+w(,|$)/)
      expect(image.src, where).not.toMatch(/\.svg($|\?)|^data:image\/svg/)
      const types = image.sources.map((s) => s.type)
      expect(types, where).toEqual(['image/avif', 'image/webp'])
      for (const source of image.sources) expect(source.srcset, where).toMatch(/ \d+w(,|$)/)
    }
  }
})

test('the hero picture is fetched first and eagerly; pictures below it wait until scrolled to', async ({
  request,
}) => {
  for (const path of ['/en', '/zh-CN/AGVDetails']) {
    const images = mainImages(await html(request, path))
    expect(attr(images[0]!.tag, 'fetchpriority'), path).toBe('high')
    expect(attr(images[0]!.tag, 'loading'), path).toBe('eager')
    for (const image of images.slice(1)) expect(attr(image.tag, 'loading'), path).toBe('lazy')
  }
})

test('no two case cards on the case list share a picture', async ({ request }) => {
  const seen = new Map<string, string>()
  for (const page of [1, 2, 3]) {
    const path = `/en/succeedCase/AllCase?page=${page}`
    const cards = caseCards(await html(request, path))
    expect(cards.length, path).toBeGreaterThan(0)
    for (const card of cards) {
      // The picture (not its size or format): /cms/images/<name>/<hash>/...
      const picture = card.src.replace(/\/\d+\.(avif|webp|jpeg)$/, '')
      expect(seen.get(picture), `${path}: ${picture}`).toBeUndefined()
      seen.set(picture, path)
    }
  }
  expect(seen.size).toBe(24)
})

test('the resizer answers its listed widths and formats, immutable, and nothing else', async ({
  request,
}) => {
  const cards = caseCards(await html(request, '/en/succeedCase/AllCase'))
  const avif = cards[0]!.sources.find((s) => s.type === 'image/avif')!.srcset!
  const url = avif.split(', ')[0]!.split(' ')[0]!
  const base = url.replace(/\/\d+\.avif$/, '')
  expect(base).toMatch(/^\/cms\/images\/[a-z0-9-]+\/[0-9a-f]{12}$/)

  const first = await request.get(`${base}/480.avif`)
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('image/avif')
  expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(first.headers()['x-content-type-options']).toBe('nosniff')
  expect(first.headers()['content-security-policy']).toContain("default-src 'none'")
  const meta = await sharp(await first.body()).metadata()
  expect([meta.format, meta.width]).toEqual(['heif', 480])

  // Every width the page offers (the listed ones up to the source's own), each really that wide.
  const offered = avif.split(', ').map((entry) => Number(entry.split(' ')[1]!.replace('w', '')))
  expect(offered.length).toBeGreaterThan(0)
  for (const width of offered) expect(imageWidths).toContain(width)
  for (const width of offered) {
    const jpeg = await request.get(`${base}/${width}.jpeg`)
    expect(jpeg.status(), `${width}.jpeg`).toBe(200)
    expect((await sharp(await jpeg.body()).metadata()).width, `${width}.jpeg`).toBe(width)
  }
  for (const refused of [
    `${base}/500.avif`,
    `${base}/4800.webp`,
    // A listed width wider than the source is not offered.
    ...imageWidths.filter((w) => !offered.includes(w)).map((w) => `${base}/${w}.webp`),
    `${base}/480.gif`,
    `${base}/480.png`,
    `${base}/480.AVIF`,
    `${base}/480`,
    `${base.replace(/[0-9a-f]{12}$/, '000000000000')}/480.avif`,
    '/cms/images/no-such-picture/0123456789ab/480.avif',
    '/cms/images/..%2F..%2Fetc/0123456789ab/480.avif',
  ]) {
    const response = await request.get(refused)
    expect(response.status(), refused).toBe(404)
  }

  // The site's own pictures: hashed build files, immutable too.
  const hero = mainImages(await html(request, '/en'))[0]!
  const site = await request.get(hero.src)
  expect(site.status()).toBe(200)
  expect(site.headers()['content-type']).toBe('image/jpeg')
  expect(site.headers()['cache-control']).toContain('immutable')
})

test('each page names its own preview picture: a real 1200 x 630 image, CJK included; the logo is a PNG', async ({
  request,
}) => {
  const previews = new Set<string>()
  for (const path of ['/en/AGVDetails', '/zh-CN/AGVDetails', '/zh-CN']) {
    const page = await html(request, path)
    const head = page.slice(0, page.indexOf('</head>'))
    const meta = (property: string) =>
      attr(head.match(new RegExp(`<meta property="${property}"[^>]*>`))?.[0] ?? '', 'content')
    const image = meta('og:image')!
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/og\/[a-zA-Z-]+\/[A-Za-z]+\.jpg$/)
    expect([meta('og:image:width'), meta('og:image:height')], path).toEqual(['1200', '630'])
    expect(meta('og:image:alt'), path).toBeTruthy()
    previews.add(image)
    const response = await request.get(new URL(image).pathname)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type'], image).toBe('image/jpeg')
    const info = await sharp(await response.body()).metadata()
    expect([info.format, info.width, info.height], image).toEqual(['jpeg', 1200, 630])

    const graph = JSON.parse(
      head.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!,
    ) as { '@graph': Array<Record<string, unknown>> }
    const organization = graph['@graph'].find((n) => n['@type'] === 'Organization')!
    const logo = (organization.logo as { url: string }).url
    expect(logo, path).toMatch(/\.png$/)
    const png = await request.get(new URL(logo).pathname)
    expect(png.headers()['content-type']).toBe('image/png')
    expect((await sharp(await png.body()).metadata()).width).toBe(512)
  }
  // Its own per page and locale.
  expect(previews.size).toBe(3)
  for (const path of [
    '/og/xx/home.jpg',
    '/og/en/noSuchPage.jpg',
    '/og/en/home.png',
    '/og/en/caseDetails/999999.jpg',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})
