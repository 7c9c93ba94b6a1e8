/**
 * The downloadable documents exist in both languages: the committed font subsets cover every
 * character of the Chinese copy, and the service serves a real Chinese PDF (embedded font, every
 * character mapped) for zh rows and the English PDF for en rows, with the sizes it reports.
 */
import { readFileSync } from 'node:fs'
import fontkit from '@pdf-lib/fontkit'
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  PDFStream,
} from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formTokenHeader, startTestCms } from '../test-support'
import { downloads } from './content/downloads'
import type { SeedDocument } from './types'
import { type cjkFontFiles, cjkFontPath, cjkUnits, documentSubtitle, toPdfText } from './pdf'

const regenerate = 'missing from the font subset: run npx tsx cms/seed/make-font-subset.ts'

/** All the text a rendered document shows, in reading order. */
const documentText = (doc: SeedDocument, subtitle: string) =>
  [doc.heading, subtitle, ...doc.sections.flatMap((s) => [s.title, ...s.paragraphs])].join('')

describe('Chinese font subsets', () => {
  const fonts = {
    regular: fontkit.create(readFileSync(cjkFontPath('regular'))),
    bold: fontkit.create(readFileSync(cjkFontPath('bold'))),
  }
  const missing = (weight: keyof typeof cjkFontFiles, text: string) =>
    [...new Set(text.replace(/\s/g, ''))].filter(
      (char) => !fonts[weight].hasGlyphForCodePoint(char.codePointAt(0)!),
    )

  it.each(downloads.map((d) => [d.fileName, d] as const))(
    '%s: every character of the Chinese document is in the subsets',
    (_, d) => {
      const doc = d.document.zh
      const subtitle = documentSubtitle('zh', d.publishDate)
      expect(missing('regular', documentText(doc, subtitle)), regenerate).toEqual([])
      const headings = doc.heading + doc.sections.map((s) => s.title).join('')
      expect(missing('bold', headings), regenerate).toEqual([])
    },
  )

  it('are small subsets with ASCII, not whole fonts', () => {
    for (const weight of ['regular', 'bold'] as const) {
      const font = fonts[weight]
      for (let c = 0x20; c < 0x7f; c++) expect(font.hasGlyphForCodePoint(c)).toBe(true)
      expect(font.hasGlyphForCodePoint('，'.codePointAt(0)!)).toBe(true)
      expect(font.numGlyphs).toBeLessThan(1500)
    }
    const bytes = (['regular', 'bold'] as const).reduce(
      (n, weight) => n + readFileSync(cjkFontPath(weight)).length,
      0,
    )
    expect(bytes).toBeLessThan(600 * 1024)
  })

  it('every download has a Chinese document written in Chinese', () => {
    for (const d of downloads) {
      expect(d.document.zh.heading).toMatch(/\p{Script=Han}/u)
      expect(d.document.zh.sections).toHaveLength(d.document.en.sections.length)
      for (const [i, s] of d.document.zh.sections.entries())
        expect(s.paragraphs).toHaveLength(d.document.en.sections[i]!.paragraphs.length)
    }
  })
})

describe('Chinese line breaking', () => {
  it('breaks between ideographs, keeps Latin words, numbers with units and punctuation together', () => {
    expect(cjkUnits('额定载荷1500 kg，起升高度（最高24 m）。StarWCS Control驱动')).toEqual([
      '额',
      '定',
      '载',
      '荷',
      '1500 kg，',
      '起',
      '升',
      '高',
      '度',
      '（最',
      '高',
      '24 m）。',
      'StarWCS',
      ' ',
      'Control',
      '驱',
      '动',
    ])
    expect(cjkUnits('在-30 ℃下运行')).toEqual(['在', '-30 ℃', '下', '运', '行'])
  })

  it('no break opportunity puts closing punctuation at a line start or opening at a line end', () => {
    const noStart = /^[，。、；：？！）》」』】”’%℃·…]/u
    const noEnd = /[（《「『【“‘]$/u
    for (const d of downloads) {
      const doc = d.document.zh
      for (const text of [
        doc.heading,
        ...doc.sections.flatMap((s) => [s.title, ...s.paragraphs]),
      ]) {
        for (const unit of cjkUnits(text)) {
          expect(unit, text).not.toMatch(noStart)
          expect(unit, text).not.toMatch(noEnd)
        }
      }
    }
  })
})

