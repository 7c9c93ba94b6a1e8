/**
 * The download documents, composed from their text (cms/seed/content/downloads.ts) and layout
 * (content/document-layouts.ts) on the grid of pdf-page.ts:
 *
 * - data sheets and the brochure: a cover with the product view and key figures, an overview,
 *   the specification tables, a dimensioned drawing with its table of main dimensions, and the
 *   contacts (five pages or more);
 * - white papers: a title band with the product view, the abstract and key figures, the text,
 *   and the contacts at its end;
 * - investor reports (English attachments of news articles): a title band, the text, contacts.
 *
 * Every page after the cover has the running header and a numbered footer.
 */
import type { PDFPage } from 'pdf-lib'
import { contacts } from './content/contacts'
import { drawProductView } from './pdf-art'
import { drawStacker, drawVehicle, type DrawingText } from './pdf-drawings'
import {
  A4,
  columnX,
  contentTop,
  contentWidth,
  DocumentWriter,
  Flow,
  grid,
  logo,
  palette,
  span,
  type CharacterSink,
  type TextStyle,
} from './pdf-page'
import { drawTable } from './pdf-table'
import type { PdfLanguage } from './pdf'
import type {
  Bilingual,
  ProductView,
  SeedDocument,
  SeedDownload,
  SeedKeyFigure,
  SeedLayout,
} from './types'

export interface RenderedDocument {
  bytes: Uint8Array
  pageCount: number
}

/** The words the documents print around their content. */
const words = {
  en: {
    datasheet: 'Product data sheet',
    brochure: 'Company brochure',
    'white-paper': 'White paper',
    report: 'Report',
    overview: 'Overview',
    specifications: 'Specifications',
    products: 'Products',
    range: 'Equipment and software',
    dimensions: 'Dimensions',
    contact: 'Contact',
    keyFigures: 'Key figures',
    models: 'Models in this data sheet',
    parameter: 'Parameter',
    unit: 'Unit',
    product: 'Product',
    abstract: 'Abstract',
    edition: 'Edition',
    listed: 'Listed on the ChiNext board, Shenzhen · stock code 300532',
    contactTitle: 'Talk to our engineers',
    contactLead:
      'Our solution engineers plan systems with you from the first layout study, and our service engineers keep them running. Write or call us: we answer within one working day.',
    hotline: 'Service hotline',
    email: 'Email',
    web: 'Web',
    offices: 'Our offices',
    notes:
      'Letters refer to the table of main dimensions. All dimensions in mm, for standard configurations; drawings for your project on request.',
    disclaimer:
      'Figures are for standard configurations and may change with technical development. Every system is designed for its project and its throughput confirmed by simulation.',
    copyright: '© 2026 Starbridge Logistics Automation Co., Ltd. All rights reserved.',
    elevation: 'Side elevation',
    plan: 'Plan',
    aislePlan: 'Aisle plan',
    lift: 'Lift',
    more: 'More in our download center and on the product pages:',
  },
  zh: {
    datasheet: '产品技术参数手册',
    brochure: '企业画册',
    'white-paper': '白皮书',
    report: '报告',
    overview: '概述',
    specifications: '技术参数',
    products: '产品',
    range: '设备与软件',
    dimensions: '外形尺寸',
    contact: '联系我们',
    keyFigures: '关键数据',
    models: '本手册包含的机型',
    parameter: '参数',
    unit: '单位',
    product: '产品',
    abstract: '摘要',
    edition: '版本',
    listed: '深圳证券交易所创业板上市 · 股票代码 300532',
    contactTitle: '联系我们的工程师',
    contactLead:
      '从第一版布局方案开始，我们的解决方案工程师与您共同规划系统；投运之后，服务工程师保障系统持续运行。欢迎来电或来信，我们将在一个工作日内答复。',
    hotline: '服务热线',
    email: '电子邮箱',
    web: '网址',
    offices: '办公地点',
    notes: '字母对应下方主要尺寸表。所有尺寸单位均为mm，适用于标准配置；项目图纸可按需提供。',
    disclaimer:
      '手册中的参数适用于标准配置，如因技术改进而变更，恕不另行通知。每套系统均按项目单独设计，作业能力经仿真确认。',
    copyright: '© 2026 星桥智能物流科技股份有限公司 版权所有',
    elevation: '侧视图',
    plan: '俯视图',
    aislePlan: '巷道平面图',
    lift: '起升高度',
    more: '更多资料请访问下载中心及产品页面：',
  },
} satisfies Record<PdfLanguage, Record<string, string>>

