/**
 * The pages of the download documents beyond their running text: key figures, specification
 * tables and dimensioned drawings. The equipment's tables, key figures and the dimensions they
 * share with the drawings are the specification dataset's (specifications/, ADR 045), which the
 * product pages show too: its values written here in English and Chinese, its labels and words
 * the site's messages in those languages (messages/en.json, messages/zh-CN.json). The four-way
 * shuttle's sheet and the drawings' own dimensions are the documents' alone. Values are written
 * by ./sheet-text.ts.
 */
import {
  agvFamilies,
  figureOf,
  groups,
  rangeFacts,
  specOf,
  stackerFamilies,
  type Family,
  type Row,
} from '../../../specifications/equipment'
import { battery } from '../../../specifications/values'
import type {
  Bilingual,
  SeedKeyFigure,
  SeedLayout,
  SeedSpecRow,
  SeedSpecTable,
  SheetText,
} from '../types'
import {
  bilingual,
  dims,
  literal,
  n,
  pair,
  phrase,
  pm,
  range,
  sheetText,
  signed,
  symbols,
  words,
} from './sheet-text'

const same = (count: number, value: SheetText): SheetText[] =>
  Array.from({ length: count }, () => value)
const row = (l: Bilingual<string>, unit: string | undefined, values: SheetText[]): SeedSpecRow =>
  unit ? { label: l, unit, values } : { label: l, values }
const figure = (v: SheetText, unit: string | undefined, l: Bilingual<string>): SeedKeyFigure =>
  unit ? { value: v, unit, label: l } : { value: v, label: l }
/** A cell of a model the row does not apply to. */
const none: SheetText = () => '–'
/** A row label or group title of the site's messages (`spec_*`). */
const label = (key: string) => bilingual({ key })

/** A key figure of the dataset: the value of `model` in the row `key`, with the row's unit. */
function specFigure(model: string, key: string, l: Bilingual<string>): SeedKeyFigure {
  const { value, unit } = specOf(model, key)
  return figure(sheetText(value), unit && symbols[unit], l)
}

/**
 * The families' models side by side: each group's rows in the order the families list them, a
 * row of one family only placed before the next row it shares, "–" for the models it does not
 * apply to.
 */
function familyTable(caption: Bilingual<string>, families: readonly Family[]): SeedSpecTable {
  return {
    caption,
    models: families.flatMap((f) => f.models),
    groups: groups
      .map((group) => {
        const merged: Row[] = []
        for (const family of families) {
          const rows = family.rows.filter((r) => r.group === group.id)
          for (const [i, r] of rows.entries()) {
            if (merged.some((m) => m.label.key === r.label.key)) continue
            const next = rows
              .slice(i + 1)
              .map((later) => merged.findIndex((m) => m.label.key === later.label.key))
              .find((at) => at >= 0)
            merged.splice(next ?? merged.length, 0, r)
          }
        }
        return {
          title: label(group.key),
          rows: merged.map((r) =>
            row(
              bilingual(r.label),
              r.unit && symbols[r.unit],
              families.flatMap((family) => {
                const own = family.rows.find((x) => x.label.key === r.label.key)
                return family.models.map((_, i) => (own ? sheetText(own.values[i]!) : none))
              }),
            ),
          ),
        }
      })
      .filter((group) => group.rows.length > 0),
  }
}

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

const family = (id: string) => [...agvFamilies, ...stackerFamilies].find((f) => f.id === id)!

/** Stacker cranes: SC-P, SC-D, SC-M1, SC-M2 (the site's stacker crane page). */
const stackerTable = familyTable(
  { en: 'SC series stacker cranes', zh: 'SC系列堆垛机' },
  stackerFamilies,
)

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
const jackingTable = familyTable(
  { en: 'Jacking and roller-top AMR', zh: '潜伏顶升式与辊筒式AMR' },
  [family('latent'), family('roller')],
)
const forkliftTable = familyTable({ en: 'Forklift AGV', zh: '叉车式AGV' }, [family('forklift')])
const heavyTable = familyTable({ en: 'Heavy-load AGV', zh: '重载AGV' }, [family('heavy')])

