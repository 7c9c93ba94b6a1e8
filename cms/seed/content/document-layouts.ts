/**
 * The pages of the download documents beyond their running text: key figures, specification
 * tables and dimensioned drawings. The figures are the site's (app/domains/products/
 * equipment-copy.server.ts and the messages' `spec_*` words);
 * app/domains/products/document-facts.test.ts checks that the values of both agree.
 */
import type {
  Bilingual,
  DocumentLanguage,
  SeedKeyFigure,
  SeedLayout,
  SeedSpecRow,
  SeedSpecTable,
  SheetText,
} from '../types'

const locales: Record<DocumentLanguage, string> = { en: 'en', zh: 'zh-CN' }
const formats = new Map<string, Intl.NumberFormat>()
function format(language: DocumentLanguage, decimals: number, sign = false) {
  const key = `${language} ${decimals} ${sign}`
  let f = formats.get(key)
  if (!f)
    formats.set(
      key,
      (f = new Intl.NumberFormat(locales[language], {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        ...(sign ? { signDisplay: 'exceptZero' as const } : {}),
      })),
    )
  return f
}

/**
 * The parts as text, a minus written as the minus sign (U+2212) where Intl writes the
 * hyphen-minus, as the site does (app/i18n/formatters.ts); the English PDFs' WinAnsi fonts print
 * it as "-" (toPdfText).
 */
const minus = (parts: Intl.NumberFormatPart[]) =>
  parts.map((p) => (p.type === 'minusSign' && p.value === '-' ? '\u2212' : p.value)).join('')

/** A number: "1,500", "2.0". */
export const n =
  (value: number, decimals = 0): SheetText =>
  (language) =>
    minus(format(language, decimals).formatToParts(value))
/** A range: "20–25" (en), "20-25" (zh), as Intl writes it. */
const range =
  (from: number, to: number): SheetText =>
  (language) =>
    format(language, 0).formatRange(from, to)
/** A signed range of temperatures: "+5 – +40", "−30 – +40". */
const signed =
  (from: number, to: number): SheetText =>
  (language) =>
    minus(format(language, 0, true).formatRangeToParts(from, to))
/** A tolerance: "±3". */
const pm =
  (value: number): SheetText =>
  (language) =>
    `±${format(language, 0).format(value)}`
/** Dimensions: "1,200 × 1,000". */
const dims =
  (...values: number[]): SheetText =>
  (language) =>
    values.map((v) => format(language, 0).format(v)).join(' × ')
/** Two values of one row ("loaded / empty"). */
const pair =
  (a: SheetText, b: SheetText): SheetText =>
  (language) =>
    `${a(language)} / ${b(language)}`
/** Words in each language. */
const words =
  (text: Bilingual<string>): SheetText =>
  (language) =>
    text[language]
/** A name or standard, the same in every language. */
const literal =
  (text: string): SheetText =>
  () =>
    text
const same = (count: number, value: SheetText): SheetText[] =>
  Array.from({ length: count }, () => value)
const battery = (volts: number, ampereHours: number) =>
  literal(`${volts} V LiFePO4 · ${ampereHours} Ah`)

