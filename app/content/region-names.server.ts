/**
 * Labels of the city picker's regions for readers who do not read Simplified Chinese: romanized
 * names (pinyin without tones, written as place names are) for non-Chinese locales, Traditional
 * characters for zh-TW. Server-only: pinyin-pro's dictionary is large, so only the server adds
 * `latin`, and Chinese readers never download it.
 *
 * How a name is romanized:
 * - the 34 province-level units: their customary English names (table below: Inner Mongolia,
 *   Tibet, Hong Kong, Macao...);
 * - a few lower-level names with a customary form of their own (Taiwan's cities and counties,
 *   Hong Kong's and Macao's districts, cities named in Mongolian, Uyghur or Tibetan: Hohhot,
 *   Urumqi, Lhasa), and the service's groupings that are not places (省直辖县...);
 * - every other name: its generic suffix is dropped (省 市 区 县 自治州 自治县 盟 旗 地区 新区 镇 乡
 *   街道..., with the ethnic names of autonomous units: 延边朝鲜族自治州 -> Yanbian), the rest is
 *   written in pinyin as one word in title case, with an apostrophe before a syllable starting
 *   with a, o or e (西安市 -> Xi'an). A name of one syllable keeps its suffix (沙县 -> Shaxian).
 *   Development zones and parks keep their kind in English (郑州经济技术开发区 -> Zhengzhou
 *   Economic and Technological Development Zone). Readings that differ in place names (六合 Luhe,
 *   单县 Shanxian, 蔚县 Yuxian...) come from a table; the rest from pinyin-pro. When two places
 *   of one parent would read alike, their kind is added (Linxia City, Linxia County).
 *
 * For zh-TW, `display` holds the name in Traditional characters (character by character, with a
 * few corrections), while `name`, what the form stores, stays the service's Simplified name.
 * Trees are labelled once per tree the cache hands out and per variant.
 */
import { pinyin } from 'pinyin-pro'
import type { Region } from './regions.server'
import { placeNamesInReaderScript } from './reader-script.server'
import type { PickerRegion, RegionVariant } from './region-names'

/** Customary English names of the province-level units. */
const PROVINCES: Readonly<Record<string, string>> = {
  北京市: 'Beijing',
  天津市: 'Tianjin',
  河北省: 'Hebei',
  山西省: 'Shanxi',
  内蒙古自治区: 'Inner Mongolia',
  辽宁省: 'Liaoning',
  吉林省: 'Jilin',
  黑龙江省: 'Heilongjiang',
  上海市: 'Shanghai',
  江苏省: 'Jiangsu',
  浙江省: 'Zhejiang',
  安徽省: 'Anhui',
  福建省: 'Fujian',
  江西省: 'Jiangxi',
  山东省: 'Shandong',
  河南省: 'Henan',
  湖北省: 'Hubei',
  湖南省: 'Hunan',
  广东省: 'Guangdong',
  广西壮族自治区: 'Guangxi',
  海南省: 'Hainan',
  重庆市: 'Chongqing',
  四川省: 'Sichuan',
  贵州省: 'Guizhou',
  云南省: 'Yunnan',
  西藏自治区: 'Tibet',
  陕西省: 'Shaanxi',
  甘肃省: 'Gansu',
  青海省: 'Qinghai',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  台湾省: 'Taiwan',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
}

/**
 * Lower-level names written in a customary form rather than in pinyin, by "parent/name" (names
 * repeat across the country: 连江县 is Lienchiang in Taiwan, Lianjiang in Fujian) or by name alone.
 */
