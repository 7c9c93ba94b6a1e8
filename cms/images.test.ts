/**
 * The rendered covers and posters (cms/assets/images, made by art/render): every case study has a
 * picture of its own, every file the seed names is a real AVIF of the size its manifest states,
 * and the content service serves them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bodyImages,
  documentCoverName,
  imagesDir,
  isRenderedImage,
  renderedImages,
} from './media/images'
import { articles } from './seed/content/articles'
import { cases } from './seed/content/cases'
import { downloads } from './seed/content/downloads'
import { videos } from './seed/content/media'
import { extraVersions } from './seed/content/more-languages'
import { startTestCms } from './test-support'

/** Width and height from the image spatial extent ('ispe') property of an AVIF file. */
function avifSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(4, 12).toString('latin1')).toMatch(/^ftypavi[fs]$/)
  const at = bytes.indexOf('ispe', 0, 'latin1')
  expect(at).toBeGreaterThan(0)
  return { width: bytes.readUInt32BE(at + 8), height: bytes.readUInt32BE(at + 12) }
}

describe('rendered pictures', () => {
  it('no two case studies share a picture, nor two articles', () => {
    expect(new Set(cases.map((c) => c.image)).size).toBe(cases.length)
    expect(new Set(articles.map((a) => a.image)).size).toBe(articles.length)
    const covers = [...cases.map((c) => c.image), ...articles.map((a) => a.image)]
    expect(new Set(covers).size).toBe(covers.length)
  })

  it("a picture inside a story's body is a render, in every language, not a drawing", () => {
    const bodies = [
      ...articles.flatMap((a) => [a.body.zh, a.body.en]),
      ...extraVersions.flatMap((v) => ('body' in v ? [v.body] : [])),
    ]
    const pictures = bodies.flatMap((body) => bodyImages(body))
    expect(pictures.length).toBeGreaterThan(0)
    for (const { name, alt } of pictures) {
      expect(isRenderedImage(name), `${name} in a story's body`).toBe(true)
      expect(alt.length, name).toBeGreaterThan(0)
    }
  })

  it('every picture the seed names is an AVIF of the size its manifest states', () => {
    const named = [
      ...cases.map((c) => c.image),
      ...articles.map((a) => a.image),
      ...videos.map((v) => v.poster),
      ...articles.flatMap((a) => bodyImages(a.body.en).map((b) => b.name)),
      ...downloads.flatMap((d) => [
        documentCoverName(d.fileName, 'zh'),
        documentCoverName(d.fileName, 'en'),
      ]),
    ]
    for (const name of named) {
      if (!isRenderedImage(name)) throw new Error(`${name}: not in cms/assets/images/manifest.ts`)
      const bytes = readFileSync(join(imagesDir(), `${name}.avif`))
      const { width, height, focal, alt } = renderedImages[name]
      expect(avifSize(bytes), name).toEqual({ width, height })
      expect(bytes.length, name).toBeLessThanOrEqual(200 * 1024)
      expect(focal.x).toBeGreaterThanOrEqual(0)
      expect(focal.y).toBeLessThanOrEqual(1)
      expect(alt.zh.length * alt.en.length, name).toBeGreaterThan(0)
    }
  })

  describe('served by the content service', () => {
    let cms: Awaited<ReturnType<typeof startTestCms>>
    const get = (path: string) => cms.app.fetch(new Request(`http://cms.test${path}`))
    beforeAll(async () => {
      cms = await startTestCms('pglite', '')
    }, 120_000)
    afterAll(() => cms?.stop())

    it('case covers in the list are distinct renders, served as variants of the render', async () => {
      const response = await get('/cms/open/api/article/list?language=en&type=case&pageSize=50')
      const { list } = (await response.json()).data as {
        list: Array<{ cover: { url: string; width: number; height: number } }>
      }
      expect(list).toHaveLength(cases.length)
      const urls = list.map((a) => a.cover.url)
      expect(new Set(urls).size).toBe(urls.length)
      for (const cover of list.slice(0, 3)) {
        // The cover's URL is the image pipeline's JPEG fallback (docs/imagery.md), of its render.
        const match = /^\/cms\/images\/(case-[a-z0-9-]+)\/[0-9a-f]+\/(\d+)\.jpeg$/.exec(
          cover.cover.url,
        )
        expect(match).not.toBeNull()
        const variant = await get(cover.cover.url)
        expect(variant.status).toBe(200)
        expect(variant.headers.get('content-type')).toBe('image/jpeg')
        const render = await get(`/cms/media/${match![1]}.avif`)
        expect(render.status).toBe(200)
        expect(render.headers.get('content-type')).toBe('image/avif')
        const bytes = Buffer.from(await render.arrayBuffer())
        expect(avifSize(bytes)).toEqual({ width: cover.cover.width, height: cover.cover.height })
      }
    })

    it("each download's cover is the first page of its own PDF, in the reader's language, upright", async () => {
      for (const language of ['zh', 'en'] as const) {
        const response = await get(`/cms/open/api/download/list?language=${language}&pageSize=50`)
        const { list } = (await response.json()).data as {
          list: Array<{ fileName: string; cover: { url: string; width: number; height: number } }>
        }
        expect(list).toHaveLength(downloads.length)
        for (const item of list) {
          const source = downloads.find((d) =>
            [d.fileName, d.fileName.replace(/\.pdf$/, `-${language}.pdf`)].includes(item.fileName),
          )!
          expect(item.cover.url).toContain(`/${documentCoverName(source.fileName, language)}/`)
          expect(item.cover.height / item.cover.width).toBeCloseTo(841.89 / 595.28, 2)
        }
      }
    })

    it("a cover described in a story's other languages carries that description, not the title", async () => {
      // the investor covers made again for issue 37 say what they show in every story language
      const described = Object.values(renderedImages).filter((r) => Object.keys(r.alt).length > 2)
      expect(described.map((r) => r.name)).toEqual(
        expect.arrayContaining([
          'investor-2026-half-year',
          'investor-2026-q1',
          'investor-major-contract',
        ]),
      )
      for (const language of new Set(extraVersions.map((v) => v.language))) {
        const response = await get(
          `/cms/open/api/article/list?language=${language}&type=investor&pageSize=50`,
        )
        const { list } = (await response.json()).data as {
          list: Array<{ title: string; cover: { url: string; alt: string } }>
        }
        for (const render of described) {
          const item = list.find((a) => a.cover.url.includes(`/${render.name}/`))
          expect(item, `${render.name} in ${language}`).toBeDefined()
          const alt = (render.alt as Partial<Record<string, string>>)[language]
          expect(alt?.length, `${render.name} in ${language}`).toBeGreaterThan(20)
          expect(item!.cover.alt).toBe(alt)
          expect(item!.cover.alt).not.toBe(item!.title)
        }
        // a cover without a description in the language keeps the story's title
        const annual = list.find((a) => a.cover.url.includes('/investor-2025-annual/'))!
        expect(annual.cover.alt).toBe(annual.title)
      }
    })

    it('serves each variant under one URL: a width with a leading zero answers 404', async () => {
      const response = await get('/cms/open/api/article/list?language=en&type=case&pageSize=1')
      const [first] = (await response.json()).data.list as Array<{ cover: { url: string } }>
      const base = first!.cover.url.replace(/\/\d+\.jpeg$/, '')
      expect((await get(`${base}/480.jpeg`)).status).toBe(200)
      for (const file of ['0480.jpeg', '00480.jpeg', '0480.avif', '480.JPEG'])
        expect(`${file} ${(await get(`${base}/${file}`)).status}`).toBe(`${file} 404`)
    })

    it('answers 404 for a name that is not a render', async () => {
      expect((await get('/cms/media/case-nothing-here.avif')).status).toBe(404)
      expect((await get('/cms/media/manifest.avif')).status).toBe(404)
      expect((await get('/cms/media/..%2fmanifest.ts')).status).toBe(404)
    })
  })
})