/** The row labels and words, as the site's messages write them (`spec_*`, en and zh-CN). */
const label = {
  ratedLoad: { en: 'Rated load', zh: '额定载重' },
  liftStroke: { en: 'Lifting stroke', zh: '顶升行程' },
  liftHeight: { en: 'Lift height', zh: '起升高度' },
  dimensions: { en: 'Dimensions (L × W × H)', zh: '外形尺寸（长 × 宽 × 高）' },
  selfWeight: { en: 'Self-weight', zh: '自重' },
  loadHandling: { en: 'Load handling', zh: '取放货方式' },
  loadUnit: { en: 'Load unit', zh: '货物单元' },
  travelSpeed: { en: 'Travel speed', zh: '行走速度' },
  travelSpeedLe: { en: 'Travel speed (loaded / empty)', zh: '行驶速度（满载/空载）' },
  travelAccel: { en: 'Travel acceleration', zh: '行走加速度' },
  liftSpeed: { en: 'Lifting speed', zh: '升降速度' },
  forkSpeed: { en: 'Fork speed (loaded / empty)', zh: '货叉速度（满载/空载）' },
  turning: { en: 'Turning', zh: '转向方式' },
  navigation: { en: 'Navigation', zh: '导航方式' },
  accuracy: { en: 'Positioning accuracy', zh: '定位精度' },
  sensing: { en: 'Position measurement', zh: '位置检测方式' },
  battery: { en: 'Battery', zh: '电池' },
  runtime: { en: 'Runtime per charge', zh: '单次充电续航时间' },
  charging: { en: 'Charging', zh: '充电方式' },
  drive: { en: 'Drives', zh: '驱动方式' },
  power: { en: 'Power supply', zh: '供电方式' },
  temperature: { en: 'Operating temperature', zh: '工作温度' },
  safety: { en: 'Safety standard', zh: '安全标准' },
  agvJobs: { en: 'Typical transport jobs per vehicle and hour', zh: '单车每小时典型搬运任务数' },
  craneCycles: {
    en: 'Typical cycles per hour (100 m aisle)',
    zh: '每小时典型作业循环次数（巷道长 100 m）',
  },
  interface: { en: 'Control interface', zh: '控制接口' },
  transferHeight: { en: 'Transfer height', zh: '对接高度' },
} satisfies Record<string, Bilingual<string>>

const value = {
  qrOrSlam: { en: 'QR code + inertial, or laser SLAM', zh: '二维码 + 惯性导航，或激光 SLAM' },
  laserSlam: { en: 'Laser SLAM', zh: '激光 SLAM' },
  reflector: { en: 'Laser reflectors', zh: '激光反射板' },
  rotate: { en: 'Rotation on the spot', zh: '原地旋转' },
  omni: { en: 'Omnidirectional (crab and diagonal)', zh: '全向移动（横移、斜行）' },
  slamQr: { en: 'Laser SLAM + floor QR codes', zh: '激光 SLAM + 地面二维码' },
  ackermann: { en: 'Single steered drive wheel', zh: '单舵轮驱动' },
  autoCharge: {
    en: 'Automatic opportunity charging, 80% in 1 hr',
    zh: '自动机会充电，1小时内充至80%',
  },
  jacking: { en: 'Lifting plate with rack rotation', zh: '顶升盘，货架可旋转' },
  forks: { en: 'Pallet forks with pocket detection', zh: '托盘货叉，带叉孔识别' },
  rollers: { en: 'Powered roller deck, two-way transfer', zh: '动力辊筒台，双向移载' },
  telescopic: { en: 'Telescopic forks, single- or double-deep', zh: '伸缩货叉，单深位或双深位' },
  miniloadLhd: {
    en: 'Telescopic arms or belt, one or two devices',
    zh: '伸缩臂式或皮带式，单工位或双工位',
  },
  laserBarcode: {
    en: 'Laser distance meter (travel), barcode tape (lift)',
    zh: '激光测距仪（行走），条码带（升降）',
  },
  servoDc: {
    en: 'Servo drives on a common DC bus with energy feedback',
    zh: '伺服驱动，共直流母线，带能量回馈',
  },
  conductor: { en: '400 V, 3 phase, 50 Hz via conductor rail', zh: '400 V 三相 50 Hz，滑触线供电' },
  dualCycles: { en: 'dual cycles', zh: '次复合循环' },
  singleCycles: { en: 'single cycles', zh: '次单一循环' },
} satisfies Record<string, Bilingual<string>>

const group = {
  load: { en: 'Load and dimensions', zh: '载荷与尺寸' },
  motion: { en: 'Motion and accuracy', zh: '运动与精度' },
  energy: { en: 'Energy and drive', zh: '能源与驱动' },
  safety: { en: 'Safety and performance', zh: '安全与性能' },
} satisfies Record<string, Bilingual<string>>