const CUSTOMARY: Readonly<Record<string, string>> = {
  // Groupings of the service's tree, not places.
  省直辖县: 'Province-administered',
  自治区直辖县级行政区划: 'Region-administered',
  '重庆市/县': 'Counties',
  // Taiwan: cities and counties as written there.
  '台湾省/台北市': 'Taipei',
  '台湾省/新北市': 'New Taipei',
  '台湾省/桃园市': 'Taoyuan',
  '台湾省/台中市': 'Taichung',
  '台湾省/台南市': 'Tainan',
  '台湾省/高雄市': 'Kaohsiung',
  '台湾省/基隆市': 'Keelung',
  '台湾省/新竹市': 'Hsinchu City',
  '台湾省/嘉义市': 'Chiayi City',
  '台湾省/新竹县': 'Hsinchu County',
  '台湾省/苗栗县': 'Miaoli',
  '台湾省/彰化县': 'Changhua',
  '台湾省/南投县': 'Nantou',
  '台湾省/云林县': 'Yunlin',
  '台湾省/嘉义县': 'Chiayi County',
  '台湾省/屏东县': 'Pingtung',
  '台湾省/宜兰县': 'Yilan',
  '台湾省/花莲县': 'Hualien',
  '台湾省/台东县': 'Taitung',
  '台湾省/澎湖县': 'Penghu',
  '台湾省/金门县': 'Kinmen',
  '台湾省/连江县': 'Lienchiang',
  // Hong Kong and Macao: areas and districts by their official English names.
  '香港特别行政区/香港岛': 'Hong Kong Island',
  '香港特别行政区/九龙': 'Kowloon',
  '香港特别行政区/新界': 'New Territories',
  '香港岛/中西区': 'Central and Western',
  '香港岛/湾仔区': 'Wan Chai',
  '香港岛/东区': 'Eastern',
  '香港岛/南区': 'Southern',
  '九龙/九龙城区': 'Kowloon City',
  '九龙/油尖旺区': 'Yau Tsim Mong',
  '九龙/深水埗区': 'Sham Shui Po',
  '九龙/黄大仙区': 'Wong Tai Sin',
  '九龙/观塘区': 'Kwun Tong',
  '新界/北区': 'North',
  '新界/大埔区': 'Tai Po',
  '新界/沙田区': 'Sha Tin',
  '新界/西贡区': 'Sai Kung',
  '新界/元朗区': 'Yuen Long',
  '新界/屯门区': 'Tuen Mun',
  '新界/荃湾区': 'Tsuen Wan',
  '新界/葵青区': 'Kwai Tsing',
  '新界/离岛区': 'Islands',
  '澳门特别行政区/澳门半岛': 'Macao Peninsula',
  '澳门特别行政区/离岛': 'Islands',
  '澳门半岛/花地玛堂区': 'Our Lady of Fátima',
  '澳门半岛/花王堂区': 'St. Anthony',
  '澳门半岛/望德堂区': 'St. Lazarus',
  '澳门半岛/大堂区': 'Sé',
  '澳门半岛/风顺堂区': 'St. Lawrence',
  '离岛/嘉模堂区': 'Our Lady of Carmel',
  '离岛/路氹填海区': 'Cotai',
  '离岛/圣方济各堂区': 'St. Francis Xavier',
  // Cities and prefectures with a customary form (many are named in Mongolian, Manchu, Uyghur,
  // Kazakh or Tibetan).
  哈尔滨市: 'Harbin',
  齐齐哈尔市: 'Qiqihar',
  阿克苏地区: 'Aksu',
  呼和浩特市: 'Hohhot',
  鄂尔多斯市: 'Ordos',
  呼伦贝尔市: 'Hulunbuir',
  巴彦淖尔市: 'Bayannur',
  乌兰察布市: 'Ulanqab',
  兴安盟: 'Hinggan',
  锡林郭勒盟: 'Xilingol',
  阿拉善盟: 'Alxa',
  乌鲁木齐市: 'Urumqi',
  克拉玛依市: 'Karamay',
  吐鲁番市: 'Turpan',
  博尔塔拉蒙古自治州: 'Bortala',
  巴音郭楞蒙古自治州: 'Bayingolin',
  克孜勒苏柯尔克孜自治州: 'Kizilsu',
  喀什地区: 'Kashgar',
  和田地区: 'Hotan',
  伊犁哈萨克自治州: 'Ili',
  阿勒泰地区: 'Altay',
  拉萨市: 'Lhasa',
  日喀则市: 'Shigatse',
  昌都市: 'Qamdo',
  林芝市: 'Nyingchi',
  那曲市: 'Nagqu',
  阿里地区: 'Ngari',
  果洛藏族自治州: 'Golog',
}

