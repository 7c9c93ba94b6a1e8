import type { SeedCategory, SeedTag } from '../types'

/** Case-study categories (the classify tree); outLink is the route slug. */
export const caseCategories: SeedCategory[] = [
  { outLink: 'tobacco', name: { zh: '烟草', en: 'Tobacco' } },
  { outLink: 'new-energy', name: { zh: '新能源', en: 'New energy' } },
  { outLink: 'petrochemical', name: { zh: '石油化工', en: 'Petrochemicals' } },
  { outLink: 'pharmaceutical', name: { zh: '医药', en: 'Pharmaceuticals' } },
  { outLink: 'cold-chain', name: { zh: '冷链', en: 'Cold chain' } },
  { outLink: 'retail-ecommerce', name: { zh: '商超电商', en: 'Retail & e-commerce' } },
  { outLink: 'automotive', name: { zh: '汽车制造', en: 'Automotive' } },
  { outLink: 'food-beverage', name: { zh: '食品饮料', en: 'Food & beverage' } },
]

/** Tags shared by case studies and articles. */
export const tags: SeedTag[] = [
  { key: 'as-rs', name: { zh: '自动化立体库', en: 'AS/RS' } },
  { key: 'agv', name: { zh: 'AGV / AMR', en: 'AGV / AMR' } },
  { key: 'stacker-crane', name: { zh: '堆垛机', en: 'Stacker crane' } },
  { key: 'four-way-shuttle', name: { zh: '四向穿梭车', en: 'Four-way shuttle' } },
  { key: 'wms', name: { zh: '仓储管理系统', en: 'WMS' } },
  { key: 'wcs', name: { zh: '设备控制系统', en: 'WCS' } },
  { key: 'sorting', name: { zh: '分拣系统', en: 'Sorting' } },
  { key: 'palletizing', name: { zh: '机器人码垛', en: 'Robotic palletizing' } },
  { key: 'digital-twin', name: { zh: '数字孪生', en: 'Digital twin' } },
  { key: 'cold-storage', name: { zh: '低温冷库', en: 'Cold storage' } },
  { key: 'gsp', name: { zh: 'GSP合规', en: 'GSP compliance' } },
  { key: 'retrofit', name: { zh: '升级改造', en: 'Retrofit' } },
  { key: 'social-responsibility', name: { zh: '社会责任', en: 'Social responsibility' } },
]
