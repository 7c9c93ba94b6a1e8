/**
 * Small real PDFs generated for the seed content (data sheets, white papers, reports), in English
 * (pdf-lib's standard Helvetica) or Chinese (the committed Noto Sans CJK SC subsets in
 * cms/assets/fonts/, embedded as per-document subsets).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fontkit, { type Font } from '@pdf-lib/fontkit'
import {
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib'

export type PdfLanguage = 'en' | 'zh'

export interface PdfDocumentText {
  heading: string
  subtitle: string
  sections: Array<{ title: string; paragraphs: string[] }>
}

export const companyName: Record<PdfLanguage, string> = {
  en: 'Starbridge Logistics Automation Co., Ltd.',
  zh: '星桥智能物流科技股份有限公司',
}

/** The line under a download's heading: the company and the publication date (YYYY-MM-DD). */
export function documentSubtitle(language: PdfLanguage, publishDate: string): string {
  if (language === 'en') return `${companyName.en} - ${publishDate}`
  const [y, m, d] = publishDate.split('-').map(Number)
  return `${companyName.zh} · ${y}年${m}月${d}日`
}

/**
 * The Chinese fonts: subsets of Noto Sans CJK SC (SIL OFL 1.1, cms/assets/fonts/OFL.txt) holding
 * the characters of the Chinese documents, ASCII and common CJK punctuation. Rebuilt by
 * cms/seed/make-font-subset.ts. TrueType outlines on purpose: @pdf-lib/fontkit 1.1 writes broken
 * subsets of CID-keyed CFF (.otf) fonts, which poppler and FreeType reject.
 */
export const cjkFontFiles = {
  regular: 'noto-sans-sc-subset.ttf',
  bold: 'noto-sans-sc-bold-subset.ttf',
} as const

/**
 * The committed font file: beside the sources (cms/seed → cms/assets/fonts), or under the
 * project root when this module runs bundled (dist/server/assets → cms/assets/fonts).
 */
export function cjkFontPath(weight: keyof typeof cjkFontFiles): string {
  const file = cjkFontFiles[weight]
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, '../assets/fonts', file)]
  for (let dir = here; ; dir = dirname(dir)) {
    candidates.push(join(dir, 'cms/assets/fonts', file))
    if (dirname(dir) === dir) break
  }
  const found = candidates.find((path) => existsSync(path))
  if (!found) throw new Error(`font ${file} not found (looked in ${candidates.join(', ')})`)
  return found
}

const fontBytes = new Map<string, Uint8Array>()
function readFont(weight: keyof typeof cjkFontFiles): Uint8Array {
  let bytes = fontBytes.get(weight)
  if (!bytes) fontBytes.set(weight, (bytes = new Uint8Array(readFileSync(cjkFontPath(weight)))))
  return bytes
}