const row = (l: Bilingual<string>, unit: string | undefined, values: SheetText[]): SeedSpecRow =>
  unit ? { label: l, unit, values } : { label: l, values }
const cycles =
  (count: number, kind: Bilingual<string>): SheetText =>
  (language) =>
    language === 'zh' ? `${n(count)(language)} ${kind.zh}` : `${n(count)(language)} ${kind.en}`
const figure = (v: SheetText, unit: string | undefined, l: Bilingual<string>): SeedKeyFigure =>
  unit ? { value: v, unit, label: l } : { value: v, label: l }

/** A table of main dimensions: one group of rows, the letters as on the drawing. */
const dimensionTable = (
  models: string[],
  title: Bilingual<string>,
  rows: SeedSpecRow[],
): SeedSpecTable => ({
  caption: { en: 'Main dimensions', zh: '主要尺寸' },
  models,
  groups: [{ title, rows }],
})

/** Stacker cranes: SC-P, SC-D, SC-M1, SC-M2 (the site's stacker crane page). */
const stackerTable: SeedSpecTable = {
  caption: { en: 'SC series stacker cranes', zh: 'SC系列堆垛机' },
  models: ['SC-P', 'SC-D', 'SC-M1', 'SC-M2'],
  groups: [
    {
      title: group.load,
      rows: [
        row(label.ratedLoad, 'kg', [n(1500), n(3000), n(50), dims(2, 50)]),
        row(label.liftHeight, 'm', [n(24), n(40), n(20), n(20)]),
        row(label.loadUnit, 'mm', [
          dims(1200, 1000),
          dims(1500, 1200),
          ...same(2, pair(dims(300, 200), dims(800, 600))),
        ]),
        row(label.loadHandling, undefined, [
          ...same(2, words(value.telescopic)),
          ...same(2, words(value.miniloadLhd)),
        ]),
      ],
    },
    {
      title: group.motion,
      rows: [
        row(label.travelSpeed, 'm/s', [n(4, 1), n(3.3, 1), n(5, 1), n(5, 1)]),
        row(label.travelAccel, 'm/s²', [n(0.5, 1), n(0.4, 1), n(2, 1), n(2, 1)]),
        row(label.liftSpeed, 'm/s', [n(1.5, 1), n(1, 1), n(3, 1), n(3, 1)]),
        row(label.forkSpeed, 'm/s', [pair(n(0.67, 2), n(1, 2)), pair(n(0.5, 2), n(0.8, 2))]),
        row(label.accuracy, 'mm', [pm(3), pm(3), pm(2), pm(2)]),
        row(label.sensing, undefined, same(4, words(value.laserBarcode))),
      ],
    },
    {
      title: group.energy,
      rows: [
        row(label.drive, undefined, same(4, words(value.servoDc))),
        row(label.power, undefined, same(4, words(value.conductor))),
        row(label.temperature, '°C', [
          signed(5, 40),
          signed(-30, 40),
          signed(5, 40),
          signed(5, 40),
        ]),
      ],
    },
    {
      title: group.safety,
      rows: [
        row(label.safety, undefined, same(4, literal('ISO 13849-1 PL d · EN 528'))),
        row(label.craneCycles, undefined, [
          cycles(40, value.dualCycles),
          cycles(32, value.dualCycles),
          cycles(110, value.singleCycles),
          cycles(160, value.singleCycles),
        ]),
        row(label.interface, undefined, same(4, literal('PROFINET'))),
      ],
    },
  ],
}

