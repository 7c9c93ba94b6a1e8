/**
 * Specification tables of the documents: a navy header row with the model names (repeated on
 * each page the table continues on), titled row groups, a label and a unit column, values
 * centred under their model, rules between rows.
 */
import type { Bilingual, SeedSpecTable } from './types'
import { contentBottom, contentTop, type Flow, palette, rule } from './pdf-page'

const pad = { x: 6, y: 5 }

export interface TableWords {
  parameter: string
  unit: string
}

export function drawTable(flow: Flow, table: SeedSpecTable, words: TableWords, caption = true) {
  const { writer } = flow
  const language = writer.language
  const text = (t: string | Bilingual<string>) => (typeof t === 'string' ? t : t[language])
  const hasUnit = table.groups.some((g) => g.rows.some((r) => r.unit))
  const models = table.models.map(text)
  const width = flow.width
  const labelWidth = models.length >= 4 || !hasUnit ? Math.min(200, width * 0.36) : width * 0.36
  const unitWidth = hasUnit ? 38 : 0
  const valueWidth = (width - labelWidth - unitWidth) / Math.max(1, models.length)
  const size = 8
  const cell = { size, leading: writer.zh ? 1.55 : 1.3 }
  const lineHeight = writer.lineHeight(cell)
  const x0 = flow.x

  // A table that fits on a page starts on a new one rather than break.
  const rowsHeight = table.groups.reduce(
    (sum, group) =>
      sum +
      (table.groups.length > 1 ? 17 : 0) +
      group.rows.reduce(
        (s, r) =>
          s +
          rowHeight(
            r.values.map((v) => v(language)),
            text(r.label),
          ),
        0,
      ),
    22,
  )
  if (rowsHeight < contentTop - contentBottom - 60) flow.need(rowsHeight + (caption ? 32 : 0))
  if (caption) flow.heading(text(table.caption), 11)

  const header = () => {
    const head = { ...cell, weight: 'bold' as const, color: palette.white }
    const lines = Math.max(
      ...models.map((m) => writer.lines(m, valueWidth - pad.x * 2, head).length),
      1,
    )
    const height = pad.y * 2 + size * 0.9 + (lines - 1) * lineHeight + 2
    flow.need(height + 40)
    const top = flow.y
    flow.page.drawRectangle({ x: x0, y: top - height, width, height, color: palette.brand800 })
    writer.paragraph(flow.page, words.parameter, x0 + pad.x, top - pad.y - 1, labelWidth, {
      ...head,
      color: palette.brand200,
    })
    if (hasUnit)
      writer.paragraph(flow.page, words.unit, x0 + labelWidth, top - pad.y - 1, unitWidth, {
        ...head,
        color: palette.brand200,
        align: 'center',
      })
    for (const [i, model] of models.entries())
      writer.paragraph(
        flow.page,
        model,
        x0 + labelWidth + unitWidth + i * valueWidth + pad.x,
        top - pad.y - 1,
        valueWidth - pad.x * 2,
        { ...head, align: models.length === 1 ? 'left' : 'center' },
      )
    flow.y = top - height
  }

  header()
  // A table of one group needs no group row: its caption names it.
  const grouped = table.groups.length > 1
  for (const group of table.groups) {
    const groupHeight = grouped ? 17 : 0
    const first = group.rows[0]
    const firstHeight = first
      ? rowHeight(
          first.values.map((v) => v(language)),
          text(first.label),
        )
      : 0
    const page = flow.page
    flow.need(groupHeight + firstHeight)
    if (flow.page !== page) header()
    if (grouped) {
      flow.page.drawRectangle({
        x: x0,
        y: flow.y - groupHeight,
        width,
        height: groupHeight,
        color: palette.brand50,
      })
      flow.page.drawRectangle({
        x: x0,
        y: flow.y - groupHeight,
        width: 2.5,
        height: groupHeight,
        color: palette.accent400,
      })
      writer.draw(flow.page, text(group.title), x0 + pad.x + 2, flow.y - 11.5, {
        size,
        weight: 'bold',
        color: palette.brand800,
      })
      flow.y -= groupHeight
    }
    for (const row of group.rows) {
      const values = row.values.map((v) => v(language))
      const label = text(row.label)
      const height = rowHeight(values, label)
      const before = flow.page
      flow.need(height)
      if (flow.page !== before) header()
      const top = flow.y - pad.y
      writer.paragraph(flow.page, label, x0 + pad.x, top, labelWidth - pad.x * 2, cell)
      if (row.unit)
        writer.paragraph(flow.page, row.unit, x0 + labelWidth, top, unitWidth, {
          ...cell,
          color: palette.inkMuted,
          align: 'center',
        })
      // A value shared by neighbouring models spans their columns.
      for (let i = 0; i < values.length;) {
        let j = i + 1
        while (j < values.length && values[j] === values[i]) j++
        writer.paragraph(
          flow.page,
          values[i]!,
          x0 + labelWidth + unitWidth + i * valueWidth + pad.x,
          top,
          valueWidth * (j - i) - pad.x * 2,
          { ...cell, align: models.length === 1 ? 'left' : 'center', weight: 'regular' },
        )
        i = j
      }
      flow.y -= height
      rule(flow.page, x0, flow.y, width, palette.line, 0.5)
    }
  }
  rule(flow.page, x0, flow.y, width, palette.brand800, 0.8)
  flow.y -= 18

  function rowHeight(values: string[], label: string) {
    let lines = writer.lines(label, labelWidth - pad.x * 2, cell).length
    for (let i = 0; i < values.length;) {
      let j = i + 1
      while (j < values.length && values[j] === values[i]) j++
      lines = Math.max(
        lines,
        writer.lines(values[i]!, valueWidth * (j - i) - pad.x * 2, cell).length,
      )
      i = j
    }
    return pad.y * 2 + size * 0.9 + (lines - 1) * lineHeight + 2
  }
}
