/**
 * Every rendered still: where it goes, which scene and camera it shows, its size, alt text and
 * focal point (what a crop must keep, 0..1 from the left and the top).
 *
 * `site` pictures replace the site's SVG of the same base name (public/illustrations/<name>.svg)
 * and land in assets/renders/site/; `cms` pictures are the content service's covers and
 * posters and land in cms/assets/images/.
 */

import type { RenderedImage } from '../../contract/rendered-image'

export type Shot = { pos: [number, number, number]; look: [number, number, number]; fov?: number }

export interface Still {
  target: 'site' | 'cms'
  name: string
  scene: string
  params?: Record<string, unknown> & { shot?: Shot }
  width: number
  height: number
  focal: { x: number; y: number }
  alt: RenderedImage['alt']
}

const HERO = { width: 1920, height: 1080 }
const CARD = { width: 1200, height: 675 }
const TYPE = { width: 1200, height: 800 }

const site = (
  name: string,
  scene: string,
  params: Still['params'],
  alt: Still['alt'],
  size = HERO,
  focal = { x: 0.5, y: 0.5 },
): Still => ({ target: 'site', name, scene, params, ...size, focal, alt })

const cms = (
  name: string,
  scene: string,
  params: Still['params'],
  alt: Still['alt'],
  focal = { x: 0.5, y: 0.5 },
): Still => ({ target: 'cms', name, scene, params, ...CARD, focal, alt })

const studioShot = (d = 4.2, h = 1.7, look = 0.45): Shot => ({
  pos: [d * 0.78, h, d * 0.92],
  look: [0, look, 0],
})