const craneDimensions = dimensionTable(
  ['SC-P', 'SC-D', 'SC-M'],
  { en: 'Crane and aisle', zh: '堆垛机与巷道' },
  [
    row({ en: 'Crane length (A)', zh: '整机长度（A）' }, 'mm', [n(3800), n(4600), n(2600)]),
    row({ en: 'Wheel base (B)', zh: '轮距（B）' }, 'mm', [n(3200), n(3900), n(2100)]),
    row({ en: 'Aisle width (C)', zh: '巷道宽度（C）' }, 'mm', [n(1500), n(1800), n(1000)]),
    row({ en: 'Lowest load level (D)', zh: '最低货位高度（D）' }, 'mm', [n(650), n(750), n(450)]),
    row({ en: 'Top approach (E)', zh: '顶部极限尺寸（E）' }, 'mm', [n(1450), n(1550), n(1150)]),
    row({ en: 'Overall height, max. (H)', zh: '整机最大高度（H）' }, 'mm', [
      n(26100),
      n(42300),
      n(21600),
    ]),
  ],
)

/** AGV / AMR: the jacking, forklift and roller-top families (the site's AGV page). */
const jackingTable: SeedSpecTable = {
  caption: { en: 'Jacking and roller-top AMR', zh: '潜伏顶升式与辊筒式AMR' },
  models: ['SB-L600', 'SB-L1500', 'SB-R300'],
  groups: [
    {
      title: group.load,
      rows: [
        row(label.ratedLoad, 'kg', [n(600), n(1500), n(300)]),
        row(label.loadHandling, undefined, [
          words(value.jacking),
          words(value.jacking),
          words(value.rollers),
        ]),
        row(label.liftStroke, 'mm', [n(60), n(60), () => '–']),
        row(label.transferHeight, 'mm', [() => '–', () => '–', range(600, 900)]),
        row(label.dimensions, 'mm', [
          dims(960, 700, 320),
          dims(1250, 950, 360),
          dims(1200, 800, 600),
        ]),
        row(label.selfWeight, 'kg', [n(160), n(310), n(280)]),
      ],
    },
    {
      title: group.motion,
      rows: [
        row(label.travelSpeed, 'm/s', [n(2, 1), n(1.5, 1), n(1.5, 1)]),
        row(label.turning, undefined, same(3, words(value.rotate))),
        row(label.navigation, undefined, [
          words(value.qrOrSlam),
          words(value.qrOrSlam),
          words(value.laserSlam),
        ]),
        row(label.accuracy, 'mm', [pair(pm(10), pm(15)), pair(pm(10), pm(15)), pm(5)]),
      ],
    },
    {
      title: group.energy,
      rows: [
        row(label.battery, undefined, [battery(48, 40), battery(48, 60), battery(48, 60)]),
        row(label.runtime, 'h', same(3, n(8))),
        row(label.charging, undefined, same(3, words(value.autoCharge))),
      ],
    },
    {
      title: group.safety,
      rows: [
        row(label.safety, undefined, same(3, literal('ISO 3691-4 · PL d'))),
        row(label.agvJobs, undefined, [n(40), n(30), n(60)]),
        row(label.interface, undefined, same(3, literal('VDA 5050 · REST'))),
      ],
    },
  ],
}

const forkliftTable: SeedSpecTable = {
  caption: { en: 'Forklift AGV', zh: '叉车式AGV' },
  models: ['SB-F16', 'SB-F16T'],
  groups: [
    {
      title: group.load,
      rows: [
        row(label.ratedLoad, 'kg', same(2, n(1600))),
        row(label.loadHandling, undefined, same(2, words(value.forks))),
        row(label.liftHeight, 'mm', [n(3000), n(4500)]),
        row(label.dimensions, 'mm', [dims(2100, 1000, 2050), dims(2100, 1000, 2250)]),
        row(label.selfWeight, 'kg', [n(1950), n(2100)]),
      ],
    },
    {
      title: group.motion,
      rows: [
        row(label.travelSpeedLe, 'm/s', same(2, pair(n(1.2, 1), n(1.5, 1)))),
        row(label.liftSpeed, 'm/s', [n(0.25, 2), n(0.22, 2)]),
        row(label.turning, undefined, same(2, words(value.ackermann))),
        row(label.navigation, undefined, same(2, words(value.reflector))),
        row(label.accuracy, 'mm', same(2, pm(10))),
      ],
    },
    {
      title: group.energy,
      rows: [
        row(label.battery, undefined, same(2, battery(48, 205))),
        row(label.runtime, 'h', same(2, n(8))),
        row(label.charging, undefined, same(2, words(value.autoCharge))),
      ],
    },
    {
      title: group.safety,
      rows: [
        row(label.safety, undefined, same(2, literal('ISO 3691-4 · PL d'))),
        row(label.agvJobs, undefined, [range(20, 25), range(18, 22)]),
        row(label.interface, undefined, same(2, literal('VDA 5050 · REST'))),
      ],
    },
  ],
}