const monthYear = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "September 2025", "2025年9月". */
function edition(language: PdfLanguage, date: string): string {
  const [y, m] = date.split('-').map(Number)
  if (language === 'zh') return `${y}年${m}月`
  return monthYear.format(new Date(Date.UTC(y!, m! - 1, 1)))
}

const t = (language: PdfLanguage, text: Bilingual<string>) => text[language]

/** The small label over a page title: "02  Specifications". */
function pageTitle(
  w: DocumentWriter,
  page: PDFPage,
  number: number,
  eyebrow: string,
  title: string,
) {
  const y = contentTop
  w.draw(page, `0${number}`, grid.left, y - 8, {
    size: 8,
    weight: 'bold',
    color: palette.accent600,
  })
  w.draw(page, eyebrow.toUpperCase(), grid.left + 18, y - 8, {
    size: 8,
    weight: 'bold',
    color: palette.accent600,
  })
  return (
    w.paragraph(page, title, grid.left, y - 20, span(10), {
      size: 20,
      weight: 'bold',
      color: palette.brand900,
      leading: 1.25,
    }) - 14
  )
}

/** A key figure: an amber tick, the value large with its unit, the label under it. */
function keyFigure(
  w: DocumentWriter,
  page: PDFPage,
  figure: SeedKeyFigure,
  x: number,
  top: number,
  width: number,
  dark = false,
) {
  page.drawRectangle({ x, y: top - 2.5, width: 22, height: 2.5, color: palette.accent400 })
  const value = figure.value(w.language)
  const big: TextStyle = {
    size: 20,
    weight: 'bold',
    color: dark ? palette.white : palette.brand800,
  }
  w.draw(page, value, x, top - 24, big)
  if (figure.unit)
    w.draw(
      page,
      figure.unit,
      x + w.width(value, big) + (figure.unit === '+' || figure.unit === '%' ? 1 : 3),
      top - 24,
      {
        size: 10,
        weight: 'bold',
        color: dark ? palette.accent300 : palette.brand500,
      },
    )
  return w.paragraph(page, t(w.language, figure.label), x, top - 32, width, {
    size: 7.5,
    color: dark ? palette.brand200 : palette.inkMuted,
    leading: 1.35,
  })
}