export const stills: Still[] = [
  // ---- site: heroes
  // (the home page's hero is the hero film's first frame: art/render/hero-film.ts)
  site(
    'product-family',
    'studio',
    {
      seed: 102,
      items: [
        { kind: 'forklift', x: -1.2, z: -1.6, ry: 0.9 },
        { kind: 'heavy', x: -4.4, z: -0.6, ry: 0.5, load: 'module' },
        { kind: 'latent', x: 1.9, z: -0.4, ry: 0.5, withShelf: true },
        { kind: 'roller', x: -1.6, z: 1.6, ry: 0.4 },
        { kind: 'shuttle', x: 1.4, z: 2.4, ry: 0.3 },
      ],
      shot: { pos: [4.6, 2.3, 6.1], look: [-0.4, 0.7, -0.45] },
      fov: 38,
    },
    {
      zh: '星桥智能产品家族：多种 AGV 与四向穿梭车',
      en: 'The Starbridge product family: AGVs of every type and a four-way shuttle',
    },
  ),
  site(
    'agv-hero',
    'fleet',
    { seed: 103, mode: 'pods', shot: { pos: [14, 6.5, 18], look: [-4, 0, -2] } },
    {
      zh: '仓库中运行的潜伏式 AGV 集群',
      en: 'A fleet of latent AGVs moving shelves in a warehouse',
    },
  ),
  site(
    'stacker-hero',
    'aisle',
    {
      seed: 104,
      levels: 11,
      lift: 4,
      double: true,
      craneX: 4.5,
      shot: { pos: [-4.5, 1.2, -0.5], look: [10, 7, 0.2], fov: 56 },
    },
    {
      zh: '托盘立体库巷道中的双立柱堆垛机',
      en: 'A double-mast stacker crane in a pallet high-bay aisle',
    },
  ),
  site(
    'solution-sl',
    'sortation',
    { seed: 105, shot: { pos: [12, 8, 15], look: [-6, 0.5, -3] } },
    {
      zh: '物流中心的输送线与交叉带分拣机',
      en: 'Conveyors and a cross-belt sorter in a distribution centre',
    },
  ),
  site(
    'solution-sp',
    'factory',
    { seed: 106, shot: { pos: [10, 2.6, 4.5], look: [-10, 0.9, -0.5] } },
    {
      zh: '生产车间中为工位配送物料的 AGV',
      en: 'AGVs feeding materials to production cells in a plant',
    },
  ),
  site(
    'solution-sg',
    'park',
    { seed: 107, shot: { pos: [160, 75, 140], look: [0, 5, -10] } },
    {
      zh: '智慧园区：厂房、立体库与物流车辆',
      en: 'A smart industrial park: plants, a high-bay store and logistics traffic',
    },
  ),
  site(
    'service-support',
    'service',
    { seed: 108 },
    { zh: '服务中心内正在检修的 AGV', en: 'AGVs on service stands in a service centre' },
  ),
  site(
    'about-energy',
    'park',
    { seed: 109, shot: { pos: [60, 55, 70], look: [0, 10, -5] }, fov: 32 },
    { zh: '屋顶铺设光伏板的生产基地', en: 'Our production base with solar panels on the roofs' },
    { width: 1280, height: 800 },
  ),
  // ---- site: full-bleed heroes of the landing pages without one (issue 37); the text lies on
  // the left from `lg`, so the subject stands right of the middle
  site(
    'about-hero',
    'park',
    { seed: 120, shot: { pos: [125, 32, 105], look: [-14, 6, 6] }, fov: 36 },
    {
      zh: '星桥智能总部与生产基地：办公楼、厂房与立体库',
      en: 'Starbridge headquarters and production base: offices, plants and a high-bay store',
    },
    HERO,
    { x: 0.6, y: 0.55 },
  ),
  site(
    'investor-hero',
    'park',
    { seed: 121, dusk: true, shot: { pos: [-150, 50, 130], look: [-7, 6, -40] }, fov: 36 },
    { zh: '黄昏时的星桥智能产业园区', en: 'The Starbridge industrial park at dusk' },
    HERO,
    { x: 0.6, y: 0.55 },
  ),
  site(
    'careers-hero',
    'control',
    { seed: 122, shot: { pos: [3.8, 2.1, 6.8], look: [-1.6, 1.7, -5] } },
    {
      zh: '工程师监控车队与数字孪生的控制中心',
      en: 'The control centre where our engineers run fleets and digital twins',
    },
    HERO,
    { x: 0.55, y: 0.5 },
  ),
  site(
    'news-hero',
    'expo',
    { seed: 123, shot: { pos: [12, 3.4, 12], look: [-3.8, 1.6, 1.8] } },
    { zh: '行业展会上的星桥智能展台', en: 'The Starbridge stand at an industry fair' },
    HERO,
    { x: 0.6, y: 0.5 },
  ),
  site(
    'cases-hero',
    'sortation',
    { seed: 124, shot: { pos: [-15, 5.5, 12], look: [3, 1, -3] } },
    {
      zh: '客户物流中心里运行的输送与分拣系统',
      en: 'Conveyors and a sorter running in a customer’s distribution centre',
    },
    HERO,
    { x: 0.6, y: 0.5 },
  ),
  // ---- site: product types (three-quarter studio shots)
  site(
    'agv-latent',
    'studio',
    { seed: 110, product: 'latent', ry: -0.3, shot: studioShot(2.4, 1.2, 0.15), fov: 30 },
    { zh: '潜伏顶升式 AGV', en: 'Latent lifting AGV' },
    TYPE,
  ),
  site(
    'agv-forklift',
    'studio',
    { seed: 111, product: 'forklift', ry: 0.9, shot: studioShot(4.6, 2.1, 0.85), fov: 32 },
    { zh: '叉车式 AGV 搬运托盘', en: 'Forklift AGV carrying a pallet' },
    TYPE,
  ),
  site(
    'agv-roller',
    'studio',
    { seed: 112, product: 'roller', ry: -0.35, shot: studioShot(2.8, 1.4, 0.45), fov: 30 },
    { zh: '辊筒式 AGV', en: 'Roller-top AGV' },
    TYPE,
  ),
  site(
    'agv-heavy',
    'studio',
    {
      seed: 113,
      product: 'heavy',
      ry: -0.35,
      load: 'coil',
      shot: studioShot(6, 2.6, 0.8),
      fov: 32,
    },
    { zh: '重载 AGV 运输钢卷', en: 'Heavy-load AGV carrying a steel coil' },
    TYPE,
  ),
  // the stacker-crane page's three products, each whole and at scale (issue 37): a crane in
  // front of a short run of racking, pallets or totes on the floor beside it
  site(
    'stacker-single',
    'studio',
    {
      seed: 114,
      items: [
        { kind: 'rack', x: -12.5, z: -1.2, bays: 3, levels: 7 },
        { kind: 'rail', x: 0, z: 0, length: 14 },
        { kind: 'crane', x: 0, z: 0, height: 12, lift: 4.5 },
        { kind: 'pallet', x: 4.2, z: 1.9, ry: 0.3 },
        { kind: 'pallet', x: 5.6, z: 2.3, ry: 0.1 },
      ],
      fogNear: 40,
      fogFar: 90,
      lightExtent: 14,
      shot: { pos: [7.5, 2.6, 17], look: [-2.2, 6.2, 0] },
      fov: 46,
    },
    { zh: '单立柱托盘堆垛机', en: 'Single-mast pallet stacker crane' },
    TYPE,
  ),
  site(
    'stacker-double',
    'studio',
    {
      seed: 115,
      items: [
        { kind: 'rack', x: -13, z: -1.2, bays: 3, levels: 10 },
        { kind: 'rail', x: 0, z: 0, length: 14 },
        { kind: 'crane', x: 0, z: 0, height: 17, lift: 7, double: true },
        { kind: 'pallet', x: 4.2, z: 2.2, ry: 0.2 },
      ],
      fogNear: 50,
      fogFar: 110,
      lightExtent: 16,
      shot: { pos: [10, 3.2, 23.5], look: [-2.6, 8.6, 0] },
      fov: 48,
    },
    { zh: '双立柱重载堆垛机', en: 'Double-mast heavy-duty stacker crane' },
    TYPE,
  ),
  site(
    'stacker-miniload',
    'studio',
    {
      seed: 116,
      items: [
        { kind: 'rack', x: -9.6, z: -1.1, bays: 3, levels: 11, levelH: 0.8 },
        { kind: 'rail', x: 0, z: 0, length: 10 },
        { kind: 'minicrane', x: 0, z: 0, height: 9, lift: 3.2 },
        { kind: 'totes', x: 2.4, z: 1.3, ry: 0.25, count: 4 },
        { kind: 'totes', x: 3.1, z: 1.5, ry: -0.1, count: 3 },
      ],
      fogNear: 30,
      fogFar: 80,
      lightExtent: 10,
      shot: { pos: [5.2, 2.2, 12.5], look: [-1.7, 4.7, 0] },
      fov: 46,
    },
    { zh: '料箱式堆垛机', en: 'Miniload stacker crane for totes' },
    TYPE,
  ),
  // the stacker-crane page's control section (issue 37: was a flat drawing): the control station
  // at the aisle end, a single-mast crane with a pallet behind it
  site(
    'stacker-control',
    'studio',
    {
      seed: 117,
      items: [
        { kind: 'rack', x: -14, z: -1.2, bays: 4, levels: 7 },
        { kind: 'rail', x: 0, z: 0, length: 16 },
        { kind: 'crane', x: -1.5, z: 0, height: 12, lift: 1.6 },
        { kind: 'cabinet', x: 3.9, z: 1.9, ry: 0.3 },
        { kind: 'pallet', x: 7.2, z: -1.6, ry: 0.2 },
      ],
      fogNear: 30,
      fogFar: 80,
      lightExtent: 12,
      shot: { pos: [7.4, 1.75, 6.9], look: [1.2, 2.2, 0] },
      fov: 40,
    },
    {
      zh: '堆垛机的控制柜和操作屏',
      en: 'Control cabinet and operator screen of a stacker crane',
    },
    TYPE,
    { x: 0.6, y: 0.5 },
  ),
]

