/** Small real PDFs generated for the seed content (data sheets, white papers, reports). */
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'

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

export async function renderPdf(doc: {
  heading: string
  subtitle: string
  sections: Array<{ title: string; paragraphs: string[] }>
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(toPdfText(doc.heading))
  pdf.setAuthor('Starbridge Logistics Automation Co., Ltd.')
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'))
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const [w, h] = [595.28, 841.89]
  const margin = 56
  let page = pdf.addPage([w, h])
  let y = h - margin

  const band = () => {
    page.drawRectangle({ x: 0, y: h - 28, width: w, height: 28, color: rgb(0.043, 0.145, 0.271) })
    page.drawText('STARBRIDGE', {
      x: margin,
      y: h - 19,
      size: 10,
      font: bold,
      color: rgb(0.96, 0.65, 0.14),
    })
  }
  band()
  y -= 20
  const write = (text: string, font: PDFFont, size: number, gap: number) => {
    for (const line of wrap(toPdfText(text), font, size, w - margin * 2)) {
      if (y < margin + size) {
        page = pdf.addPage([w, h])
        band()
        y = h - margin - 20
      }
      page.drawText(line, { x: margin, y, size, font, color: rgb(0.1, 0.12, 0.18) })
      y -= size * 1.45
    }
    y -= gap
  }
  write(doc.heading, bold, 20, 4)
  write(doc.subtitle, regular, 10, 14)
  for (const section of doc.sections) {
    write(section.title, bold, 13, 2)
    for (const paragraph of section.paragraphs) write(paragraph, regular, 10.5, 6)
    y -= 6
  }
  return pdf.save({ useObjectStreams: true })
}
