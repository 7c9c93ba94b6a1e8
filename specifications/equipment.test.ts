/**
 * The rules of the specification dataset: what the product pages' tables and the data sheets
 * built from it rely on (ADR 045).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { agvFamilies, groups, specOf, stackerFamilies, type Family } from './equipment'
import type { Phrase, Value } from './values'

const lines = { agv: agvFamilies, stacker: stackerFamilies }
const families = [...agvFamilies, ...stackerFamilies]

/** The message keys a value names, with the placeholders it fills. */
function phrases(value: Value): Phrase[] {
  if (value.kind === 'words') return [value.phrase]
  if (value.kind === 'counted') return [{ key: value.key }]
  if (value.kind === 'pair') return [...phrases(value.first), ...phrases(value.second)]
  return []
}

/** A value written with a unit in its row's header: numbers and what is made of them. */
const measured = (value: Value): boolean =>
  ['number', 'range', 'signed-range', 'tolerance', 'sizes'].includes(value.kind) ||
  (value.kind === 'pair' && measured(value.first) && measured(value.second))

describe('the specification dataset', () => {
  it.each(families.map((f) => [f.id, f] as const))(
    '%s: every model has one value in every row, each row once',
    (_, family: Family) => {
      for (const row of family.rows)
        expect(row.values, `${family.id} ${row.label.key}`).toHaveLength(family.models.length)
      const labels = family.rows.map((r) => r.label.key)
      expect(new Set(labels).size).toBe(labels.length)
    },
  )

  it('rows follow the groups’ order, every group has rows', () => {
    const order = groups.map((g) => g.id)
    for (const family of families) {
      const seen = family.rows.map((r) => order.indexOf(r.group))
      expect(seen, family.id).toEqual([...seen].sort((a, b) => a - b))
      expect(new Set(seen).size, family.id).toBe(order.length)
    }
  })

  it('a row with a unit holds numbers only (words, names and batteries carry their own)', () => {
    for (const family of families)
      for (const row of family.rows.filter((r) => r.unit))
        for (const value of row.values)
          expect(measured(value), `${family.id} ${row.label.key}: ${value.kind}`).toBe(true)
  })

  it.each(Object.entries(lines))(
    '%s: a row has one unit across the families of a data sheet',
    (_, line) => {
      const units = new Map<string, string | undefined>()
      for (const row of line.flatMap((f) => f.rows)) {
        if (units.has(row.label.key)) expect(row.unit, row.label.key).toBe(units.get(row.label.key))
        else units.set(row.label.key, row.unit)
      }
    },
  )

  it('each model is in one family', () => {
    const models = families.flatMap((f) => f.models)
    expect(new Set(models).size).toBe(models.length)
    expect(() => specOf('SC-X', 'spec_rated_load')).toThrow()
  })

  const dir = join(import.meta.dirname, '..', 'messages')
  const locales = readdirSync(dir).filter((f) => f.endsWith('.json'))
  it.each(locales)('messages/%s has every label and word, with the placeholders given', (file) => {
    const messages = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>
    const named: Phrase[] = [
      ...groups.map((g) => ({ key: g.key })),
      ...families.flatMap((f) => f.rows.flatMap((r) => [r.label, ...r.values.flatMap(phrases)])),
    ]
    for (const { key, quantities = {} } of named) {
      const text = messages[key]
      expect(typeof text, `${file} ${key}`).toBe('string')
      const placeholders = [...(text as string).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      expect(placeholders, `${file} ${key}`).toEqual(Object.keys(quantities).sort())
    }
  })
})