function cover(
  w: DocumentWriter,
  d: SeedDownload,
  layout: SeedLayout,
  kind: 'datasheet' | 'brochure',
) {
  const page = w.addPage('none')
  const language = w.language
  const doc = d.document[language]
  const wd = words[language]
  // Brand line.
  logo(page, grid.left, A4.height - 66, 26)
  w.draw(page, 'STARBRIDGE', grid.left + 34, A4.height - 52, {
    size: 13,
    weight: 'bold',
    color: palette.brand800,
  })
  w.draw(page, contacts.company[language], grid.left + 34, A4.height - 64, {
    size: 7.5,
    color: palette.inkMuted,
  })
  w.draw(
    page,
    language === 'en' ? wd[kind].toUpperCase() : wd[kind],
    A4.width - grid.right,
    A4.height - 52,
    {
      size: 8.5,
      weight: 'bold',
      color: palette.accent600,
      align: 'right',
    },
  )
  w.draw(
    page,
    `${wd.edition} ${edition(language, d.publishDate)}`,
    A4.width - grid.right,
    A4.height - 64,
    {
      size: 7.5,
      color: palette.inkMuted,
      align: 'right',
    },
  )
  // The picture.
  const pictureTop = A4.height - 88
  const pictureHeight = 392
  drawProductView(page, layout.view, 0, pictureTop - pictureHeight, A4.width, pictureHeight)
  // Title and lead.
  let y = pictureTop - pictureHeight - 30
  page.drawRectangle({ x: grid.left, y, width: 36, height: 4, color: palette.accent400 })
  y = w.paragraph(page, doc.heading, grid.left, y - 14, span(11), {
    size: language === 'zh' ? 24 : 25,
    weight: 'bold',
    color: palette.brand900,
    leading: 1.2,
  })
  w.paragraph(page, d.summary[language], grid.left, y - 10, span(9), {
    size: 10.5,
    color: palette.inkMuted,
    leading: language === 'zh' ? 1.7 : 1.45,
  })
  // Key figures on a light band above the foot.
  page.drawRectangle({ x: 0, y: 47, width: A4.width, height: 106, color: palette.brand50 })
  const top = 128
  const count = layout.figures.length
  const each = count > 0 ? 12 / count : 12
  for (const [i, figure] of layout.figures.entries())
    keyFigure(w, page, figure, columnX(i * each), top, span(each) - 6)
  // Foot band.
  page.drawRectangle({ x: 0, y: 0, width: A4.width, height: 44, color: palette.brand800 })
  page.drawRectangle({ x: 0, y: 44, width: A4.width, height: 3, color: palette.accent400 })
  w.draw(page, wd.listed, grid.left, 18, { size: 7.5, color: palette.brand200 })
  w.draw(page, contacts.web, A4.width - grid.right, 18, {
    size: 8,
    weight: 'bold',
    color: palette.white,
    align: 'right',
  })
}

/** The overview: the title and lead, then the text in two columns. */
function overview(w: DocumentWriter, d: SeedDownload, number: number) {
  const language = w.language
  const page = w.addPage()
  let y = pageTitle(w, page, number, words[language].overview, d.title[language])
  y =
    w.paragraph(page, d.summary[language], grid.left, y, span(10), {
      size: 11,
      color: palette.brand700,
      leading: language === 'zh' ? 1.7 : 1.45,
    }) - 20
  const flow = new Flow(w, page, y, grid.left, span(6), [columnX(0), columnX(6)])
  body(flow, d.document[language])
}

/** Section titles and paragraphs. */
function body(flow: Flow, doc: SeedDocument) {
  const style = type(flow.writer.language)
  for (const section of doc.sections) {
    if (section.title) flow.heading(section.title)
    for (const paragraph of section.paragraphs)
      flow.paragraph(paragraph, { size: style.size, leading: style.leading, justify: true })
    flow.y -= 6
  }
}

const type = (language: PdfLanguage) =>
  language === 'zh' ? { size: 9, leading: 1.8 } : { size: 9, leading: 1.5 }

function specifications(
  w: DocumentWriter,
  layout: SeedLayout,
  number: number,
  eyebrow: string,
  title: string,
) {
  const page = w.addPage()
  const wd = words[w.language]
  const y = pageTitle(w, page, number, eyebrow, title)
  const flow = new Flow(w, page, y)
  for (const table of layout.tables) {
    const headings = table.models.every((m) => typeof m === 'string')
    drawTable(flow, table, { parameter: headings ? wd.parameter : wd.product, unit: wd.unit })
  }
}

