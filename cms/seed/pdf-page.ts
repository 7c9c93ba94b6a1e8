/**
 * The page grid, type scale, palette and page furniture of the generated documents
 * (cms/seed/documents.ts): A4, a 12-column grid, the site's brand palette (app/styles/app.css),
 * a running header and a footer with page numbers on every page after the cover, text set in
 * Helvetica (English) or the committed Noto Sans SC subsets (Chinese), and text that flows from
 * page to page.
 */
import fontkit, { type Font } from '@pdf-lib/fontkit'
import {
  LineCapStyle,
  PDFDocument,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib'
import {
  cjkFontFiles,
  drawJustified,
  drawText,
  measure,
  readFont,
  toPdfText,
  wrap,
  wrapCjk,
  type PdfLanguage,
} from './pdf'
import { contacts } from './content/contacts'

export const A4 = { width: 595.28, height: 841.89 } as const

/** Margins and the 12-column grid every page is set on (points). */
export const grid = { left: 54, right: 54, top: 84, bottom: 72, gutter: 14, columns: 12 } as const
export const contentWidth = A4.width - grid.left - grid.right
const column = (contentWidth - grid.gutter * (grid.columns - 1)) / grid.columns
/** The width of `n` grid columns with the gutters between them. */
export const span = (n: number) => n * column + (n - 1) * grid.gutter
/** The left edge of grid column `i` (0-based). */
export const columnX = (i: number) => grid.left + i * (column + grid.gutter)
/** Where text starts under the running header, and where it must end above the footer. */
export const contentTop = A4.height - grid.top
export const contentBottom = grid.bottom

const hex = (value: string): RGB =>
  rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  )

/** The site's theme tokens (app/styles/app.css) and the slate greys of its borders. */
export const palette = {
  brand50: hex('#eef4fb'),
  brand100: hex('#d6e4f5'),
  brand200: hex('#adc8eb'),
  brand300: hex('#8fb3de'),
  brand400: hex('#5286c4'),
  brand500: hex('#2f68ab'),
  brand600: hex('#1d4e89'),
  brand700: hex('#13315c'),
  brand800: hex('#0b2545'),
  brand900: hex('#081a33'),
  brand950: hex('#050f1f'),
  accent300: hex('#f8c25e'),
  accent400: hex('#f5a524'),
  accent500: hex('#e08e0b'),
  accent600: hex('#9a5b04'),
  ink: hex('#1e293b'),
  inkMuted: hex('#475569'),
  line: hex('#e2e8f0'),
  lineStrong: hex('#cbd5e1'),
  surfaceMuted: hex('#f8fafc'),
  white: rgb(1, 1, 1),
} as const

export type Weight = keyof typeof cjkFontFiles

export interface TextStyle {
  size: number
  weight?: Weight
  color?: RGB
  /** Line height as a multiple of the size. */
  leading?: number
  /** Chinese body text is justified (the slack between ideographs). */
  justify?: boolean
  align?: 'left' | 'center' | 'right'
}

/** The type scale: Chinese lines are set a little looser (their glyphs fill the em). */
export const type = {
  en: { body: 9.5, bodyLeading: 1.5, small: 7.5, table: 8, lead: 11.5, leadLeading: 1.45 },
  zh: { body: 9.5, bodyLeading: 1.8, small: 7.5, table: 8, lead: 11, leadLeading: 1.7 },
} as const

/** Every character a Chinese document draws, per weight (for cms/seed/make-font-subset.ts). */
export type CharacterSink = (weight: Weight, text: string) => void

const parsedFonts = new Map<Weight, Font>()
function parsedFont(weight: Weight): Font {
  let font = parsedFonts.get(weight)
  if (!font) parsedFonts.set(weight, (font = fontkit.create(readFont(weight))))
  return font
}

export interface DocumentMeta {
  title: string
  subject: string
  keywords: string[]
  /** The running header's words (pages after the cover). */
  runningTitle: string
  /** Creation and modification date: fixed, so the same seed writes the same bytes. */
  date: string
}

/** What a page gets: the running header and the numbered footer, the footer only, or neither. */
export type Furniture = 'full' | 'footer' | 'none'

interface PageEntry {
  page: PDFPage
  furniture: Furniture
}

export class DocumentWriter {
  private readonly entries: PageEntry[] = []

  private constructor(
    readonly pdf: PDFDocument,
    readonly language: PdfLanguage,
    private readonly fonts: Record<Weight, PDFFont>,
    private readonly meta: DocumentMeta,
    private readonly sink: CharacterSink | undefined,
  ) {}