const heavyTable: SeedSpecTable = {
  caption: { en: 'Heavy-load AGV', zh: '重载AGV' },
  models: ['SB-H3000', 'SB-H5000'],
  groups: [
    {
      title: group.load,
      rows: [
        row(label.ratedLoad, 'kg', [n(3000), n(5000)]),
        row(label.liftStroke, 'mm', same(2, n(80))),
        row(label.dimensions, 'mm', [dims(2400, 1600, 400), dims(3000, 2000, 450)]),
        row(label.selfWeight, 'kg', [n(1100), n(1650)]),
      ],
    },
    {
      title: group.motion,
      rows: [
        row(label.travelSpeed, 'm/s', [n(1, 1), n(0.8, 1)]),
        row(label.turning, undefined, same(2, words(value.omni))),
        row(label.navigation, undefined, same(2, words(value.slamQr))),
        row(label.accuracy, 'mm', same(2, pm(5))),
      ],
    },
    {
      title: group.energy,
      rows: [
        row(label.battery, undefined, [battery(72, 150), battery(72, 200)]),
        row(label.runtime, 'h', same(2, n(6))),
        row(label.charging, undefined, same(2, words(value.autoCharge))),
      ],
    },
    {
      title: group.safety,
      rows: [
        row(label.safety, undefined, same(2, literal('ISO 3691-4 · PL d'))),
        row(label.agvJobs, undefined, [n(12), n(10)]),
        row(label.interface, undefined, same(2, literal('VDA 5050 · REST'))),
      ],
    },
  ],
}

const agvDimensions = dimensionTable(
  ['SB-L600', 'SB-L1500', 'SB-R300'],
  { en: 'Vehicle', zh: '车体' },
  [
    row({ en: 'Length (L)', zh: '长度（L）' }, 'mm', [n(960), n(1250), n(1200)]),
    row({ en: 'Width (W)', zh: '宽度（W）' }, 'mm', [n(700), n(950), n(800)]),
    row({ en: 'Height (H)', zh: '高度（H）' }, 'mm', [n(320), n(360), n(600)]),
    row({ en: 'Turning circle (D)', zh: '回转直径（D）' }, 'mm', [n(1190), n(1570), n(1450)]),
  ],
)