/** Kinds of zones and parks: kept, in English, after the romanized place. Longest first. */
const ZONES: ReadonlyArray<readonly [string, string]> = [
  ['城乡一体化示范区', 'Urban-Rural Integration Demonstration Zone'],
  ['高新技术产业开发区', 'High-tech Industrial Development Zone'],
  ['高技术产业开发区', 'High-tech Industrial Development Zone'],
  ['高新技术产业园区', 'High-tech Industrial Park'],
  ['经济技术开发区', 'Economic and Technological Development Zone'],
  ['经济综合实验区', 'Comprehensive Economic Experimental Zone'],
  ['高新技术开发区', 'High-tech Development Zone'],
  ['循环化工园区', 'Circular Chemical Industrial Park'],
  ['现代产业园区', 'Modern Industrial Park'],
  ['经济开发区', 'Economic Development Zone'],
  ['工业园区', 'Industrial Park'],
  ['开发区', 'Development Zone'],
  ['示范区', 'Demonstration Zone'],
  ['管理区', 'Management Area'],
  ['高新区', 'High-tech Zone'],
  ['生态园', 'Eco-Park'],
  ['矿区', 'Mining District'],
]

/** Generic suffixes dropped before romanizing. Longest first. */
const SUFFIXES = [
  '特别行政区',
  '行政委员会',
  '自治区',
  '自治州',
  '自治县',
  '自治旗',
  '管委会',
  '新区',
  '地区',
  '林区',
  '特区',
  '街道',
  '省',
  '市',
  '区',
  '县',
  '盟',
  '旗',
  '镇',
  '乡',
]

/** Ethnic names in the names of autonomous units (dropped with them: 延边朝鲜族自治州 -> 延边). */
const ETHNIC_GROUP =
  /(?:(?:蒙古|维吾尔|哈萨克|柯尔克孜|塔吉克|锡伯|达斡尔|鄂温克|鄂伦春|土家|布依|朝鲜|哈尼|傈僳|拉祜|纳西|景颇|仫佬|毛南|仡佬|撒拉|裕固|东乡|保安|独龙|普米|阿昌|德昂|布朗|乌孜别克|塔塔尔|俄罗斯|赫哲|门巴|珞巴|基诺)族?|(?:回|藏|苗|彝|壮|满|侗|瑶|白|黎|佤|畲|水|土|羌|怒|京|傣|蒙)族)+$/

/** Readings of place names that differ from the common reading of their characters. */
const READINGS: Readonly<Record<string, string>> = {
  六合: 'lu he',
  大城: 'da cheng',
  民乐: 'min le',
  万柏林: 'wan bai lin',
  歙县: 'she xian',
  泌阳: 'bi yang',
  浚县: 'xun xian',
  乐亭: 'lao ting',
  乐清: 'yue qing',
  单县: 'shan xian',
  洪洞: 'hong tong',
  蔚县: 'yu xian',
  覃塘: 'tan tang',
  筠连: 'jun lian',
  珲春: 'hun chun',
  黄陂: 'huang pi',
  大埔: 'da bu',
  蚌山: 'beng shan',
  中牟: 'zhong mou',
  牟定: 'mou ding',
  涡阳: 'guo yang',
  召陵: 'shao ling',
  繁峙: 'fan shi',
  塘厦: 'tang xia',
}
/** Characters read one way in every place name (都 is du: 成都, 郫都, 都昌). */
const CHARACTER_READINGS: Readonly<Record<string, string>> = { 都: 'du' }

function syllables(text: string): string[] {
  const reading = READINGS[text]
  if (reading) return reading.split(' ')
  const read = pinyin(text, { toneType: 'none', type: 'array' })
  return read.map((syllable, i) => CHARACTER_READINGS[text[i] ?? ''] ?? syllable)
}