  static async create(
    language: PdfLanguage,
    meta: DocumentMeta,
    sink?: CharacterSink,
  ): Promise<DocumentWriter> {
    const pdf = await PDFDocument.create({ updateMetadata: false })
    const zh = language === 'zh'
    const clean = (s: string) => (zh ? s : toPdfText(s))
    pdf.setTitle(clean(meta.title))
    pdf.setSubject(clean(meta.subject))
    pdf.setKeywords(meta.keywords.map(clean))
    pdf.setAuthor(contacts.company[language])
    pdf.setCreator('Starbridge content service')
    pdf.setProducer('pdf-lib')
    pdf.setLanguage(zh ? 'zh-CN' : 'en')
    const date = new Date(`${meta.date}T00:00:00Z`)
    pdf.setCreationDate(date)
    pdf.setModificationDate(date)
    let fonts: Record<Weight, PDFFont>
    if (zh) {
      pdf.registerFontkit(fontkit)
      fonts = {
        regular: await pdf.embedFont(readFont('regular'), { subset: true }),
        bold: await pdf.embedFont(readFont('bold'), { subset: true }),
      }
    } else {
      fonts = {
        regular: await pdf.embedFont(StandardFonts.Helvetica),
        bold: await pdf.embedFont(StandardFonts.HelveticaBold),
      }
    }
    return new DocumentWriter(pdf, language, fonts, meta, sink)
  }

  get zh() {
    return this.language === 'zh'
  }

  get pageCount() {
    return this.entries.length
  }

  /** The text as the fonts can draw it; a character missing from the Chinese subset throws. */
  private prepare(text: string, weight: Weight): string {
    if (!this.zh) return toPdfText(text)
    if (this.sink) this.sink(weight, text)
    else {
      const font = parsedFont(weight)
      for (const char of text.replace(/\s/g, ''))
        if (!font.hasGlyphForCodePoint(char.codePointAt(0)!))
          throw new Error(
            `"${char}" is not in cms/assets/fonts/${cjkFontFiles[weight]}: run npx tsx cms/seed/make-font-subset.ts`,
          )
    }
    return text
  }

  font(weight: Weight = 'regular'): PDFFont {
    return this.fonts[weight]
  }

  width(text: string, style: TextStyle): number {
    const weight = style.weight ?? 'regular'
    return measure(this.fonts[weight], this.prepare(text, weight), style.size)
  }

  private readonly broken = new Map<string, string[]>()

  /** The lines of `text` set in `width` (remembered: tables measure a cell before drawing it). */
  lines(text: string, width: number, style: TextStyle): string[] {
    const weight = style.weight ?? 'regular'
    const key = `${weight} ${style.size} ${width.toFixed(2)} ${text}`
    let lines = this.broken.get(key)
    if (!lines) {
      const font = this.fonts[weight]
      const prepared = this.prepare(text, weight)
      lines = this.zh
        ? wrapCjk(prepared, font, style.size, width)
        : wrap(prepared, font, style.size, width)
      this.broken.set(key, lines)
    }
    return lines
  }

  lineHeight(style: TextStyle): number {
    return style.size * (style.leading ?? (this.zh ? 1.7 : 1.35))
  }

  /** The height of `text` set in `width`, from the top of its first line to its last baseline. */
  height(text: string, width: number, style: TextStyle): number {
    const count = this.lines(text, width, style).length
    return count === 0 ? 0 : style.size * 0.9 + (count - 1) * this.lineHeight(style)
  }

  /** One line at a baseline. */
  draw(page: PDFPage, text: string, x: number, y: number, style: TextStyle) {
    const weight = style.weight ?? 'regular'
    const font = this.fonts[weight]
    const prepared = this.prepare(text, weight)
    const align = style.align ?? 'left'
    const width = align === 'left' ? 0 : measure(font, prepared, style.size)
    const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
    drawText(page, prepared, left, y, font, style.size, style.color ?? palette.ink)
  }

  /**
   * `text` set in `width` from `top` (the top of its first line); returns the y under its last
   * line. `align` centres or right-aligns each line in the width.
   */
  paragraph(page: PDFPage, text: string, x: number, top: number, width: number, style: TextStyle) {
    const lines = this.lines(text, width, style)
    const lineHeight = this.lineHeight(style)
    let y = top - style.size * 0.9
    for (const [i, line] of lines.entries()) {
      if (style.justify && this.zh && i < lines.length - 1) {
        const font = this.fonts[style.weight ?? 'regular']
        drawJustified(page, line, x, y, width, font, style.size)
      } else {
        const at =
          style.align === 'center' ? x + width / 2 : style.align === 'right' ? x + width : x
        this.draw(page, line, at, y, style)
      }
      y -= lineHeight
    }
    return y + lineHeight - style.size * 0.9 - style.size * 0.35
  }

  /** A new A4 page, by default with the running header and the numbered footer. */
  addPage(furniture: Furniture = 'full'): PDFPage {
    const page = this.pdf.addPage([A4.width, A4.height])
    this.entries.push({ page, furniture })
    return page
  }

  /** Draws the running headers and the footers with "page n of N", then saves. */
  async finish(): Promise<Uint8Array> {
    const total = this.entries.length
    for (const [index, { page, furniture }] of this.entries.entries()) {
      if (furniture === 'full') this.header(page)
      if (furniture !== 'none') this.footer(page, index + 1, total)
    }
    return this.pdf.save({ useObjectStreams: true })
  }