/** Four-way shuttles and lifts (the data sheet's own figures; the site names the system only). */
const shuttleTable: SeedSpecTable = {
  caption: { en: 'FS-1500 shuttle and FL-1500 lift', zh: 'FS-1500穿梭车与FL-1500提升机' },
  models: ['FS-1500', 'FL-1500'],
  groups: [
    {
      title: group.load,
      rows: [
        row(label.ratedLoad, 'kg', [n(1500), n(1500)]),
        row(label.loadUnit, 'mm', same(2, dims(1200, 1000))),
        row(label.liftStroke, 'mm', [n(30), () => '–']),
        row(label.liftHeight, 'm', [() => '–', n(30)]),
        row(label.dimensions, 'mm', [dims(1200, 1000, 160), dims(2600, 1900, 30500)]),
      ],
    },
    {
      title: group.motion,
      rows: [
        row(label.travelSpeedLe, 'm/s', [pair(n(1.2, 1), n(1.5, 1)), () => '–']),
        row(label.liftSpeed, 'm/s', [() => '–', n(1, 1)]),
        row(label.travelAccel, 'm/s²', [n(0.5, 1), () => '–']),
        row({ en: 'Change of direction', zh: '换向时间' }, 's', [n(3), () => '–']),
        row(label.accuracy, 'mm', [pm(2), pm(2)]),
      ],
    },
    {
      title: group.energy,
      rows: [
        row(label.battery, undefined, [battery(48, 80), () => '–']),
        row(label.charging, undefined, [
          words({
            en: 'Automatic, charging points at the rack ends',
            zh: '自动充电，充电点设在货架端部',
          }),
          () => '–',
        ]),
        row(label.power, undefined, [() => '–', words(value.conductor)]),
        row(label.temperature, '°C', [signed(-25, 40), signed(-25, 40)]),
      ],
    },
    {
      title: group.safety,
      rows: [
        row(label.safety, undefined, same(2, literal('ISO 13849-1 PL d'))),
        row(
          {
            en: 'Module throughput (2 lifts, 8 shuttles)',
            zh: '模块作业能力（2台提升机、8台穿梭车）',
          },
          undefined,
          same(2, (language) => (language === 'zh' ? '200 托/小时' : '200 pallets/h')),
        ),
        row(label.interface, undefined, same(2, literal('PROFINET'))),
      ],
    },
  ],
}

const shuttleDimensions = dimensionTable(['FS-1500'], { en: 'Shuttle', zh: '穿梭车' }, [
  row({ en: 'Length (L)', zh: '长度（L）' }, 'mm', [n(1200)]),
  row({ en: 'Width (W)', zh: '宽度（W）' }, 'mm', [n(1000)]),
  row({ en: 'Height, lowered (H)', zh: '高度，未顶升（H）' }, 'mm', [n(160)]),
  row({ en: 'Lifting stroke (S)', zh: '顶升行程（S）' }, 'mm', [n(30)]),
])

/** The brochure's range: one row per family, its key figures. */
const brochureRange: SeedSpecTable = {
  caption: { en: 'The equipment range at a glance', zh: '设备产品一览' },
  models: [
    { en: 'Rated load (kg)', zh: '额定载重（kg）' },
    { en: 'Lift height (m)', zh: '起升高度（m）' },
    { en: 'Max. speed (m/s)', zh: '最高速度（m/s）' },
    { en: 'Accuracy (mm)', zh: '定位精度（mm）' },
  ],
  groups: [
    {
      title: { en: 'Stacker cranes', zh: '堆垛机' },
      rows: [
        row({ en: 'SC-P single-mast pallet crane', zh: 'SC-P单立柱托盘堆垛机' }, undefined, [
          n(1500),
          n(24),
          n(4, 1),
          pm(3),
        ]),
        row({ en: 'SC-D double-mast pallet crane', zh: 'SC-D双立柱托盘堆垛机' }, undefined, [
          n(3000),
          n(40),
          n(3.3, 1),
          pm(3),
        ]),
        row({ en: 'SC-M miniload crane', zh: 'SC-M料箱堆垛机' }, undefined, [
          n(50),
          n(20),
          n(5, 1),
          pm(2),
        ]),
      ],
    },
    {
      title: { en: 'Mobile robots', zh: '移动机器人' },
      rows: [
        row(
          { en: 'SB-L600 / SB-L1500 jacking AMR', zh: 'SB-L600/SB-L1500潜伏顶升式AMR' },
          undefined,
          [range(600, 1500), () => '–', n(2, 1), pm(10)],
        ),
        row({ en: 'SB-F16 forklift AGV', zh: 'SB-F16叉车式AGV' }, undefined, [
          n(1600),
          n(4.5, 1),
          n(1.5, 1),
          pm(10),
        ]),
        row({ en: 'SB-R300 roller-top AMR', zh: 'SB-R300辊筒式AMR' }, undefined, [
          n(300),
          () => '–',
          n(1.5, 1),
          pm(5),
        ]),
      ],
    },
    {
      title: { en: 'Dense storage', zh: '密集存储' },
      rows: [
        row({ en: 'FS-1500 four-way shuttle', zh: 'FS-1500四向穿梭车' }, undefined, [
          n(1500),
          () => '–',
          n(1.5, 1),
          pm(2),
        ]),
        row({ en: 'FL-1500 vertical lift', zh: 'FL-1500提升机' }, undefined, [
          n(1500),
          n(30),
          n(1, 1),
          pm(2),
        ]),
      ],
    },
  ],
}

