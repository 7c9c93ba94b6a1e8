import { describe, expect, it } from 'vitest'
import { regionTree } from '../../cms/regions/regions'
import type { PickerRegion } from './region-names'
import { labelRegions, romanizeRegion } from './region-names.server'

const tree = regionTree()

function find(nodes: readonly PickerRegion[], ...path: string[]): PickerRegion {
  let node: PickerRegion | undefined
  let level: readonly PickerRegion[] | undefined = nodes
  for (const name of path) {
    node = level?.find((n) => n.name === name)
    if (!node) throw new Error(`no ${path.join('/')}`)
    level = node.children
  }
  return node!
}

describe('romanizeRegion', () => {
  it('writes the 34 province-level units by their customary names', () => {
    // Properties any correct table has, and the names a mechanical romanization gets wrong;
    // not the table restated.
    const names = tree.map((p) => romanizeRegion(p.name))
    expect(tree).toHaveLength(34)
    expect(new Set(names).size).toBe(34)
    for (const name of names) {
      expect(name).toMatch(/^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/)
      expect(name).not.toMatch(/Sheng|Shi$|Zizhiqu|Tebie|Province|Municipality/)
    }
    const of = (chinese: string) => romanizeRegion(tree.find((p) => p.name === chinese)!.name)
    // Two provinces whose pinyin is the same but for the tone: the customary spellings differ.
    expect([of('山西省'), of('陕西省')]).toEqual(['Shanxi', 'Shaanxi'])
    // Autonomous regions and special administrative regions by their English names.
    expect(of('内蒙古自治区')).toBe('Inner Mongolia')
    expect(of('西藏自治区')).toBe('Tibet')
    expect(of('广西壮族自治区')).toBe('Guangxi')
    expect(of('香港特别行政区')).toBe('Hong Kong')
    expect(of('澳门特别行政区')).toBe('Macao')
    expect(of('北京市')).toBe('Beijing')
  })

  it('drops the generic suffix of cities and writes them as one word', () => {
    expect(romanizeRegion('深圳市', '广东省')).toBe('Shenzhen')
    expect(romanizeRegion('长沙市', '湖南省')).toBe('Changsha')
    expect(romanizeRegion('北京市', '北京市')).toBe('Beijing')
    expect(romanizeRegion('石家庄市', '河北省')).toBe('Shijiazhuang')
    expect(romanizeRegion('西安市', '陕西省')).toBe("Xi'an")
    expect(romanizeRegion('吕梁市', '山西省')).toBe('Lüliang')
    expect(romanizeRegion('延边朝鲜族自治州', '吉林省')).toBe('Yanbian')
    expect(romanizeRegion('恩施土家族苗族自治州', '湖北省')).toBe('Enshi')
    expect(romanizeRegion('锡林郭勒盟', '内蒙古自治区')).toBe('Xilingol')
    expect(romanizeRegion('呼和浩特市', '内蒙古自治区')).toBe('Hohhot')
  })

  it('romanizes districts and counties', () => {
    expect(romanizeRegion('南山区', '深圳市')).toBe('Nanshan')
    expect(romanizeRegion('浦东新区', '上海市')).toBe('Pudong')
    expect(romanizeRegion('西湖区', '杭州市')).toBe('Xihu')
    expect(romanizeRegion('赵县', '石家庄市')).toBe('Zhaoxian') // one syllable keeps its suffix
    expect(romanizeRegion('六合区', '南京市')).toBe('Luhe') // a place-name reading
    expect(romanizeRegion('单县', '菏泽市')).toBe('Shanxian')
    expect(romanizeRegion('长阳土家族自治县', '宜昌市')).toBe('Changyang')
    expect(romanizeRegion('土默特左旗', '呼和浩特市')).toBe('Tumotezuo')
    expect(romanizeRegion('管城回族区', '郑州市')).toBe('Guancheng')
    expect(romanizeRegion('郑州经济技术开发区', '郑州市')).toBe(
      'Zhengzhou Economic and Technological Development Zone',
    )
  })

  it('uses the customary names of Taiwan, Hong Kong and Macao where the same name differs', () => {
    expect(romanizeRegion('连江县', '台湾省')).toBe('Lienchiang')
    expect(romanizeRegion('连江县', '福州市')).toBe('Lianjiang')
    expect(romanizeRegion('大埔区', '新界')).toBe('Tai Po')
    expect(romanizeRegion('大埔县', '梅州市')).toBe('Dabu')
    expect(romanizeRegion('台北市', '台湾省')).toBe('Taipei')
  })
})

describe('labelRegions', () => {
  it('adds latin names to every node of the tree, the Chinese names unchanged', () => {
    const latin = labelRegions(tree, 'latin')
    expect(find(latin, '广东省')).toMatchObject({ name: '广东省', latin: 'Guangdong' })
    expect(find(latin, '广东省', '深圳市', '南山区')).toMatchObject({
      name: '南山区',
      latin: 'Nanshan',
    })
    expect(find(latin, '湖南省', '长沙市')).toMatchObject({ latin: 'Changsha' })
    let unlabelled = 0
    const walk = (nodes: readonly PickerRegion[]) => {
      for (const n of nodes) {
        if (!n.latin || /[^\x20-\x7e\u00c0-\u017f]/.test(n.latin)) unlabelled++
        if (n.children) walk(n.children)
      }
    }
    walk(latin)
    expect(unlabelled).toBe(0)
  })

  it('tells apart places of one parent that would read alike', () => {
    const latin = labelRegions(tree, 'latin')
    expect(find(latin, '甘肃省', '临夏回族自治州', '临夏市').latin).toBe('Linxia City')
    expect(find(latin, '甘肃省', '临夏回族自治州', '临夏县').latin).toBe('Linxia County')
  })

  it('gives zh-TW Traditional display names, the stored names staying Simplified', () => {
    const hant = labelRegions(tree, 'hant')
    expect(find(hant, '广东省')).toMatchObject({ name: '广东省', display: '廣東省' })
    expect(find(hant, '广东省', '深圳市', '南山区')).toMatchObject({ display: '南山區' })
    expect(find(hant, '台湾省')).toMatchObject({ display: '台灣省' }) // 台, as the messages
    expect(find(hant, '广东省', '中山市').display).toBeUndefined() // the same in both scripts
    // No Taiwan phrasing inside names (社区 would become 社群).
    expect(find(hant, '台湾省', '高雄市', '大社区').display).toBe('大社區')
    expect(find(hant, '福建省', '厦门市', '湖里区').display).toBe('湖里區')
    expect(JSON.stringify(hant)).not.toContain('"latin"')
  })

  it('leaves the tree as it is for zh-CN, and labels each tree once', () => {
    expect(labelRegions(tree, 'hans')).toBe(tree)
    expect(JSON.stringify(labelRegions(tree, 'hans'))).not.toContain('"latin"')
    expect(labelRegions(tree, 'latin')).toBe(labelRegions(tree, 'latin'))
  })
})
