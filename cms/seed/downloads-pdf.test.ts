/**
 * The downloadable documents: real multi-page PDFs in both languages. The committed font subsets
 * cover every character the Chinese documents draw; the service serves the Chinese PDF (embedded
 * font, every character mapped) for zh rows and the English PDF for en rows, and lists each
 * file's real size and page count.
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
import { contacts } from './content/contacts'
import { downloads } from './content/downloads'
import { renderDownload } from './documents'
import { subsetCharacters } from './make-font-subset'
import { cjkFontPath, cjkUnits, toPdfText, type PdfLanguage } from './pdf'
import type { SeedDownload } from './types'

const regenerate = 'missing from the font subset: run npx tsx cms/seed/make-font-subset.ts'

describe('Chinese font subsets', () => {
  const fonts = {
    regular: fontkit.create(readFileSync(cjkFontPath('regular'))),
    bold: fontkit.create(readFileSync(cjkFontPath('bold'))),
  }

  it('hold every character the Chinese documents draw, in its weight', async () => {
    const needed = await subsetCharacters()
    for (const weight of ['regular', 'bold'] as const) {
      const missing = [...needed[weight]].filter(
        (char) => !/\s/.test(char) && !fonts[weight].hasGlyphForCodePoint(char.codePointAt(0)!),
      )
      expect(missing, `${weight} ${regenerate}`).toEqual([])
    }
  })

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
  const pages: string[] = []
  for (const page of pdf.getPages()) {
    const start = text.length
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
          text += hex!.replace(/../g, (b) => winAnsi(parseInt(b, 16)))
        } else {
          for (const code of hex!.match(/.{4}/g) ?? []) {
            const char = font?.get(parseInt(code, 16))
            if (char === undefined) badCodes++
            text += char ?? '\ufffd'
          }
        }
      }
    }
    pages.push(text.slice(start))
  }
  return { embeddedFontFiles, text, pages, badCodes }
}

/** The characters of bytes 0x80–0x9f in WinAnsi (the standard fonts' encoding); Latin-1 else. */
const winAnsiHigh = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
const winAnsi = (byte: number) =>
  byte >= 0x80 && byte <= 0x9f ? winAnsiHigh[byte - 0x80]! : String.fromCharCode(byte)

const squeeze = (text: string) => text.replace(/\s/g, '')

/** What every page of a document must show, whitespace aside. */
function expectedText(d: SeedDownload, language: PdfLanguage) {
  const clean = (text: string) => squeeze(language === 'en' ? toPdfText(text) : text)
  const doc = d.document[language]
  const tables = [...d.layout.tables, ...(d.layout.drawing ? [d.layout.drawing.table] : [])]
  return {
    text: [doc.heading, ...doc.sections.flatMap((s) => [s.title, ...s.paragraphs])].map(clean),
    labels: tables.flatMap((t) =>
      t.groups.flatMap((g) => g.rows.map((r) => clean(r.label[language]))),
    ),
    values: tables.flatMap((t) =>
      t.groups.flatMap((g) => g.rows.flatMap((r) => r.values.map((v) => clean(v(language))))),
    ),
    contacts: [
      contacts.phone[language],
      contacts.email,
      contacts.headquarters.address[language],
      ...contacts.offices.map((o) => o.name[language]),
    ].map(clean),
  }
}