/** Length, width and height of a vehicle: its dimensions in the dataset. */
const sizesOf = (model: string) => {
  const { value } = specOf(model, 'spec_dimensions')
  if (value.kind !== 'sizes') throw new Error(`${model}: dimensions are not sizes`)
  const [length = 0, width = 0, height = 0] = value.sizes
  return { length, width, height }
}
const dimensionsOf = (side: 'length' | 'width' | 'height', models: string[]) =>
  models.map((model) => n(sizesOf(model)[side]))

const agvModels = ['SB-L600', 'SB-L1500', 'SB-R300']
const agvDimensions = dimensionTable(agvModels, { en: 'Vehicle', zh: '车体' }, [
  row({ en: 'Length (L)', zh: '长度（L）' }, 'mm', dimensionsOf('length', agvModels)),
  row({ en: 'Width (W)', zh: '宽度（W）' }, 'mm', dimensionsOf('width', agvModels)),
  row({ en: 'Height (H)', zh: '高度（H）' }, 'mm', dimensionsOf('height', agvModels)),
  row({ en: 'Turning circle (D)', zh: '回转直径（D）' }, 'mm', [n(1190), n(1570), n(1450)]),
])

/** Four-way shuttles and lifts (the data sheet's own figures; the site names the system only). */
const shuttleTable: SeedSpecTable = {
  caption: { en: 'FS-1500 shuttle and FL-1500 lift', zh: 'FS-1500穿梭车与FL-1500提升机' },
  models: ['FS-1500', 'FL-1500'],
  groups: [
    {
      title: label('spec_group_load'),
      rows: [
        row(label('spec_rated_load'), 'kg', [n(1500), n(1500)]),
        row(label('spec_load_unit'), 'mm', same(2, dims(1200, 1000))),
        row(label('spec_lift_stroke'), 'mm', [n(30), none]),
        row(label('spec_lift_height'), 'm', [none, n(30)]),
        row(label('spec_dimensions'), 'mm', [dims(1200, 1000, 160), dims(2600, 1900, 30500)]),
      ],
    },
    {
      title: label('spec_group_motion'),
      rows: [
        row(label('spec_travel_speed_le'), 'm/s', [pair(n(1.2, 1), n(1.5, 1)), none]),
        row(label('spec_lift_speed'), 'm/s', [none, n(1, 1)]),
        row(label('spec_travel_accel'), 'm/s²', [n(0.5, 1), none]),
        row({ en: 'Change of direction', zh: '换向时间' }, 's', [n(3), none]),
        row(label('spec_accuracy'), 'mm', [pm(2), pm(2)]),
      ],
    },
    {
      title: label('spec_group_energy'),
      rows: [
        row(label('spec_battery'), undefined, [sheetText(battery(48, 80)), none]),
        row(label('spec_charging'), undefined, [
          words({
            en: 'Automatic, charging points at the rack ends',
            zh: '自动充电，充电点设在货架端部',
          }),
          none,
        ]),
        row(label('spec_power_supply'), undefined, [none, phrase({ key: 'spec_val_conductor' })]),
        row(label('spec_temperature'), '°C', [signed(-25, 40), signed(-25, 40)]),
      ],
    },
    {
      title: label('spec_group_safety'),
      rows: [
        row(label('spec_safety'), undefined, same(2, literal('ISO 13849-1 PL d'))),
        row(
          {
            en: 'Module throughput (2 lifts, 8 shuttles)',
            zh: '模块作业能力（2台提升机、8台穿梭车）',
          },
          undefined,
          same(2, (language) => (language === 'zh' ? '200 托/小时' : '200 pallets/h')),
        ),
        row(label('spec_interface'), undefined, same(2, literal('PROFINET'))),
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

/** A value of the dataset as printed. */
const spec = (model: string, key: string) => sheetText(specOf(model, key).value)
/** One of a row's two values (loaded / empty, QR / SLAM). */
function part(model: string, key: string, which: 'first' | 'second'): SheetText {
  const { value } = specOf(model, key)
  if (value.kind !== 'pair') throw new Error(`${model} ${key} is not a pair`)
  return sheetText(value[which])
}
/** A crane's line in the range table: rated load, lift height, travel speed, accuracy. */
const glance = (model: string) =>
  ['spec_rated_load', 'spec_lift_height', 'spec_travel_speed', 'spec_accuracy'].map((key) =>
    spec(model, key),
  )

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
        row(
          { en: 'SC-P single-mast pallet crane', zh: 'SC-P单立柱托盘堆垛机' },
          undefined,
          glance('SC-P'),
        ),
        row(
          { en: 'SC-D double-mast pallet crane', zh: 'SC-D双立柱托盘堆垛机' },
          undefined,
          glance('SC-D'),
        ),
        row({ en: 'SC-M miniload crane', zh: 'SC-M料箱堆垛机' }, undefined, glance('SC-M1')),
      ],
    },
    {
      title: { en: 'Mobile robots', zh: '移动机器人' },
      rows: [
        row(
          { en: 'SB-L600 / SB-L1500 jacking AMR', zh: 'SB-L600/SB-L1500潜伏顶升式AMR' },
          undefined,
          [
            range(figureOf('SB-L600', 'spec_rated_load'), figureOf('SB-L1500', 'spec_rated_load')),
            none,
            spec('SB-L600', 'spec_travel_speed'),
            part('SB-L600', 'spec_accuracy', 'first'),
          ],
        ),
        row({ en: 'SB-F16 forklift AGV', zh: 'SB-F16叉车式AGV' }, undefined, [
          spec('SB-F16', 'spec_rated_load'),
          // The mast's highest option (SB-F16T), in metres.
          n(figureOf('SB-F16T', 'spec_lift_height') / 1000, 1),
          part('SB-F16', 'spec_travel_speed_le', 'second'),
          spec('SB-F16', 'spec_accuracy'),
        ]),
        row({ en: 'SB-R300 roller-top AMR', zh: 'SB-R300辊筒式AMR' }, undefined, [
          spec('SB-R300', 'spec_rated_load'),
          none,
          spec('SB-R300', 'spec_travel_speed'),
          spec('SB-R300', 'spec_accuracy'),
        ]),
      ],
    },
    {
      title: { en: 'Dense storage', zh: '密集存储' },
      rows: [
        row({ en: 'FS-1500 four-way shuttle', zh: 'FS-1500四向穿梭车' }, undefined, [
          n(1500),
          none,
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
      specFigure('SC-D', 'spec_lift_height', {
        en: 'lift height (SC-D)',
        zh: '最大起升高度（SC-D）',
      }),
      specFigure('SC-D', 'spec_rated_load', {
        en: 'rated load (SC-D)',
        zh: '最大额定载重（SC-D）',
      }),
      specFigure('SC-M1', 'spec_travel_speed', {
        en: 'travel speed (SC-M)',
        zh: '最高行走速度（SC-M）',
      }),
      specFigure('SC-M1', 'spec_accuracy', { en: 'positioning accuracy', zh: '定位精度' }),
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
      specFigure('SB-H5000', 'spec_rated_load', {
        en: 'rated load (SB-H5000)',
        zh: '最大额定载重（SB-H5000）',
      }),
      specFigure('SB-L600', 'spec_travel_speed', {
        en: 'travel speed (SB-L600)',
        zh: '最高行走速度（SB-L600）',
      }),
      specFigure('SB-R300', 'spec_accuracy', {
        en: 'transfer accuracy (SB-R300)',
        zh: '移载精度（SB-R300）',
      }),
      figure(n(rangeFacts.fleetVehiclesPerSite), undefined, {
        en: 'vehicles per site',
        zh: '单站点最多调度车辆',
      }),
    ],
    tables: [jackingTable, forkliftTable, heavyTable],
    drawing: {
      kind: 'vehicle',
      variant: 'agv',
      caption: { en: 'Plan and side elevation', zh: '俯视图与侧视图' },
      subject: { en: 'SB-L1500 jacking AMR', zh: 'SB-L1500潜伏顶升式AMR' },
      size: {
        ...sizesOf('SB-L1500'),
        stroke: figureOf('SB-L1500', 'spec_lift_stroke'),
        circle: 1570,
        plate: 800,
      },
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