/** pdf-lib's standard fonts encode WinAnsi only: fold typographic characters to ASCII. */
export function toPdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00b0/g, ' deg ')
    .replace(/\u00a5|\uffe5/g, 'RMB ')
    .replace(/\u00d7/g, 'x')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\n]/g, '')
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/** Characters a line must not start with (closing punctuation, unit signs, iteration marks). */
const noLineStart = new Set(
  '，。、；：？！）］｝〕〉》」』】〗〙〟｠”’·…—～％‰℃°¢,.;:?!)]}%々〻ゝゞ・ー',
)
/** Characters a line must not end with (opening punctuation). */
const noLineEnd = new Set('（［｛〔〈《「『【〖〘〝｟“‘([{£¥￥')
/** Each of these is a unit of its own: ideographs, kana, full-width forms, CJK punctuation. */
const cjkChar =
  /[\u2014\u2018\u2019\u201c\u201d\u2026\u00b7\u2103\u2e80-\u2fff\u3000-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u
const cjkClass = cjkChar.source.slice(1, -1)
/** Unit symbols kept on the line of the number before them ("1500 kg", "-30 ℃"). */
const unitSymbol = /^(?:kg|t|mm|cm|m|km|m\/s²?|m\/min|s|min|h|V|kV|A|W|kW|Hz|℃|°C?)$/

/**
 * Line breaking for Chinese: a break is allowed between any two ideographs, before and after a
 * Latin word (kept whole) and at spaces; never before closing punctuation or after opening
 * punctuation (kinsoku), and never between a number and its unit.
 */
export function cjkUnits(text: string): string[] {
  const units: Array<{ text: string; space: boolean }> = []
  const tokens = text.match(new RegExp(`\\s+|${cjkChar.source}|[^\\s${cjkClass}]+`, 'gu')) ?? []
  for (const token of tokens) {
    const last = units.at(-1)
    if (/^\s+$/.test(token)) {
      if (last && !last.space) units.push({ text: ' ', space: true })
      continue
    }
    const beforeSpace = last?.space ? units.at(-2) : undefined
    if (
      beforeSpace &&
      /\d$/.test(beforeSpace.text) &&
      (unitSymbol.test(token) || noLineStart.has(token[0]!))
    ) {
      units.pop()
      beforeSpace.text += ` ${token}`
    } else if (
      last &&
      !last.space &&
      (noLineStart.has(token[0]!) || noLineEnd.has(last.text.at(-1)!))
    ) {
      last.text += token
    } else units.push({ text: token, space: false })
  }
  return units.map((u) => u.text)
}

function wrapCjk(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const unit of cjkUnits(text)) {
    if (unit === ' ') {
      if (line) line += ' '
      continue
    }
    const next = line + unit
    if (line && font.widthOfTextAtSize(next.trimEnd(), size) > width) {
      lines.push(line.trimEnd())
      line = unit
    } else line = next
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines
}

const styles = {
  en: { heading: 20, subtitle: 10, title: 13, body: 10.5, leading: 1.45 },
  zh: { heading: 19, subtitle: 10, title: 13, body: 10.5, leading: 1.75 },
}

export async function renderPdf(
  doc: PdfDocumentText,
  language: PdfLanguage = 'en',
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const zh = language === 'zh'
  pdf.setTitle(zh ? doc.heading : toPdfText(doc.heading))
  pdf.setAuthor(companyName[language])
  pdf.setLanguage(zh ? 'zh-CN' : 'en')
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'))
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'))
  const brand = await pdf.embedFont(StandardFonts.HelveticaBold)
  let regular: PDFFont
  let bold: PDFFont
  if (zh) {
    pdf.registerFontkit(fontkit)
    assertCovered(doc)
    regular = await pdf.embedFont(readFont('regular'), { subset: true })
    bold = await pdf.embedFont(readFont('bold'), { subset: true })
  } else {
    regular = await pdf.embedFont(StandardFonts.Helvetica)
    bold = brand
  }
  const style = styles[language]
  const [w, h] = [595.28, 841.89]
  const margin = 56
  const textWidth = w - margin * 2
  let page: PDFPage
  let y = h - margin

  const band = () => {
    page.drawRectangle({ x: 0, y: h - 28, width: w, height: 28, color: rgb(0.043, 0.145, 0.271) })
    drawText(page, 'STARBRIDGE', margin, h - 19, brand, 10, rgb(0.96, 0.65, 0.14))
  }
  const newPage = () => {
    page = pdf.addPage([w, h])
    band()
  }
  newPage()
  y -= 20
  const write = (text: string, font: PDFFont, size: number, gap: number, justify = false) => {
    const lines = zh
      ? wrapCjk(text, font, size, textWidth)
      : wrap(toPdfText(text), font, size, textWidth)
    for (const [i, line] of lines.entries()) {
      if (y < margin + size) {
        newPage()
        y = h - margin - 20
      }
      if (justify && i < lines.length - 1)
        drawJustified(page, line, margin, y, textWidth, font, size)
      else drawText(page, line, margin, y, font, size)
      y -= size * style.leading
    }
    y -= gap
  }
  write(doc.heading, bold, style.heading, zh ? 6 : 4)
  write(doc.subtitle, regular, style.subtitle, 14)
  for (const section of doc.sections) {
    write(section.title, bold, style.title, zh ? 4 : 2)
    for (const paragraph of section.paragraphs) write(paragraph, regular, style.body, 6, zh)
    y -= 6
  }
  return pdf.save({ useObjectStreams: true })
}

const parsedFonts = new Map<string, Font>()

const textColor = rgb(0.1, 0.12, 0.18)
const pageFonts = new WeakMap<PDFPage, PDFFont>()

/** drawText, naming a font in the page's resources once rather than at every call. */
function drawText(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  color = textColor,
) {
  if (pageFonts.get(page) !== font) {
    page.setFont(font)
    pageFonts.set(page, font)
  }
  page.drawText(text, { x, y, size, color })
}

/**
 * Draws a line of Chinese body text justified to `width`, the way Chinese text is set: the slack
 * goes into the gaps between ideographs, between an ideograph and a Latin word, and into spaces,
 * never between the letters of a Latin word. A line that would open up visibly stays ragged.
 */
function drawJustified(
  page: PDFPage,
  line: string,
  x: number,
  y: number,
  width: number,
  font: PDFFont,
  size: number,
) {
  const tokens = line.match(new RegExp(`${cjkChar.source}| +|[^ ${cjkClass}]+`, 'gu')) ?? []
  const isCjk = (t: string | undefined) => !!t && cjkChar.test(t)
  const isSpace = (t: string | undefined) => !!t && t.startsWith(' ')
  // Gaps: every space, and every boundary between two tokens that are not spaces.
  const gaps = tokens.filter(
    (t, i) => isSpace(t) || (i > 0 && !isSpace(t) && !isSpace(tokens[i - 1])),
  ).length
  const extra = gaps
    ? Math.round(((width - font.widthOfTextAtSize(line, size)) / gaps) * 1000) / 1000
    : 0
  if (extra <= 0 || extra > size * 0.4) {
    drawText(page, line, x, y, font, size)
    return
  }
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!
    if (isSpace(token)) {
      x += font.widthOfTextAtSize(token, size) + extra
      i++
    } else if (isCjk(token)) {
      // A run of ideographs is one text object with character spacing `extra`.
      let run = ''
      while (isCjk(tokens[i])) run += tokens[i++]
      const count = [...run].length
      page.pushOperators(pushGraphicsState(), setCharacterSpacing(extra))
      drawText(page, run, x, y, font, size)
      page.pushOperators(popGraphicsState())
      x += font.widthOfTextAtSize(run, size) + extra * (count - 1)
      if (i < tokens.length && !isSpace(tokens[i])) x += extra
    } else {
      drawText(page, token, x, y, font, size)
      x += font.widthOfTextAtSize(token, size)
      i++
      if (i < tokens.length && !isSpace(tokens[i])) x += extra
    }
  }
}

/** A character missing from the font subset would print as an empty box: refuse instead. */
function assertCovered(doc: PdfDocumentText) {
  const check = (weight: keyof typeof cjkFontFiles, text: string) => {
    let font = parsedFonts.get(weight)
    if (!font) parsedFonts.set(weight, (font = fontkit.create(readFont(weight))))
    for (const char of text.replace(/\s/g, '')) {
      if (!font.hasGlyphForCodePoint(char.codePointAt(0)!))
        throw new Error(
          `"${char}" is not in cms/assets/fonts/${cjkFontFiles[weight]}: run npx tsx cms/seed/make-font-subset.ts`,
        )
    }
  }
  check('bold', doc.heading)
  check('regular', doc.subtitle)
  for (const section of doc.sections) {
    check('bold', section.title)
    for (const paragraph of section.paragraphs) check('regular', paragraph)
  }
}
