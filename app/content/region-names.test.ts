import { describe, expect, it } from 'vitest'
import { regionMatches, regionPathNodes, regionVariant } from './region-names'

describe('regionVariant', () => {
  it('gives zh-CN the names, zh-TW Traditional labels and every other locale romanized ones', () => {
    expect(regionVariant('zh-CN')).toBe('hans')
    expect(regionVariant('zh-TW')).toBe('hant')
    for (const locale of ['en', 'de', 'ja', 'ko', 'ru', 'vi'] as const)
      expect(regionVariant(locale)).toBe('latin')
  })
})

describe('regionMatches (the picker filter)', () => {
  const guangdong = { name: '广东省', latin: 'Guangdong' }

  it('matches the romanized name, whatever the case', () => {
    expect(regionMatches(guangdong, 'guang')).toBe(true)
    expect(regionMatches(guangdong, 'GUANGDONG')).toBe(true)
    expect(regionMatches(guangdong, ' Dong ')).toBe(true)
    expect(regionMatches(guangdong, 'shen')).toBe(false)
  })

  it('still matches the Chinese name', () => {
    expect(regionMatches(guangdong, '广东')).toBe(true)
    expect(regionMatches({ name: '广东省' }, '广东')).toBe(true)
    expect(regionMatches(guangdong, '深圳')).toBe(false)
  })

  it('ignores apostrophes, spaces and accents, and reads v as ü', () => {
    expect(regionMatches({ name: '西安市', latin: "Xi'an" }, 'xian')).toBe(true)
    expect(regionMatches({ name: '西安市', latin: "Xi'an" }, "xi'a")).toBe(true)
    expect(regionMatches({ name: '吕梁市', latin: 'Lüliang' }, 'luliang')).toBe(true)
    expect(regionMatches({ name: '吕梁市', latin: 'Lüliang' }, 'lvl')).toBe(true)
    expect(regionMatches({ name: '内蒙古自治区', latin: 'Inner Mongolia' }, 'inner mon')).toBe(true)
    expect(regionMatches({ name: '内蒙古自治区', latin: 'Inner Mongolia' }, 'innermongolia')).toBe(
      true,
    )
  })

  it('matches the Traditional label (zh-TW) and the Simplified name alike', () => {
    const node = { name: '广东省', display: '廣東省' }
    expect(regionMatches(node, '廣東')).toBe(true)
    expect(regionMatches(node, '广东')).toBe(true)
  })

  it('matches nodes without labels (countries) by name, and everything on an empty filter', () => {
    expect(regionMatches({ name: 'Germany' }, 'germ')).toBe(true)
    expect(regionMatches({ name: 'Germany' }, "'")).toBe(false)
    expect(regionMatches(guangdong, '  ')).toBe(true)
  })
})

interface Node {
  name: string
  latin?: string
  children?: Node[]
}

describe('regionPathNodes', () => {
  const tree: Node[] = [
    {
      name: '广东省',
      latin: 'Guangdong',
      children: [{ name: '深圳市', latin: 'Shenzhen', children: [{ name: '南山区' }] }],
    },
  ]

  it('finds the nodes of a stored Chinese path', () => {
    expect(regionPathNodes(tree, '广东省/深圳市/南山区')?.map((n) => n.name)).toEqual([
      '广东省',
      '深圳市',
      '南山区',
    ])
  })

  it('is null when a part is not in the tree', () => {
    expect(regionPathNodes(tree, '广东省/广州市')).toBeNull()
    expect(regionPathNodes([], '广东省')).toBeNull()
  })
})
