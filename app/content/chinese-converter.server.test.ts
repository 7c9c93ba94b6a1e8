/**
 * The compact converter writes what opencc-js writes: every seed text, every zh-CN message, and
 * random runs of dictionary words (with Latin, digits, ideographic description sequences and
 * characters outside the BMP), through `cn` -> `twp` and `cn` -> `tw`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Converter } from 'opencc-js/cn2t'
import { configs } from 'opencc-js/preset/cn2t'
import { describe, expect, it } from 'vitest'
import { articles } from '../../cms/seed/content/articles'
import { caseCategories, tags } from '../../cms/seed/content/case-categories'
import { cases } from '../../cms/seed/content/cases'
import { downloads } from '../../cms/seed/content/downloads'
import { jobCategories, jobs, workPlaces } from '../../cms/seed/content/jobs'
import { friendlyLinks } from '../../cms/seed/content/links'
import { videos } from '../../cms/seed/content/media'
import { simplifiedToTaiwan } from './chinese-converter.server'

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value)
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, into)
  return into
}

/** Words of the `cn` -> `twp` dictionaries, glued in random runs (a fixed seed). */
function dictionaryRuns(count: number): string[] {
  const groups = (configs as unknown as Record<string, { conversionChain: string[][] }>).s2twp!
  const words = groups.conversionChain
    .flat()
    .flatMap((dict) => dict.split('|').map((entry) => entry.split(' ')[0]!))
  let state = 1
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647
  const pick = () => words[Math.floor(random() * words.length)]!
  return Array.from({ length: count }, () => {
    let run = ''
    for (let n = 1 + Math.floor(random() * 6); n > 0; n--) {
      run += pick().slice(0, 1 + Math.floor(random() * 4))
      if (random() < 0.2) run += ' AGV 1500 kg'
    }
    return run
  })
}

const corpus = [
  ...strings([articles, caseCategories, tags, cases, downloads, jobCategories, jobs, workPlaces]),
  ...strings([friendlyLinks, videos]),
  ...strings(JSON.parse(readFileSync(join(process.cwd(), 'messages/zh-CN.json'), 'utf8'))),
  ...dictionaryRuns(5_000),
  '⿰氵厶发展⿱艹⿰日月',
  '𠮷野家的软件',
  '⿰⿱',
  '⿰',
  'x⿲a发',
  '发⿰',
  '',
]

describe.each(['twp', 'tw'] as const)('cn -> %s', (to) => {
  it('matches opencc-js on the seed content, the messages and dictionary words', () => {
    const reference = Converter({ from: 'cn', to })
    const lean = simplifiedToTaiwan(to)
    const differing = corpus.filter((text) => lean(text) !== reference(text))
    expect(differing).toEqual([])
    expect(corpus.length).toBeGreaterThan(5_000)
  })
})

it('converts with Taiwan phrasing or characters only', () => {
  expect(simplifiedToTaiwan('twp')('软件项目')).toBe('軟體專案')
  expect(simplifiedToTaiwan('tw')('软件项目')).toBe('軟件項目')
})