function drawing(w: DocumentWriter, layout: SeedLayout, number: number) {
  const spec = layout.drawing
  if (!spec) return
  const page = w.addPage()
  const language = w.language
  const wd = words[language]
  let y = pageTitle(w, page, number, wd.dimensions, t(language, spec.caption))
  y =
    w.paragraph(
      page,
      `${t(language, spec.subject)}${language === 'zh' ? '。' : '. '}${wd.notes}`,
      grid.left,
      y,
      span(10),
      {
        size: 9,
        color: palette.inkMuted,
        leading: 1.5,
      },
    ) - 12
  const height = spec.kind === 'stacker' ? 350 : 290
  const box = { x: grid.left, y: y - height, width: contentWidth, height }
  page.drawRectangle({
    ...box,
    x: box.x - 8,
    width: box.width + 16,
    y: box.y - 10,
    height: box.height + 14,
    borderColor: palette.line,
    borderWidth: 0.6,
  })
  const format = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en')
  const text: DrawingText = {
    mm: (value) => format.format(value),
    elevation: wd.elevation,
    plan: wd.plan,
    aislePlan: wd.aislePlan,
    lift: wd.lift,
  }
  if (spec.kind === 'stacker') drawStacker(page, w, box, spec.size, text)
  else drawVehicle(page, w, box, spec.size, spec.variant, text)
  const flow = new Flow(w, page, box.y - 26)
  drawTable(flow, spec.table, { parameter: wd.parameter, unit: wd.unit })
}

function contactPage(w: DocumentWriter, number: number, fileName: string) {
  const page = w.addPage()
  const language = w.language
  const wd = words[language]
  let y = pageTitle(w, page, number, wd.contact, wd.contactTitle)
  y =
    w.paragraph(page, wd.contactLead, grid.left, y, span(9), {
      size: 10.5,
      color: palette.brand700,
      leading: language === 'zh' ? 1.7 : 1.45,
    }) - 20
  y = contactPanel(w, page, y)
  y -= 28
  w.draw(page, wd.offices.toUpperCase(), grid.left, y, {
    size: 7.5,
    weight: 'bold',
    color: palette.accent600,
  })
  y -= 16
  const offices = contacts.offices
  for (let i = 0; i < offices.length; i += 2) {
    let bottom = y
    for (const [j, office] of offices.slice(i, i + 2).entries()) {
      const x = columnX(j * 6)
      page.drawRectangle({ x, y: y - 2, width: 2, height: -46, color: palette.brand200 })
      const after = w.paragraph(page, t(language, office.name), x + 10, y, span(6) - 16, {
        size: 9.5,
        weight: 'bold',
        color: palette.brand800,
      })
      bottom = Math.min(
        bottom,
        w.paragraph(page, t(language, office.address), x + 10, after - 3, span(6) - 16, {
          size: 8.5,
          color: palette.ink,
          leading: language === 'zh' ? 1.6 : 1.4,
        }),
      )
    }
    y = bottom - 22
  }
  // The fine print at the foot of the page.
  let fy = 150
  page.drawLine({
    start: { x: grid.left, y: fy + 10 },
    end: { x: A4.width - grid.right, y: fy + 10 },
    thickness: 0.6,
    color: palette.line,
  })
  fy = w.paragraph(page, wd.disclaimer, grid.left, fy, span(9), {
    size: 7.5,
    color: palette.inkMuted,
    leading: 1.5,
  })
  w.paragraph(page, `${wd.copyright}  ·  ${fileName}`, grid.left, fy - 6, span(12), {
    size: 7.5,
    color: palette.inkMuted,
  })
}

/** Headquarters, hotline, email and web on a navy panel; returns the y under it. */
function contactPanel(w: DocumentWriter, page: PDFPage, top: number): number {
  const language = w.language
  const wd = words[language]
  const hq = contacts.headquarters
  const height = language === 'zh' ? 150 : 156
  page.drawRectangle({
    x: grid.left,
    y: top - height,
    width: contentWidth,
    height,
    color: palette.brand800,
  })
  page.drawRectangle({ x: grid.left, y: top - height, width: 4, height, color: palette.accent400 })
  const x = grid.left + 22
  let y = w.paragraph(page, t(language, hq.name), x, top - 20, span(10), {
    size: 12,
    weight: 'bold',
    color: palette.white,
  })
  w.paragraph(page, t(language, hq.address), x, y - 2, span(9), {
    size: 9,
    color: palette.brand100,
    leading: 1.5,
  })
  y = top - height + 62
  const items = [
    [wd.hotline, contacts.phone[language]],
    [wd.email, contacts.email],
    [wd.web, contacts.web],
  ] as const
  for (const [i, [label, value]] of items.entries()) {
    const cx = x + [0, 0.27, 0.66][i]! * (contentWidth - 40)
    w.draw(page, label.toUpperCase(), cx, y, { size: 7, weight: 'bold', color: palette.accent300 })
    w.draw(page, value, cx, y - 17, { size: 10, weight: 'bold', color: palette.white })
  }
  w.draw(page, t(language, contacts.hours), x, top - height + 16, {
    size: 7.5,
    color: palette.brand200,
  })
  return top - height
}

