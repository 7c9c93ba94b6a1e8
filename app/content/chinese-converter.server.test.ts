/**
 * The compact converter writes what opencc-js writes: every seed text, every zh-CN message, and
 * random runs of dictionary words (with Latin, digits, ideographic description sequences and
 * characters outside the BMP), through `cn` -> `twp` and `cn` -> `tw`. The site's reading
 * (`simplifiedToTaiwanReading`) adds Taiwan's words of the industry and Taiwan's units, checked on
 * the seed content as a zh-TW reader gets it.
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
import { simplifiedToTaiwan, simplifiedToTaiwanReading } from './chinese-converter.server'

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

describe('the content in Taiwan’s words (simplifiedToTaiwanReading)', () => {
  const reading = simplifiedToTaiwanReading()
  const seed = strings([articles, caseCategories, tags, cases, downloads, jobCategories, jobs])
    .concat(strings([friendlyLinks, videos]))
    .filter((text) => /[\u4e00-\u9fff]/.test(text))
  const converted = seed.map((text) => reading(text)).join('\n')

  it('never reads OpenCC’s words where Taiwan has its own', () => {
    const wrong = ['叉車', '托盤', '重新整理', '箇中藥', '1600箇']
    expect(wrong.filter((word) => converted.includes(word))).toEqual([])
    expect(converted).not.toMatch(/\d\s*米/) // metres are 公尺
    expect(converted).not.toMatch(/\d箇/)
  })

  it('writes the phrases that went wrong as Taiwan writes them', () => {
    expect(reading('1600个中药饮片品规')).toBe('1600個中藥飲片品規')
    expect(reading('在一座层高7.5米的租赁仓库内')).toBe('在一座層高7.5 公尺的租賃倉庫內')
    expect(reading('将设备数据刷新周期缩短至200毫秒')).toContain('資料更新週期縮短至200毫秒')
    expect(reading('叉车AGV 18台，托盘位9,600个')).toBe('堆高機AGV 18臺，棧板位9,600個')
    expect(reading('约2.8万平方米，定位精度±2毫米，速度2米/秒')).toBe(
      '約2.8萬平方公尺，定位精度±2 公釐，速度2 公尺/秒',
    )
  })

  it('keeps OpenCC’s idioms and what is not a unit', () => {
    expect(reading('个中原因')).toBe('箇中原因')
    expect(reading('一个中心')).toBe('一個中心')
    expect(reading('困难家庭发放米面、粮油')).toBe('困難家庭發放米麵、糧油')
    expect(reading('二十米长的测试轨道')).toContain('二十公尺長')
  })

  it('converts the rest as OpenCC’s twp does', () => {
    const plain = corpus.filter((text) => !/叉车|托盘|刷新|个中|米/.test(text))
    const twp = simplifiedToTaiwan('twp')
    expect(plain.filter((text) => reading(text) !== twp(text))).toEqual([])
  })
})