describe('the documents', () => {
  it('are reproducible: the same download renders the same bytes', async () => {
    const d = downloads.find((x) => x.layout.kind === 'datasheet')!
    const [a, b] = await Promise.all([renderDownload(d, 'zh'), renderDownload(d, 'zh')])
    expect(a.pageCount).toBe(b.pageCount)
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true)
  })
})

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
      pageCount: number | null
    }>
  }

  /** The checks both languages share: pages, their furniture, the text, the listed figures. */
  async function checkDocument(
    row: Awaited<ReturnType<typeof list>>[number],
    d: SeedDownload,
    language: PdfLanguage,
    bytes: Uint8Array,
  ) {
    // The list states the file's real size and page count.
    expect(row.fileSize).toBe(bytes.length)
    const pdf = await PDFDocument.load(bytes)
    expect(row.pageCount).toBe(pdf.getPageCount())
    const minimum = d.layout.kind === 'white-paper' ? 2 : 4
    expect(pdf.getPageCount(), row.fileName).toBeGreaterThanOrEqual(minimum)
    const inspected = inspectPdf(pdf)
    expect(inspected.badCodes).toBe(0)
    // Every page has its number ("Page 3 of 5", "第 3 页，共 5 页"), the cover aside.
    const total = inspected.pages.length
    for (const [i, page] of inspected.pages.entries()) {
      const number =
        language === 'zh' ? `第 ${i + 1} 页，共 ${total} 页` : `Page ${i + 1} of ${total}`
      if (i > 0 || d.layout.kind === 'white-paper') expect(page, `page ${i + 1}`).toContain(number)
      expect(squeeze(page).length, `page ${i + 1} has text`).toBeGreaterThan(100)
    }
    // The running header and footer are drawn last on each page: the text without them, in
    // reading order (a paragraph continued on the next page reads on).
    const title = language === 'en' ? toPdfText(d.title.en) : d.title.zh
    const body = inspected.pages.map((page) => {
      const footer = page.lastIndexOf(`${contacts.company[language]} · `)
      if (footer < 0) return page
      const header = page.lastIndexOf(`STARBRIDGE${title}`, footer)
      return page.slice(0, header >= 0 ? header : footer)
    })
    const shown = squeeze(body.join(''))
    const expected = expectedText(d, language)
    for (const text of expected.text) expect(shown).toContain(text)
    for (const label of expected.labels) expect(shown).toContain(label)
    for (const value of expected.values) expect(shown).toContain(value)
    for (const contact of expected.contacts.slice(
      0,
      d.layout.kind === 'white-paper' ? 3 : undefined,
    ))
      expect(shown).toContain(contact)
    return { pdf, inspected }
  }

  it('zh rows serve the Chinese PDF: its pages, embedded font subsets, every character mapped', async () => {
    const rows = await list('zh')
    for (const row of rows) {
      const d = downloads.find((x) => x.title.zh === row.title)!
      expect(row.fileName).toBe(d.fileName.replace(/\.pdf$/, '-zh.pdf'))
      expect(row.fileName).toMatch(/^[\w.-]+$/)
      const { bytes, disposition } = await fetchDocument(row.id)
      expect(disposition).toBe(`attachment; filename="${row.fileName}"`)
      const { pdf, inspected } = await checkDocument(row, d, 'zh', bytes)
      expect(pdf.getTitle()).toBe(d.document.zh.heading)
      expect(inspected.embeddedFontFiles.length).toBe(2) // regular and bold subsets
      for (const size of inspected.embeddedFontFiles) expect(size).toBeGreaterThan(1000)
      expect(inspected.text).not.toMatch(/[?\ufffd]/)
      expect(bytes.length).toBeLessThan(400 * 1024)
    }
  })

  it('en rows serve the English PDF with standard fonts', async () => {
    const zhSizes = new Set((await list('zh')).map((r) => r.fileSize))
    for (const row of await list('en')) {
      const d = downloads.find((x) => x.title.en === row.title)!
      expect(row.fileName).toBe(d.fileName)
      const { bytes } = await fetchDocument(row.id)
      expect(zhSizes.has(row.fileSize)).toBe(false)
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
      const { pdf, inspected } = await checkDocument(row, d, 'en', bytes)
      expect(pdf.getTitle()).toBe(toPdfText(d.document.en.heading))
      expect(inspected.embeddedFontFiles).toEqual([])
      expect(bytes.length).toBeLessThan(200 * 1024)
    }
  })
})
