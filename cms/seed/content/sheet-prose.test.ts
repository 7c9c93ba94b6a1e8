/**
 * The data sheets' running text quotes the specification dataset: change the dataset and the
 * text changes with the tables; a figure written into the text by hand stays as it was, and is
 * found. Each test seeds the documents from a fresh copy of the dataset (vi.resetModules).
 */
import { describe, expect, it, vi } from 'vitest'
import type * as equipment from '../../../specifications/equipment'
import type { Value } from '../../../specifications/values'
import type { DocumentLanguage, SeedDownload } from '../types'

type Equipment = typeof equipment

/** The seed's downloads made from the dataset as `change` leaves it. */
async function downloadsWith(change: (equipment: Equipment) => void): Promise<SeedDownload[]> {
  vi.resetModules()
  change(await import('../../../specifications/equipment'))
  return (await import('./downloads')).downloads
}

const sheets = {
  stacker: 'starbridge-stacker-crane-datasheet.pdf',
  agv: 'starbridge-agv-amr-datasheet.pdf',
}
const languages: DocumentLanguage[] = ['en', 'zh']

function sheet(downloads: SeedDownload[], name: keyof typeof sheets) {
  const found = downloads.find((d) => d.fileName === sheets[name])
  if (!found) throw new Error(`no ${name} data sheet`)
  return found
}
const paragraphs = (download: SeedDownload, language: DocumentLanguage) =>
  download.document[language].sections.flatMap((s) => s.paragraphs)

/** Every value object of the dataset once, each scaled by 1.5: every figure it holds changes. */
function scaleAll({ agvFamilies, stackerFamilies, rangeFacts }: Equipment) {
  const seen = new Set<object>()
  type Mutable = Record<string, unknown>
  const scale = (v: Value | undefined) => {
    if (!v || seen.has(v)) return
    seen.add(v)
    const m = v as unknown as Mutable
    for (const key of ['value', 'from', 'to', 'volts', 'ampereHours'])
      if (typeof m[key] === 'number') m[key] = (m[key] as number) * 1.5
    if (v.kind === 'sizes') m.sizes = v.sizes.map((size) => size * 1.5)
    if (v.kind === 'pair') [v.first, v.second].forEach(scale)
    if (v.kind === 'words') scaleQuantities(v.phrase.quantities)
  }
  const scaleQuantities = (quantities: object | undefined) => {
    if (!quantities || seen.has(quantities)) return
    seen.add(quantities)
    for (const q of Object.values(quantities) as Mutable[]) q.value = (q.value as number) * 1.5
  }
  for (const family of [...agvFamilies, ...stackerFamilies])
    for (const row of family.rows) {
      scaleQuantities(row.label.quantities)
      row.values.forEach(scale)
    }
  const facts = rangeFacts as Record<keyof typeof rangeFacts, number>
  for (const key of Object.keys(facts) as Array<keyof typeof rangeFacts>) facts[key] *= 1.5
}

/**
 * The figures of a text in order: "1,500", "±3", "+40", "2.0"; not the digits of names ("SB-L600",
 * "LiFePO4", the "-1" of "ISO 13849-1").
 */
const figures = (text: string) => text.match(/(?<![A-Za-z\d.,-])[+\-±]?\d+(?:[.,]\d+)*/g) ?? []

/**
 * What the data sheets' text states on its own: standards, the supply the dataset words as a
 * message ("400 V, 3 phase, 50 Hz"), the QR navigation's angle, the scanners' field and the
 * distance of an example. They stay as written.
 */
const own: Record<keyof typeof sheets, Record<DocumentLanguage, string[]>> = {
  stacker: { en: ['13849', '400', '3', '50'], zh: ['13849', '400', '50'] },
  agv: { en: ['±1', '60', '360', '3691'], zh: ['±1', '60', '360', '3691'] },
}

describe('the data sheets’ text', () => {
  it('changes with the dataset, as the table does', async () => {
    const downloads = await downloadsWith(({ rowOf }) => {
      const { row } = rowOf('SC-P', 'spec_rated_load')
      ;(row.values as Value[])[0] = { kind: 'number', value: 1700, decimals: 0 }
    })
    const stacker = sheet(downloads, 'stacker')
    expect(paragraphs(stacker, 'en')[0]).toContain(
      'SC-P single-mast pallet crane: rated load 1,700 kg,',
    )
    expect(paragraphs(stacker, 'zh')[0]).toContain('SC-P单立柱托盘堆垛机：额定载荷1700 kg，')
    const table = stacker.layout.tables[0]!
    const load = table.groups[0]!.rows.find((r) => r.label.en === 'Rated load')!
    expect(load.values[table.models.indexOf('SC-P')]!('en')).toBe('1,700')
  })

  it.each(Object.keys(sheets) as Array<keyof typeof sheets>)(
    '%s: every figure is the dataset’s but those the text states on its own',
    async (name) => {
      const before = sheet(await downloadsWith(() => {}), name)
      const after = sheet(await downloadsWith(scaleAll), name)
      for (const language of languages) {
        const kept = paragraphs(before, language).flatMap((text, i) => {
          const changed = figures(paragraphs(after, language)[i]!)
          return figures(text).filter((figure, at) => changed[at] === figure)
        })
        expect(kept, language).toEqual(own[name][language])
      }
    },
  )
})