// ---- content service: case studies (each its own picture), news and investor articles
const c = (
  name: string,
  scene: string,
  params: Still['params'],
  en: string,
  zh: string,
  more: Omit<Still['alt'], 'zh' | 'en'> = {},
) => cms(name, scene, params, { zh, en, ...more })

export const cmsStills: Still[] = [
  c(
    'case-tobacco-sorting',
    'sortation',
    { seed: 201 },
    'Carton sorting lines in a tobacco distribution centre',
    '烟草配送中心的条烟分拣线',
  ),
  c(
    'case-tobacco-leaf-highbay',
    'aisle',
    {
      seed: 202,
      levels: 14,
      lift: 12,
      craneX: 5,
      shot: { pos: [-3, 0.8, 0.4], look: [12, 14, 0], fov: 58 },
    },
    'Looking up a 42-metre high-bay aisle',
    '仰望 42 米高架库巷道',
  ),
  c(
    'case-maker-packer-agv',
    'factory',
    { seed: 203, accent: 0x2f6db5, shot: { pos: [14, 2.2, 2.6], look: [3, 0.6, -1] } },
    'AGVs delivering materials along a production line',
    '沿生产线配送辅料的 AGV',
  ),
  c(
    'case-electrode-rolls',
    'factory',
    {
      seed: 204,
      floorColor: '#7e8a96',
      accent: 0x39434f,
      shot: { pos: [-18, 2.4, -3], look: [-8, 0.8, 0.5] },
    },
    'Heavy-load AGVs carrying electrode rolls in a cell plant',
    '电芯工厂中搬运极卷的重载 AGV',
  ),
  c(
    'case-cell-resting',
    'aisle',
    {
      // racks of battery-cell trays with a sensor at every position and red sprinkler mains, a
      // tray crane, and the water-immersion tank at the aisle end for a tray that overheats
      // (issue 37: was a pallet aisle)
      seed: 205,
      levels: 16,
      levelH: 0.62,
      load: 'trays',
      trays: true,
      sensors: true,
      sprinklers: true,
      lift: 2.8,
      craneX: 5,
      upright: 0x6b7785,
      beam: 0xd0d4d8,
      runs: 3,
      props: [
        { kind: 'immersionTank', x: -4.4, z: 0 },
        { kind: 'monitorBox', x: -0.12, y: 1.8, z: 1.4, ry: -Math.PI / 2, display: 0xffb000 },
      ],
      shot: { pos: [-8.6, 2.3, 1.1], look: [4, 3.6, -0.2], fov: 48 },
    },
    'Racks of battery-cell trays with a sensor at every position, a tray crane and the emergency water tank at the aisle end',
    '电芯托盘货架：每个货位都有传感器，巷道端部是托盘堆垛机和应急浸水箱',
  ),
  c(
    'case-cathode-shuttle',
    'aisle',
    {
      seed: 206,
      shuttles: true,
      levels: 7,
      shot: { pos: [1.5, 1.7, 0.35], look: [14, 4.5, 0], fov: 52 },
    },
    'Four-way shuttles and a lift in a dense storage block',
    '密集存储区中的四向穿梭车与提升机',
  ),
  c(
    'case-resin-palletizing',
    'palletizing',
    { seed: 207 },
    'Robotic palletizing cells for resin bags',
    '树脂袋料机器人码垛工作站',
  ),
  c(
    'case-solvent-asrs',
    'aisle',
    {
      // an ATEX zone (issue 37: was a pallet aisle with red beams): drums on one side, IBCs on
      // the other, red in-rack sprinklers, Ex signs and gas detectors, a spill grating
      seed: 208,
      levels: 8,
      lift: 2,
      craneX: 4,
      beam: 0xd42a20,
      load: ['drums', 'ibc'],
      palletsPerBay: 2,
      sprinklers: true,
      runs: 2,
      props: [
        { kind: 'sign', x: -0.12, y: 2.4, z: 1.4, size: 0.9, ry: -Math.PI / 2 },
        { kind: 'sign', x: -0.12, y: 2.4, z: -1.4, size: 0.9, ry: -Math.PI / 2 },
        { kind: 'monitorBox', x: -0.12, y: 1.4, z: 1.4, ry: -Math.PI / 2, display: 0xffb000 },
        { kind: 'drumPallet', x: -3.4, z: -2.6, ry: 0.2, color: 0x1d4e89 },
        { kind: 'ibc', x: -4.2, z: 2.9, ry: -0.3 },
      ],
      shot: { pos: [-7.2, 1.8, -1.1], look: [4, 2.7, 0.25], fov: 48 },
    },
    'An explosion-proof stacker crane between racks of solvent drums and IBCs, with Ex signs and in-rack sprinklers',
    '防爆堆垛机：两侧货架存放溶剂桶和吨桶，设有防爆标志和货架内喷淋',
  ),
  c(
    'case-chemical-park-hub',
    'park',
    { seed: 209, shot: { pos: [-120, 90, 160], look: [10, 0, -20] } },
    'Aerial view of a chemical industrial park and its logistics hub',
    '化工园区及其共享物流中心鸟瞰',
  ),
  c(
    'case-pharma-gsp-dc',
    'sortation',
    { seed: 210, shot: { pos: [-2, 3.2, 12], look: [-12, 1, 2] } },
    'Conveyor lines in a pharmaceutical distribution centre',
    '医药物流中心的输送线',
  ),
  c(
    'case-biologics-cold',
    'aisle',
    {
      // +2..8 °C, not a freezer: white insulated cladding, no frost; pallets of white and blue
      // shippers, a temperature sensor at every level; the pallet arrives from packaging on a
      // conveyor through the airlock's fast-acting door (issue 37: was a frosted aisle)
      seed: 211,
      climate: 'chilled',
      levels: 8,
      lift: 2.2,
      craneX: 4,
      bays: 12,
      runs: 2,
      load: 'pharma',
      palletColor: 0x2f6db5,
      sensors: true,
      upright: 0xe4e8ec,
      beam: 0x2f6db5,
      props: [
        { kind: 'insulatedWall', x: -4, z: 3.6, w: 12, h: 9, tint: '#e6ebef' },
        { kind: 'fastDoor', x: -4.2, z: 3.5, ry: Math.PI, w: 2.2, h: 2.6, open: 0.85 },
        { kind: 'rollers', x: -4.2, z: 6, ry: Math.PI / 2, length: 4.8 },
        { kind: 'rollers', x: -6.5, z: 0, length: 6 },
        {
          kind: 'loadPallet',
          x: -2.2,
          y: 0.64,
          z: 0,
          load: 'pharma',
          height: 1.55,
          wrap: true,
          palletColor: 0x2f6db5,
        },
        {
          kind: 'loadPallet',
          x: -4.2,
          y: 0.64,
          z: 2.2,
          ry: 1.57,
          load: 'pharma',
          height: 1.4,
          palletColor: 0x2f6db5,
        },
        { kind: 'monitorBox', x: -1.8, y: 1.7, z: 3.5, ry: Math.PI },
      ],
      shot: { pos: [-10.5, 1.8, -1.3], look: [4, 2.8, 0.6], fov: 50 },
      floorColor: '#9aa3ad',
    },
    'Pallets of biologics entering a 2-8 °C store through its airlock, past a stacker crane',
    '生物制品托盘经气闸快速门进入 2-8 °C 冷藏库，旁边是堆垛机',
  ),
  c(
    'case-herbal-gtp',
    'fleet',
    { seed: 212, mode: 'pods', shot: { pos: [-6, 3.2, 16], look: [2, 0.8, 2] } },
    'Goods-to-person AGVs bringing shelves to picking stations',
    '把货架送到拣选工作站的货到人 AGV',
  ),
  c(
    'case-frozen-asrs',
    'aisle',
    {
      // -25 °C: seen from the insulated maintenance bay through the freezer's open door, rime
      // on every load, a double-mast crane in the haze (issue 37: was like the chilled aisles)
      seed: 213,
      climate: 'deepfrozen',
      levels: 14,
      lift: 8,
      craneX: 9,
      double: true,
      props: [
        { kind: 'freezerDoor', x: -2.6, z: 0, ry: -Math.PI / 2, w: 2.6, h: 3.8 },
        { kind: 'insulatedWall', x: -2.8, z: -7.2, ry: Math.PI / 2, w: 12, h: 24, tint: '#f3f5f6' },
        { kind: 'insulatedWall', x: -2.8, z: 7.2, ry: Math.PI / 2, w: 12, h: 24, tint: '#f3f5f6' },
        {
          kind: 'insulatedWall',
          x: -2.8,
          z: 0,
          ry: Math.PI / 2,
          w: 2.5,
          h: 20,
          y: 4.2,
          tint: '#f3f5f6',
        },
      ],
      fogNear: 3,
      fogFar: 50,
      shot: { pos: [-4.6, 1.55, 0.5], look: [10, 5.2, -0.1], fov: 58 },
    },
    'A -25 °C high-bay aisle seen through the freezer door: rime on the loads, a stacker crane in the haze',
    '透过冷冻库门看零下 25 °C 的高架库巷道：货物结霜，堆垛机隐没在冷雾中',
  ),
  c(
    'case-dumpling-shuttle',
    'aisle',
    {
      seed: 214,
      cold: true,
      shuttles: true,
      levels: 8,
      shot: { pos: [-4.5, 5, 0.2], look: [14, 3, 0], fov: 48 },
    },
    'Four-way shuttles in a frozen food store',
    '速冻食品冷库中的四向穿梭车',
  ),
  c(
    'case-meat-port-forklift',
    'fleet',
    { seed: 215, mode: 'forklift', cold: true, shot: { pos: [6, 3.5, 16], look: [-8, 0.8, 0] } },
    'Cold-rated forklift AGVs in a port cold store',
    '港口冷库中的耐低温叉车式 AGV',
  ),
  c(
    'case-parcel-crossbelt',
    'sortation',
    { seed: 216, shot: { pos: [4, 12, 9], look: [-6, 0, -4] } },
    'A cross-belt sorter loop with parcels seen from above',
    '俯瞰满载包裹的交叉带分拣环线',
  ),
  c(
    'case-supermarket-palletizing',
    'palletizing',
    { seed: 217, armColor: 0x2f6db5, shot: { pos: [-6, 4, 11], look: [4, 0.8, -1] } },
    'Mixed-case palletizing robots for store deliveries',
    '面向门店配送的混箱码垛机器人',
  ),
  c(
    'case-fashion-gtp',
    'fleet',
    { seed: 218, mode: 'pods', shot: { pos: [20, 12, 4], look: [0, 0, -2] } },
    'Goods-to-person storage field with AGVs and shelves',
    'AGV 与货架组成的货到人存储区',
  ),
  c(
    'case-vehicle-line-feeding',
    'factory',
    {
      seed: 219,
      floorColor: '#6f7880',
      accent: 0x9b2a20,
      shot: { pos: [4, 4.5, 3.5], look: [-8, 0.5, -1] },
    },
    'AGVs feeding parts in sequence along an assembly line',
    '沿总装线按序配送零件的 AGV',
  ),
  c(
    'case-parts-consolidation',
    'fleet',
    { seed: 220, mode: 'mixed', shot: { pos: [-14, 7, 18], look: [0, 0.5, 0] } },
    'Mixed AGVs moving parts in a consolidation centre',
    '零部件集配中心里的多类型 AGV',
  ),
  c(
    'case-stamped-panel-buffer',
    'factory',
    { seed: 221, floorColor: '#6d747b', shot: { pos: [-6, 2.0, 2.8], look: [4, 0.8, -1] } },
    'Heavy AGVs carrying racks of stamped panels',
    '运输冲压件料架的重载 AGV',
  ),
  c(
    'case-dairy-chilled',
    'dock',
    // the chilled dispatch dock (issue 37: was a frosted aisle like the freezers): the night's
    // routes staged in lanes of milk-crate pallets before the doors, trailers docked and loading
    { seed: 222, shot: { pos: [-9, 2.5, 8.5], look: [2.5, 1.4, -7.5] }, fov: 48 },
    'Route-sequenced pallets of milk crates waiting at the loading doors of a chilled dispatch dock',
    '冷藏发货月台：按线路排好的奶箱托盘在装车门前等待装车',
  ),
  c(
    'case-bottled-water',
    'palletizing',
    { seed: 223, cells: 2, armColor: 0xe8731a, shot: { pos: [12, 7, 5], look: [-4, 0.6, 0] } },
    'Palletizing robots and AGVs in a bottled water plant',
    '瓶装水工厂的码垛机器人与 AGV',
  ),
  c(
    'case-shuttle-retrofit',
    'aisle',
    {
      seed: 224,
      shuttles: true,
      levels: 6,
      bays: 10,
      shot: { pos: [-3.5, 1.6, 0.5], look: [10, 3, 0], fov: 52 },
    },
    'Four-way shuttles in a retrofitted 12-metre warehouse',
    '改造后 12 米仓库中的四向穿梭车',
  ),

  c(
    'news-shuttle-gen4',
    'studio',
    {
      seed: 301,
      dark: true,
      items: [{ kind: 'shuttle', x: 0, z: 0, ry: -0.5, withLoad: false }],
      shot: studioShot(2.6, 1.1, 0.05),
      fov: 30,
    },
    'The fourth-generation four-way shuttle',
    '第四代四向穿梭车',
  ),
  c(
    'news-wuhan-rd-centre',
    'park',
    { seed: 302, opening: true, shot: { pos: [110, 22, 95], look: [65, 6, 20] }, fov: 36 },
    'Opening day at a new research and development centre',
    '新研发中心启用当天',
  ),
  c(
    'news-stacker-safety',
    'aisle',
    {
      // the safety functions at the aisle end (issue 37: was a crane's base like the other
      // aisles): the fence with its interlocked door and emergency stop, the light curtain, the
      // rail's end buffers, the crane slowed at the end of the aisle
      seed: 303,
      levels: 9,
      lift: 0.4,
      craneX: -0.6,
      runs: 2,
      props: [
        { kind: 'aisleGuard', x: -5, z: 0, width: 3.4 },
        { kind: 'railBuffer', x: -3.9, z: 0 },
      ],
      shot: { pos: [-8.2, 1.5, 2.1], look: [-2.4, 1.5, -0.4], fov: 46 },
    },
    'The end of a stacker crane aisle: safety fence with an interlocked door, emergency stop, light curtain and rail buffers',
    '堆垛机巷道端部：带联锁门的安全围栏、急停按钮、安全光幕与轨道缓冲器',
  ),
  c(
    'news-jinlan-cold-chain',
    'yard',
    // the centre from its yard (issue 37: was a frosted aisle): the white insulated store,
    // reefer trucks at the dock doors, a refrigeration plant on the dock roof
    { seed: 304, shot: { pos: [36, 9, 24], look: [-8, 3, -3] }, fov: 40 },
    'A pharmaceutical cold-chain centre from its yard: refrigerated trucks at the dock doors of the insulated store',
    '医药冷链物流中心外景：冷藏车停靠在保温库的装车门前',
  ),
  c(
    'news-university-lab',
    'studio',
    {
      seed: 305,
      items: [
        { kind: 'latent', x: -1.4, z: 0.6, ry: 0.4, withShelf: true },
        { kind: 'roller', x: 1.2, z: 1.2, ry: -0.3 },
        { kind: 'forklift', x: 0.6, z: -1.6, ry: 0.8 },
      ],
      shot: { pos: [5.5, 3.2, 6.5], look: [0, 0.7, 0] },
      fov: 36,
    },
    'Vehicles on the test floor of a joint laboratory',
    '联合实验室测试场地上的设备',
  ),
  c(
    'news-shanghai-fair',
    'expo',
    { seed: 306 },
    'Our stand at an intralogistics trade fair',
    '物流展会上的星桥展台',
  ),
  c(
    'news-volunteer-day',
    'foodbank',
    // the food bank the volunteers stocked (issue 37: was an empty warehouse aisle): the new
    // shelving full of rice, flour and oil, bags packed for families on the tables; without our
    // figures of people, which look drawn beside the rendered room
    { seed: 307, people: false, shot: { pos: [3.3, 1.6, 2.7], look: [-1.8, 1.1, -2.4] }, fov: 50 },
    'The new shelves of a community food bank stocked with rice, flour and cooking oil, and bags packed for families on the tables',
    '社区食物银行的新货架上摆满大米、面粉和食用油，桌上是为家庭打包好的物资',
  ),
  c(
    'news-bangkok-service-hub',
    'service',
    // close on the spare-parts store and a vehicle on its stand, not the empty floor (issue 37)
    { seed: 308, shot: { pos: [-1.5, 1.9, 4.2], look: [-7.5, 1.2, -6.5] }, fov: 44 },
    'A service hub: spare parts on the shelves and an AGV on its maintenance stand',
    '服务中心：货架上的备件和检修台上的 AGV',
  ),
  c(
    'news-fleet-scheduler-4',
    'fleet',
    // vehicles of every type on one floor, seen from under the 14 m roof (a camera above the
    // roof saw only the roof)
    { seed: 309, mode: 'mixed', shot: { pos: [10, 9.5, 16], look: [-6, 0, -4] }, fov: 46 },
    'Forklift, roller-top, latent and heavy-load AGVs sharing one floor',
    '叉车式、辊筒式、潜伏式与重载 AGV 在同一场地协同运行',
  ),
  c(
    'news-digital-twin-3',
    'control',
    { seed: 310, shot: { pos: [-3, 2.0, 5.5], look: [1.5, 1.8, -5] } },
    'A control room with the digital twin on the video wall',
    '大屏显示数字孪生的监控中心',
  ),
  c(
    'news-tobacco-award',
    'park',
    // the building that won, from the road at dusk (was a conveyor, like the sorting stories)
    { seed: 311, dusk: true, shot: { pos: [-34, 9.5, 64], look: [-64, 14, -5] }, fov: 44 },
    'The award-winning tobacco distribution centre at dusk: its high-bay warehouse and dispatch hall',
    '黄昏时获奖的烟草配送中心：立体库与发货厅',
  ),
  c(
    'news-hexi-retrofit',
    'aisle',
    {
      // across the front of the renewed aisles (issue 37: was one more aisle view): a new crane
      // at each aisle's mouth, pallets of bottled water on the pick-up conveyors
      seed: 312,
      levels: 10,
      lift: 0.9,
      craneX: 0.6,
      runs: 3,
      load: 'bottles',
      cranes: [
        { z: 3.35, x: 1.4, lift: 6 },
        { z: -3.35, x: 0.8, lift: 0.9 },
        { z: 7.25, x: 3, lift: 10 },
        { z: -7.25, x: 2.2, lift: 2 },
      ],
      props: [
        { kind: 'rollers', x: -5.6, z: 0, length: 4.4 },
        { kind: 'rollers', x: -5.6, z: 3.35, length: 4.4 },
        { kind: 'rollers', x: -5.6, z: -3.35, length: 4.4 },
        { kind: 'rollers', x: -5.6, z: 7.25, length: 4.4 },
        { kind: 'rollers', x: -5.6, z: -7.25, length: 4.4 },
        {
          kind: 'loadPallet',
          x: -3.2,
          y: 0.64,
          z: 0,
          ry: 1.57,
          load: 'bottles',
          height: 1.5,
          wrap: true,
        },
        {
          kind: 'loadPallet',
          x: -4.6,
          y: 0.64,
          z: 3.35,
          ry: 1.57,
          load: 'bottles',
          height: 1.4,
          wrap: true,
        },
        {
          kind: 'loadPallet',
          x: -2.6,
          y: 0.64,
          z: -3.35,
          ry: 1.57,
          load: 'bottles',
          height: 1.5,
          wrap: true,
        },
        {
          kind: 'loadPallet',
          x: -3.8,
          y: 0.64,
          z: 7.25,
          ry: 1.57,
          load: 'bottles',
          height: 1.5,
          wrap: true,
        },
      ],
      shot: { pos: [-11, 3, -12], look: [1.5, 3.2, 2], fov: 50 },
    },
    'The front of a renewed high-bay warehouse: a new stacker crane at every aisle, pallets of bottled water on the conveyors',
    '焕新的高架库前区：每条巷道口一台新堆垛机，输送线上是瓶装水托盘',
  ),

  // pictures inside a story's body (`<img src="/cms/media/<name>.avif">`)
  c(
    'news-hexi-aisle',
    'aisle',
    {
      seed: 313,
      levels: 10,
      lift: 2.5,
      craneX: 7,
      fork: 0,
      shot: { pos: [-2.6, 1.6, 0.25], look: [12, 4.2, 0], fov: 50 },
    },
    'An aisle of the renewed finished-goods warehouse at Hexi Beverage',
    '改造后的禾溪饮料成品立体库巷道',
  ),

  c(
    'investor-2025-annual',
    'desk',
    // the report itself (issue 37: was the park from the air): its cover and an open copy at
    // the figures, a tablet with the charts, the plant beyond the window
    { seed: 401 },
    'The annual report on a desk: its cover, an open copy at the figures and a tablet with charts',
    '桌上的年度报告：封面、翻到财务数据的一册和显示图表的平板',
  ),
  c(
    'investor-2025-agm-notice',
    'meeting',
    // the hall prepared for the general meeting (issue 37: was the boardroom): the presidium's
    // table with name cards, the slide on the screen, rows of empty seats
    { seed: 402, mode: 'notice', shot: { pos: [-6.5, 2.6, 8.5], look: [0.5, 1.3, -6] } },
    'A hall prepared for the general meeting: the presidium table with name cards, the screen and rows of seats',
    '为股东大会布置好的会场：主席台与席卡、屏幕和一排排座椅',
  ),
  c(
    'investor-2026-q1',
    'boardroom',
    // the board's room on the day (issue 37: was a bare wall with a small screen): the long table
    // and its chairs, the quarter's figures on the wall screen, daylight from the windows
    { seed: 403 },
    'The boardroom: a long table with chairs, the quarter’s figures on the wall screen, daylight from the windows',
    '董事会会议室：长桌与座椅，墙面大屏上是本季度的数据，窗外日光照入',
    {
      de: 'Der Sitzungssaal des Verwaltungsrats: ein langer Tisch mit Stühlen, auf dem Wandbildschirm die Kennzahlen des Quartals, Tageslicht durch die Fenster',
      ja: '役員会議室：長いテーブルと椅子、壁のスクリーンに映る四半期の業績、窓から差し込む日の光',
      ko: '이사회 회의실: 긴 테이블과 의자, 벽면 스크린에 띄운 분기 실적, 창으로 들어오는 햇빛',
      th: 'ห้องประชุมคณะกรรมการ: โต๊ะยาวพร้อมเก้าอี้ ตัวเลขผลประกอบการของไตรมาสบนจอติดผนัง และแสงแดดที่ส่องผ่านหน้าต่าง',
      it: 'La sala del consiglio: un lungo tavolo con le sedie, i dati del trimestre sullo schermo a parete, la luce del giorno dalle finestre',
      hu: 'Az igazgatósági tárgyaló: hosszú asztal székekkel, a negyedév számai a fali képernyőn, az ablakokon át beáradó napfény',
      ru: 'Зал заседаний совета директоров: длинный стол с креслами, показатели квартала на настенном экране, дневной свет из окон',
      kk: 'Директорлар кеңесінің мәжіліс залы: ұзын үстел мен орындықтар, қабырғадағы экранда тоқсан көрсеткіштері, терезеден түскен күн жарығы',
      ms: 'Bilik lembaga pengarah: meja panjang dengan kerusi, angka suku tahun pada skrin dinding dan cahaya siang dari tingkap',
      vi: 'Phòng họp hội đồng quản trị: bàn dài cùng ghế ngồi, số liệu của quý trên màn hình treo tường, ánh nắng chiếu qua cửa sổ',
    },
  ),
  c(
    'investor-2025-agm-resolutions',
    'meeting',
    // the vote (issue 37: was the empty boardroom): the ballot box in the centre aisle, ballots
    // in it; without our figures of people, which look drawn beside the rendered hall
    {
      seed: 404,
      mode: 'vote',
      people: false,
      shot: { pos: [2.5, 1.9, -1.2], look: [-0.2, 1.0, -3.4] },
      fov: 50,
    },
    'The ballot box of the general meeting in the centre aisle, with the cast ballots inside',
    '股东大会会场中间过道上的票箱，箱内是已投出的选票',
  ),
  c(
    'investor-2025-dividend',
    'park',
    { seed: 405, dusk: true, shot: { pos: [140, 55, 120], look: [0, 8, 0] } },
    'Our production base at dusk',
    '黄昏时的生产基地',
  ),
  c(
    'investor-2026-half-year',
    'office',
    // the office and R&D building itself (issue 37: was a plain box among toy cars): its glazed
    // front, the entrance canopy and the forecourt, in the late-afternoon sun, at eye height
    { seed: 406 },
    'Our office and R&D building in the late-afternoon sun: its glass front, the entrance canopy and the forecourt',
    '午后阳光下的公司办公研发楼：玻璃幕墙、入口雨棚与前庭',
    {
      de: 'Unser Büro- und Entwicklungsgebäude in der Spätnachmittagssonne: die Glasfassade, das Vordach über dem Eingang und der Vorplatz',
      ja: '午後遅くの日差しを受ける当社のオフィス・研究開発棟：ガラスのファサード、エントランスの庇、前庭',
      ko: '늦은 오후 햇살을 받은 당사 사무·연구개발동: 유리 외벽, 입구 캐노피, 앞마당',
      th: 'อาคารสำนักงานและศูนย์วิจัยและพัฒนาของเราในแสงแดดยามบ่ายคล้อย: ผนังกระจกด้านหน้า กันสาดทางเข้า และลานหน้าอาคาร',
      it: 'La nostra sede per uffici e R&S nel sole del tardo pomeriggio: la facciata in vetro, la pensilina d’ingresso e il piazzale antistante',
      hu: 'Iroda- és fejlesztési épületünk a késő délutáni napfényben: az üveghomlokzat, a bejárat előtetője és az előtér',
      ru: 'Наш офисный корпус и центр НИОКР в лучах предвечернего солнца: стеклянный фасад, козырёк над входом и площадь перед зданием',
      kk: 'Кешкі күн сәулесіндегі кеңсе және зерттеу-әзірлеме ғимаратымыз: шыны қасбет, кіреберістің күнқағары және алдыңғы алаң',
      ms: 'Bangunan pejabat dan P&P kami di bawah cahaya matahari lewat petang: fasad kaca, kanopi pintu masuk dan laman hadapan',
      vi: 'Tòa nhà văn phòng và R&D của chúng tôi trong nắng chiều muộn: mặt tiền kính, mái che lối vào và khoảng sân phía trước',
    },
  ),
  c(
    'investor-major-contract',
    'signing',
    // the signing set for the ceremony (issue 37: was a bare blue table with a green blob): the
    // clothed table, the two contracts in leather folders, pens, name plates, the parties' table
    // flags, the backdrop; without our figures of people, which look drawn
    { seed: 407 },
    'The signing table set for a major contract: the two contracts in leather folders, pens, name plates and the parties’ table flags',
    '为重大合同签约布置好的签字桌：皮面文件夹中的两份合同、签字笔、桌牌与双方的桌旗',
    {
      de: 'Der vorbereitete Tisch für die Unterzeichnung eines Großauftrags: die beiden Vertragsexemplare in Ledermappen, Füllfederhalter, Namensschilder und die Tischflaggen beider Parteien',
      ja: '重要契約の調印に向けて整えられたテーブル：革製フォルダーに収めた2通の契約書、ペン、ネームプレート、両社の卓上旗',
      ko: '대형 계약 서명식을 위해 준비된 테이블: 가죽 폴더에 담긴 계약서 두 부, 펜, 명패, 양측의 탁상 깃발',
      th: 'โต๊ะลงนามที่จัดเตรียมไว้สำหรับสัญญาฉบับสำคัญ: สัญญาสองฉบับในแฟ้มหนัง ปากกา ป้ายชื่อ และธงตั้งโต๊ะของทั้งสองฝ่าย',
      it: 'Il tavolo preparato per la firma di un importante contratto: le due copie del contratto in cartelle di pelle, le penne, le targhette con i nomi e le bandierine da tavolo delle due parti',
      hu: 'A jelentős szerződés aláírására előkészített asztal: a két szerződéspéldány bőrmappában, tollak, névtáblák és a felek asztali zászlói',
      ru: 'Стол, подготовленный к подписанию крупного контракта: два экземпляра договора в кожаных папках, ручки, таблички с именами и настольные флажки сторон',
      kk: 'Ірі келісімшартқа қол қоюға дайындалған үстел: былғары папкалардағы келісімшарттың екі данасы, қаламдар, есім жазылған тақтайшалар және тараптардың үстел жалаушалары',
      ms: 'Meja menandatangani yang disediakan untuk kontrak besar: dua naskhah kontrak dalam fail kulit, pen, papan nama dan bendera meja kedua-dua pihak',
      vi: 'Bàn ký kết được chuẩn bị cho một hợp đồng lớn: hai bản hợp đồng trong bìa da, bút ký, bảng tên và cờ để bàn của hai bên',
    },
  ),
  c(
    'investor-2026-q3',
    'studio',
    {
      // what the quarter shipped (issue 37: was the park at dusk, like the investor page's
      // hero): new vehicles lined up in rows for their end-of-line test
      seed: 408,
      items: [
        ...[0, 1, 2, 3].flatMap((row) =>
          [0, 1, 2, 3, 4].map((i) => ({
            kind: row === 2 ? 'roller' : 'latent',
            x: -4.4 + i * 1.9,
            z: -3.2 + row * 1.7,
            ry: 0,
          })),
        ),
        { kind: 'fence', x: -6, z: -4.6, length: 12, height: 2 },
        { kind: 'cabinet', x: 6, z: -3.6, ry: -0.6 },
      ],
      fogNear: 14,
      fogFar: 40,
      lightExtent: 10,
      shot: { pos: [6.5, 4.4, 7], look: [-0.8, 0, -0.8] },
      fov: 40,
    },
    'New AGVs lined up in rows for their end-of-line test at our plant',
    '在工厂下线测试区排列整齐的新 AGV',
  ),
]