/** A white paper's or report's first page: a navy title band, the product view at its right. */
function titleBand(
  w: DocumentWriter,
  heading: string,
  kind: string,
  date: string,
  view?: ProductView,
) {
  const page = w.addPage('footer')
  const language = w.language
  const height = view ? 300 : 230
  const bottom = A4.height - height
  page.drawRectangle({ x: 0, y: bottom, width: A4.width, height, color: palette.brand800 })
  if (view) drawProductView(page, view, A4.width * 0.5, bottom, A4.width * 0.5, height)
  page.drawRectangle({ x: 0, y: bottom - 3, width: A4.width, height: 3, color: palette.accent400 })
  logo(page, grid.left, A4.height - 62, 22)
  w.draw(page, 'STARBRIDGE', grid.left + 30, A4.height - 53, {
    size: 11,
    weight: 'bold',
    color: palette.white,
  })
  const width = view ? A4.width * 0.5 - grid.left - 20 : span(10)
  w.draw(page, language === 'en' ? kind.toUpperCase() : kind, grid.left, bottom + height - 110, {
    size: 8.5,
    weight: 'bold',
    color: palette.accent300,
  })
  const y = w.paragraph(page, heading, grid.left, bottom + height - 124, width, {
    size: language === 'zh' ? 20 : 21,
    weight: 'bold',
    color: palette.white,
    leading: 1.25,
  })
  w.draw(page, `${words[language].edition} ${date}`, grid.left, Math.min(y - 14, bottom + 28), {
    size: 8,
    color: palette.brand200,
  })
  return { page, top: bottom - 34 }
}

async function whitePaper(d: SeedDownload, language: PdfLanguage, sink?: CharacterSink) {
  const doc = d.document[language]
  const wd = words[language]
  const w = await DocumentWriter.create(language, meta(d, language, wd['white-paper']), sink)
  const { page, top } = titleBand(
    w,
    doc.heading,
    wd['white-paper'],
    edition(language, d.publishDate),
    d.layout.view,
  )
  // Abstract and key figures.
  w.draw(page, wd.abstract.toUpperCase(), grid.left, top - 7, {
    size: 7.5,
    weight: 'bold',
    color: palette.accent600,
  })
  let y = w.paragraph(page, d.summary[language], grid.left, top - 18, span(8), {
    size: 11.5,
    color: palette.brand700,
    leading: language === 'zh' ? 1.7 : 1.45,
  })
  let sy = top - 18
  for (const figure of d.layout.figures)
    sy = keyFigure(w, page, figure, columnX(9), sy, span(3)) - 16
  y = Math.min(y, top) - 20
  const flow = new Flow(w, page, y, grid.left, span(8))
  body(flow, doc)
  closing(flow)
  return finish(w)
}

/** The contacts at the end of a white paper or report: the navy panel, kept whole. */
function closing(flow: Flow) {
  const { writer } = flow
  flow.need(200)
  flow.y -= 10
  writer.draw(flow.page, words[writer.language].contact.toUpperCase(), grid.left, flow.y - 7, {
    size: 7.5,
    weight: 'bold',
    color: palette.accent600,
  })
  flow.y = contactPanel(writer, flow.page, flow.y - 18)
}