/** Syllables as one word: title case, an apostrophe before a, o or e (Xi'an, Yan'an). */
function asWord(parts: readonly string[]): string {
  const word = parts
    .map((p, i) => (i > 0 && /^[aoe]/.test(p) ? `'${p}` : p))
    .join('')
    .toLowerCase()
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** The place-name part of a name, without its generic suffix (and ethnic names, if autonomous). */
function placeStem(name: string): string {
  let stem = name
  const suffix = SUFFIXES.find((s) => name.endsWith(s) && name.length > s.length)
  if (suffix) stem = name.slice(0, -suffix.length)
  if (suffix?.startsWith('自治') || stem.endsWith('族')) {
    const withoutGroup = stem.replace(ETHNIC_GROUP, '')
    if (withoutGroup) stem = withoutGroup
  }
  // A one-syllable place keeps its suffix: 沙县 -> Shaxian, 城区 -> Chengqu.
  return stem.length < 2 ? name : stem
}

/** The romanized name of a place below the province level. */
function romanizeLocal(name: string): string {
  const zone = ZONES.find(([kind]) => name.endsWith(kind))
  if (zone) {
    const place = name.slice(0, -zone[0].length)
    return place ? `${romanizeLocal(place)} ${zone[1]}` : zone[1]
  }
  const stem = placeStem(name)
  return asWord(syllables(stem))
}

/**
 * The romanized name of a region: `parent` is the name of the region it belongs to (none for a
 * province-level unit).
 */
export function romanizeRegion(name: string, parent?: string): string {
  if (parent === undefined) return PROVINCES[name] ?? romanizeLocal(name)
  return CUSTOMARY[`${parent}/${name}`] ?? CUSTOMARY[name] ?? romanizeLocal(name)
}

/** The kind of a unit, added when two places of one parent would read alike (临夏市, 临夏县). */
const KINDS: ReadonlyArray<readonly [string, string]> = [
  ['新区', 'New Area'],
  ['街道', 'Subdistrict'],
  ['市', 'City'],
  ['县', 'County'],
  ['区', 'District'],
  ['镇', 'Town'],
  ['乡', 'Township'],
]

function withLatin(nodes: readonly Region[], parent?: string): PickerRegion[] {
  const names = nodes.map((node) => romanizeRegion(node.name, parent))
  const count = new Map<string, number>()
  for (const latin of names) count.set(latin, (count.get(latin) ?? 0) + 1)
  return nodes.map((node, i) => {
    let latin = names[i]!
    const kind = KINDS.find(([suffix]) => node.name.endsWith(suffix))
    if (count.get(latin)! > 1 && kind) latin = `${latin} ${kind[1]}`
    return {
      ...node,
      latin,
      ...(node.children ? { children: withLatin(node.children, node.name) } : {}),
    }
  })
}

/** Every name of the tree, depth first. */
function allNames(nodes: readonly Region[], into: string[] = []): string[] {
  for (const node of nodes) {
    into.push(node.name)
    if (node.children) allNames(node.children, into)
  }
  return into
}

/**
 * Traditional forms the character-level conversion gets wrong (it picks 裡, 幹, 嶽 where these
 * names keep 里, 干, 岳).
 */
const TRADITIONAL_PLACES: Readonly<Record<string, string>> = {
  湖里区: '湖里區',
  新干县: '新干縣',
  岳西县: '岳西縣',
  岳池县: '岳池縣',
  岳普湖县: '岳普湖縣',
}

function withTraditional(tree: readonly Region[]): PickerRegion[] {
  const names = allNames(tree)
  const converted = placeNamesInReaderScript('zh-TW', names)
  const traditional = new Map(
    names.map((name, i) => [name, TRADITIONAL_PLACES[name] ?? converted[i] ?? name]),
  )
  const label = (nodes: readonly Region[]): PickerRegion[] =>
    nodes.map((node) => {
      const display = traditional.get(node.name) ?? node.name
      return {
        ...node,
        ...(display !== node.name ? { display } : {}),
        ...(node.children ? { children: label(node.children) } : {}),
      }
    })
  return label(tree)
}

/** Labelled trees, made once per tree the cache hands out (it refreshes every few hours). */
const labelled = new WeakMap<readonly Region[], Partial<Record<RegionVariant, PickerRegion[]>>>()

/** The region tree with the labels of `variant`'s readers (`hans`: the tree as it is). */
export function labelRegions(tree: readonly Region[], variant: RegionVariant): PickerRegion[] {
  if (variant === 'hans') return tree as PickerRegion[]
  const known = labelled.get(tree) ?? {}
  labelled.set(tree, known)
  known[variant] ??= variant === 'latin' ? withLatin(tree) : withTraditional(tree)
  return known[variant]
}