  private header(page: PDFPage) {
    const y = A4.height - 42
    logo(page, grid.left, y - 3, 14)
    this.draw(page, 'STARBRIDGE', grid.left + 20, y, {
      size: 9,
      weight: 'bold',
      color: palette.brand800,
    })
    this.draw(page, this.meta.runningTitle, A4.width - grid.right, y, {
      size: 7.5,
      color: palette.inkMuted,
      align: 'right',
    })
    rule(page, grid.left, A4.height - 54, contentWidth, palette.line, 0.6)
  }

  private footer(page: PDFPage, number: number, total: number) {
    rule(page, grid.left, 50, contentWidth, palette.line, 0.6)
    const small = { size: 7, color: palette.inkMuted }
    this.draw(
      page,
      `${contacts.company[this.language]} · www.starbridge.example`,
      grid.left,
      36,
      small,
    )
    const label = this.zh ? `第 ${number} 页，共 ${total} 页` : `Page ${number} of ${total}`
    this.draw(page, label, A4.width - grid.right, 36, { ...small, align: 'right' })
  }
}

export function rule(
  page: PDFPage,
  x: number,
  y: number,
  width: number,
  color: RGB,
  thickness = 0.5,
) {
  page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color })
}

/** The brand mark (public/favicon.svg): a bridge under a star, on a navy tile `size` wide. */
export function logo(page: PDFPage, x: number, y: number, size: number) {
  const scale = size / 40
  const at = { x, y: y + size, scale }
  page.drawSvgPath('M8 0h24a8 8 0 0 1 8 8v24a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8V8a8 8 0 0 1 8-8z', {
    ...at,
    color: palette.brand800,
  })
  page.drawSvgPath('M6 30c4-9 9-13 14-13s10 4 14 13', {
    ...at,
    borderColor: palette.accent400,
    borderWidth: 3,
    borderLineCap: LineCapStyle.Round,
  })
  page.drawSvgPath('m20 5 2.2 5.8L28 13l-5.8 2.2L20 21l-2.2-5.8L12 13l5.8-2.2z', {
    ...at,
    color: palette.white,
  })
  page.drawSvgPath('M12 30v-6m8 6v-9m8 9v-6', {
    ...at,
    borderColor: palette.brand300,
    borderWidth: 2,
    borderLineCap: LineCapStyle.Round,
  })
}

/**
 * Running text from page to page: headings and paragraphs in a column; a block that does not fit
 * above the footer starts a new page (with its header and footer).
 */
export class Flow {
  page: PDFPage
  y: number
  x: number
  private column = 0
  private columnTop: number

  /**
   * Text from `y` down in the column at `x`, `width` wide; with `columns` (their left edges),
   * a full column continues in the next one on the same page before a new page starts.
   */
  constructor(
    readonly writer: DocumentWriter,
    page: PDFPage,
    y: number,
    x = grid.left,
    readonly width = contentWidth,
    private readonly columns: readonly number[] = [x],
  ) {
    this.page = page
    this.y = y
    this.x = x
    this.columnTop = y
  }

  /** Continues in the next column, or on a new page (with its header and footer). */
  private advance() {
    if (this.column + 1 < this.columns.length) {
      this.column++
      this.y = this.columnTop
    } else {
      this.page = this.writer.addPage()
      this.column = 0
      this.y = contentTop
      this.columnTop = contentTop
    }
    this.x = this.columns[this.column]!
  }

  /** Makes room for `height` points, in the next column or on a new page if needed. */
  need(height: number) {
    if (this.y - height < contentBottom) this.advance()
  }

  /** A section heading: an amber tick over it, kept with the first lines after it. */
  heading(text: string, size = 12.5) {
    const style = { size, weight: 'bold' as const, color: palette.brand800, leading: 1.3 }
    const height = this.writer.height(text, this.width, style)
    this.need(height + 60)
    if (this.y < this.columnTop) this.y -= 4
    this.page.drawRectangle({
      x: this.x,
      y: this.y - 3,
      width: 18,
      height: 2.5,
      color: palette.accent400,
    })
    this.y = this.writer.paragraph(this.page, text, this.x, this.y - 10, this.width, style) - 5
  }

  /** A paragraph, split across columns and pages line by line (never one line alone). */
  paragraph(text: string, style: TextStyle, gap = 7) {
    const lines = this.writer.lines(text, this.width, style)
    const lineHeight = this.writer.lineHeight(style)
    let i = 0
    while (i < lines.length) {
      const room = Math.floor((this.y - contentBottom - style.size) / lineHeight) + 1
      const rest = lines.length - i
      let take = Math.min(room, rest)
      if (take < rest && take < 2) take = 0
      if (take < rest && rest - take < 2) take = Math.max(0, rest - 2)
      if (take <= 0) {
        this.advance()
        continue
      }
      let y = this.y - style.size * 0.9
      for (const [j, line] of lines.slice(i, i + take).entries()) {
        const last = i + j === lines.length - 1
        if (style.justify && this.writer.zh && !last) {
          drawJustified(
            this.page,
            line,
            this.x,
            y,
            this.width,
            this.writer.font(style.weight),
            style.size,
          )
        } else this.writer.draw(this.page, line, this.x, y, style)
        y -= lineHeight
      }
      i += take
      this.y = y + lineHeight - style.size * 1.25
      if (i < lines.length) this.advance()
    }
    this.y -= gap
  }
}