/** The brochure's software platform: one row per product, what it does. */
const softwareTable: SeedSpecTable = {
  caption: { en: 'One software platform', zh: '一体化软件平台' },
  models: [{ en: 'What it does', zh: '功能' }],
  groups: [
    {
      title: { en: 'Software', zh: '软件' },
      rows: [
        row({ en: 'StarOS WMS Cloud', zh: 'StarOS WMS Cloud' }, undefined, [
          words({
            en: 'Inventory, orders, slotting and waves',
            zh: '库存、订单、储位分配与波次管理',
          }),
        ]),
        row({ en: 'StarWCS Control', zh: 'StarWCS Control' }, undefined, [
          words({
            en: 'Drives cranes, shuttles, conveyors and sorters',
            zh: '驱动堆垛机、穿梭车、输送与分拣设备',
          }),
        ]),
        row({ en: 'Fleet Scheduler', zh: 'Fleet Scheduler' }, undefined, [
          words({
            en: 'Routes and charges up to 500 mobile robots per site',
            zh: '单站点调度并管理多达500台移动机器人的充电',
          }),
        ]),
        row({ en: 'Digital Twin Studio', zh: 'Digital Twin Studio' }, undefined, [
          words({
            en: 'Mirrors the live plant in 3D; simulation and virtual commissioning',
            zh: '以3D实时映射现场；仿真与虚拟调试',
          }),
        ]),
        row({ en: 'Insight BI', zh: 'Insight BI' }, undefined, [
          words({
            en: 'Throughput, availability and energy per order, every day',
            zh: '每日呈现作业量、设备可用率及单均能耗',
          }),
        ]),
      ],
    },
  ],
}