async function finish(w: DocumentWriter): Promise<RenderedDocument> {
  const pageCount = w.pageCount
  return { bytes: await w.finish(), pageCount }
}

function meta(d: SeedDownload, language: PdfLanguage, kind: string) {
  const doc = d.document[language]
  return {
    title: doc.heading,
    subject: d.summary[language],
    keywords: [
      kind,
      'Starbridge',
      ...d.layout.tables.flatMap((table) =>
        table.models.filter((m): m is string => typeof m === 'string'),
      ),
    ],
    runningTitle: `${d.title[language]} · ${edition(language, d.publishDate)}`,
    date: d.publishDate,
  }
}

/** A download's document in one language, with its number of pages. */
export async function renderDownload(
  d: SeedDownload,
  language: PdfLanguage,
  sink?: CharacterSink,
): Promise<RenderedDocument> {
  const layout = d.layout
  if (layout.kind === 'white-paper') return whitePaper(d, language, sink)
  const wd = words[language]
  const w = await DocumentWriter.create(language, meta(d, language, wd[layout.kind]), sink)
  cover(w, d, layout, layout.kind)
  const brochure = layout.kind === 'brochure'
  overview(w, d, 1)
  if (brochure) specifications(w, layout, 2, wd.products, wd.range)
  else specifications(w, layout, 2, wd.specifications, wd.specifications)
  drawing(w, layout, 3)
  contactPage(w, 4, language === 'en' ? d.fileName : d.fileName.replace(/\.pdf$/, '-zh.pdf'))
  return finish(w)
}

/** A section of a report: its title (empty for the opening text), paragraphs and tables. */
export interface ReportSection {
  title: string
  paragraphs: string[]
  /** Tables: a header row and body rows, each placed after `after` paragraphs. */
  tables: Array<{ head: string[]; rows: string[][]; after: number }>
}

/** An investor report attached to a news article (English): title band, text, contacts. */
export async function renderReport(report: {
  heading: string
  subtitle: string
  date: string
  sections: ReportSection[]
}): Promise<RenderedDocument> {
  const w = await DocumentWriter.create('en', {
    title: report.heading,
    subject: report.subtitle,
    keywords: ['report', 'Starbridge', '300532'],
    runningTitle: `${report.heading} · ${edition('en', report.date)}`,
    date: report.date,
  })
  const { page, top } = titleBand(w, report.heading, words.en.report, edition('en', report.date))
  w.draw(page, words.en.abstract.toUpperCase(), grid.left, top - 7, {
    size: 7.5,
    weight: 'bold',
    color: palette.accent600,
  })
  const y =
    w.paragraph(page, report.subtitle, grid.left, top - 18, span(10), {
      size: 11,
      color: palette.brand700,
      leading: 1.45,
    }) - 18
  const flow = new Flow(w, page, y, grid.left, span(10))
  const style = type('en')
  for (const section of report.sections) {
    if (section.title) flow.heading(section.title)
    section.paragraphs.forEach((paragraph, i) => {
      for (const table of section.tables.filter((t) => t.after === i)) reportTable(flow, table)
      flow.paragraph(paragraph, { size: style.size, leading: style.leading })
    })
    for (const table of section.tables.filter((t) => t.after >= section.paragraphs.length))
      reportTable(flow, table)
    flow.y -= 6
  }
  closing(flow)
  return finish(w)
}

function reportTable(flow: Flow, table: ReportSection['tables'][number]) {
  const literal = (text: string) => () => text
  drawTable(
    flow,
    {
      caption: { en: '', zh: '' },
      models: table.head.slice(1),
      groups: [
        {
          title: { en: '', zh: '' },
          rows: table.rows.map(([label = '', ...cells]) => ({
            label: { en: label, zh: label },
            values: cells.map(literal),
          })),
        },
      ],
    },
    { parameter: table.head[0] ?? '', unit: '' },
    false,
  )
}