/** Fonts, embedded font files and shown text (decoded through each font's ToUnicode map). */
function inspectPdf(pdf: PDFDocument) {
  const { context } = pdf
  const decode = (stream: unknown) =>
    new TextDecoder('latin1').decode(
      stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : new Uint8Array(),
    )
  const embeddedFontFiles: number[] = []
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object instanceof PDFStream) continue
    for (const key of ['FontFile', 'FontFile2', 'FontFile3']) {
      const file = context.lookup(object.get(PDFName.of(key)))
      if (file instanceof PDFRawStream)
        embeddedFontFiles.push(decodePDFRawStream(file).decode().length)
    }
  }
  let text = ''
  let badCodes = 0
  for (const page of pdf.getPages()) {
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict)
    const toUnicode = new Map<string, Map<number, string> | null>()
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = context.lookup(ref as PDFRef, PDFDict)
      const cmap = context.lookup(font.get(PDFName.of('ToUnicode')))
      if (!cmap) {
        toUnicode.set(name.asString(), null) // a standard font: WinAnsi bytes
        continue
      }
      const map = new Map<number, string>()
      for (const [, code, unicode] of decode(cmap).matchAll(/<([0-9a-f]+)> <([0-9a-f]+)>/gi)) {
        const units = unicode!.match(/.{4}/g)!.map((u) => parseInt(u, 16))
        map.set(parseInt(code!, 16), String.fromCharCode(...units))
      }
      toUnicode.set(name.asString(), map)
    }
    const contents = page.node.Contents()
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => context.lookup(r)) : [contents]
    let font: Map<number, string> | null | undefined
    for (const stream of streams) {
      for (const [, name, hex] of decode(stream).matchAll(
        /(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g,
      )) {
        if (name) {
          font = toUnicode.get(name)
          continue
        }
        if (font === null) {
          text += hex!.replace(/../g, (b) => String.fromCharCode(parseInt(b, 16)))
        } else {
          for (const code of hex!.match(/.{4}/g) ?? []) {
            const char = font?.get(parseInt(code, 16))
            if (char === undefined) badCodes++
            text += char ?? '\ufffd'
          }
        }
      }
    }
  }
  return { embeddedFontFiles, text, badCodes }
}

describe('downloads served by the content service (PGlite)', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>
  beforeAll(async () => {
    cms = await startTestCms('pglite', '')
  }, 120_000)
  afterAll(() => cms?.stop())

  const api = async (path: string, init?: RequestInit) =>
    (await cms.app.fetch(new Request(`http://cms.test/cms/open/api${path}`, init))).json()

  async function fetchDocument(id: number) {
    const grant = await api('/customersDownload/add', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'zh',
        ...formTokenHeader(),
      },
      body: JSON.stringify({
        name: '王芳',
        phone: '13812345678',
        company: '测试公司',
        email: 'wang@example.com',
        downloadId: id,
      }),
    })
    expect(grant.code).toBe(0)
    const response = await cms.app.fetch(new Request(`http://cms.test${grant.data.url}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
    return { bytes, disposition: response.headers.get('content-disposition') ?? '' }
  }

  async function list(language: 'zh' | 'en') {
    const body = await api(`/download/list?language=${language}&pageSize=50`)
    expect(body.data.total).toBe(downloads.length)
    return body.data.list as Array<{
      id: number
      title: string
      fileName: string
      fileSize: number
    }>
  }

  it('zh rows serve the Chinese PDF: embedded font subset, every character mapped', async () => {
    const rows = await list('zh')
    for (const row of rows) {
      const d = downloads.find((x) => x.title.zh === row.title)!
      expect(row.fileName).toBe(d.fileName.replace(/\.pdf$/, '-zh.pdf'))
      expect(row.fileName).toMatch(/^[\w.-]+$/)
      const { bytes, disposition } = await fetchDocument(row.id)
      expect(row.fileSize).toBe(bytes.length)
      expect(disposition).toBe(`attachment; filename="${row.fileName}"`)

      const pdf = await PDFDocument.load(bytes)
      expect(pdf.getTitle()).toBe(d.document.zh.heading)
      const { embeddedFontFiles, text, badCodes } = inspectPdf(pdf)
      expect(embeddedFontFiles.length).toBe(2) // regular and bold subsets
      for (const size of embeddedFontFiles) expect(size).toBeGreaterThan(1000)
      expect(badCodes).toBe(0)
      const expected = documentText(d.document.zh, documentSubtitle('zh', d.publishDate))
      const shown = text.replace(/STARBRIDGE/g, '')
      expect(shown.replace(/\s/g, '')).toBe(expected.replace(/\s/g, ''))
      expect(shown).not.toMatch(/[?\ufffd]/)
      expect(bytes.length).toBeLessThan(200 * 1024)
    }
  })

  it('en rows serve the English PDF with standard fonts', async () => {
    const zhSizes = new Set((await list('zh')).map((r) => r.fileSize))
    for (const row of await list('en')) {
      const d = downloads.find((x) => x.title.en === row.title)!
      expect(row.fileName).toBe(d.fileName)
      const { bytes } = await fetchDocument(row.id)
      expect(row.fileSize).toBe(bytes.length)
      expect(zhSizes.has(row.fileSize)).toBe(false)
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
      const pdf = await PDFDocument.load(bytes)
      expect(pdf.getTitle()).toBe(toPdfText(d.document.en.heading))
      const { embeddedFontFiles, text, badCodes } = inspectPdf(pdf)
      expect(embeddedFontFiles).toEqual([])
      expect(badCodes).toBe(0)
      const expected = toPdfText(documentText(d.document.en, documentSubtitle('en', d.publishDate)))
      expect(text.replace(/STARBRIDGE/g, '').replace(/\s/g, '')).toBe(expected.replace(/\s/g, ''))
    }
  })
})