export const layouts = {
  brochure: {
    kind: 'brochure',
    view: 'warehouse',
    figures: [
      figure(literal('2003'), undefined, { en: 'founded in Shenzhen', zh: '创立于深圳' }),
      figure(n(1200), '+', { en: 'systems delivered', zh: '套系统交付' }),
      figure(n(2600), undefined, { en: 'employees', zh: '名员工' }),
      figure(n(480), '+', { en: 'patents and copyrights', zh: '项专利及软件著作权' }),
    ],
    tables: [brochureRange, softwareTable],
    drawing: {
      kind: 'stacker',
      caption: { en: 'A typical high-bay aisle', zh: '典型高架库巷道' },
      subject: {
        en: 'SC-P single-mast stacker crane in a 1,500 mm aisle, single-deep racking',
        zh: 'SC-P单立柱堆垛机，巷道宽1500 mm，单深位货架',
      },
      size: {
        length: 3800,
        wheelBase: 3200,
        aisle: 1500,
        lowest: 650,
        top: 1450,
        height: 26100,
        rack: 1100,
      },
      table: craneDimensions,
    },
  },
  stacker: {
    kind: 'datasheet',
    view: 'stacker',
    figures: [
      figure(n(40), 'm', { en: 'lift height (SC-D)', zh: '最大起升高度（SC-D）' }),
      figure(n(3000), 'kg', { en: 'rated load (SC-D)', zh: '最大额定载重（SC-D）' }),
      figure(n(5, 1), 'm/s', { en: 'travel speed (SC-M)', zh: '最高行走速度（SC-M）' }),
      figure(pm(2), 'mm', { en: 'positioning accuracy', zh: '定位精度' }),
    ],
    tables: [stackerTable],
    drawing: {
      kind: 'stacker',
      caption: { en: 'Elevation and aisle plan', zh: '立面图与巷道平面图' },
      subject: {
        en: 'SC-P single-mast pallet crane, single-deep racking',
        zh: 'SC-P单立柱托盘堆垛机，单深位货架',
      },
      size: {
        length: 3800,
        wheelBase: 3200,
        aisle: 1500,
        lowest: 650,
        top: 1450,
        height: 26100,
        rack: 1100,
      },
      table: craneDimensions,
    },
  },
  agv: {
    kind: 'datasheet',
    view: 'agv',
    figures: [
      figure(n(5000), 'kg', { en: 'rated load (SB-H5000)', zh: '最大额定载重（SB-H5000）' }),
      figure(n(2, 1), 'm/s', { en: 'travel speed (SB-L600)', zh: '最高行走速度（SB-L600）' }),
      figure(pm(5), 'mm', { en: 'transfer accuracy (SB-R300)', zh: '移载精度（SB-R300）' }),
      figure(n(500), undefined, { en: 'vehicles per site', zh: '单站点最多调度车辆' }),
    ],
    tables: [jackingTable, forkliftTable, heavyTable],
    drawing: {
      kind: 'vehicle',
      variant: 'agv',
      caption: { en: 'Plan and side elevation', zh: '俯视图与侧视图' },
      subject: { en: 'SB-L1500 jacking AMR', zh: 'SB-L1500潜伏顶升式AMR' },
      size: { length: 1250, width: 950, height: 360, stroke: 60, circle: 1570, plate: 800 },
      table: agvDimensions,
    },
  },
  shuttle: {
    kind: 'datasheet',
    view: 'shuttle',
    figures: [
      figure(n(1500), 'kg', { en: 'rated load', zh: '额定载重' }),
      figure(n(200), undefined, { en: 'pallets per hour and module', zh: '托/小时（单模块）' }),
      figure(range(20, 40), '%', { en: 'more storage density', zh: '存储密度提升' }),
      figure(n(-25), '°C', { en: 'cold-store version', zh: '冷库版本' }),
    ],
    tables: [shuttleTable],
    drawing: {
      kind: 'vehicle',
      variant: 'shuttle',
      caption: { en: 'Plan and side elevation', zh: '俯视图与侧视图' },
      subject: { en: 'FS-1500 four-way shuttle', zh: 'FS-1500四向穿梭车' },
      size: { length: 1200, width: 1000, height: 160, stroke: 30, plate: 900 },
      table: shuttleDimensions,
    },
  },
  coldChain: {
    kind: 'white-paper',
    view: 'shuttle',
    figures: [
      figure(n(-25), '°C', { en: 'a working day in the freezer', zh: '冷冻区作业环境' }),
      figure(range(15, 20), '%', { en: 'spare throughput to plan', zh: '建议预留吞吐余量' }),
      figure(n(3), undefined, { en: 'temperature zones at least', zh: '个温区（至少）' }),
    ],
    tables: [],
  },
  digitalTwin: {
    kind: 'white-paper',
    view: 'warehouse',
    figures: [
      figure(range(5, 10), '%', { en: 'of item dimensions wrong', zh: '物料尺寸数据缺失或有误' }),
      figure(n(12), undefined, {
        en: 'months of raw events to keep',
        zh: '个月原始事件数据（至少保留）',
      }),
      figure(range(20, 30), '%', { en: 'shorter commissioning', zh: '现场调试时间缩短' }),
    ],
    tables: [],
  },
} satisfies Record<string, SeedLayout>
