/**
 * The company's contact facts as the documents print them (back page of every data sheet and the
 * brochure). The same facts as the site's contact page (messages `ct_*`, app/lib/site-config.ts):
 * app/domains/products/document-facts.test.ts checks that they agree.
 */
import type { Bilingual } from '../types'

export interface SeedOffice {
  /** The site's message prefix of this office (`ct_{key}_name`, `ct_{key}_address`). */
  key: string
  name: Bilingual<string>
  address: Bilingual<string>
}

export const contacts = {
  company: {
    zh: '星桥智能物流科技股份有限公司',
    en: 'Starbridge Logistics Automation Co., Ltd.',
  },
  stockCode: '300532',
  /** The service hotline: the Chinese number for readers in China, the international one else. */
  phone: { zh: '400-888-0532', en: '+86 755 8888 0532' },
  email: 'contact@starbridge.example',
  web: 'www.starbridge.example',
  headquarters: {
    key: 'hq',
    name: { zh: '深圳总部', en: 'Headquarters, Shenzhen' },
    address: {
      zh: '广东省深圳市南山区高新南九道 18 号星桥大厦，邮编 518057',
      en: 'Starbridge Tower, 18 Gaoxin South 9th Road, Nanshan District, Shenzhen, Guangdong 518057, China',
    },
  } satisfies SeedOffice,
  hours: {
    zh: '服务热线全天候接听；办公时间周一至周六 8:00–18:00',
    en: 'Service hotline around the clock; office Monday to Saturday, 8:00 to 18:00',
  },
  /** The other offices, as the contact page lists them after the headquarters. */
  offices: [
    {
      key: 'wuhan',
      name: { zh: '武汉研发中心', en: 'R&D centre, Wuhan' },
      address: {
        zh: '湖北省武汉市东湖高新区关山大道 1 号光谷软件园B3 栋，邮编 430074',
        en: 'Building B3, Optics Valley Software Park, 1 Guanshan Avenue, East Lake High-tech Zone, Wuhan, Hubei 430074, China',
      },
    },
    {
      key: 'suzhou',
      name: { zh: '苏州制造基地', en: 'Manufacturing base, Suzhou' },
      address: {
        zh: '江苏省苏州市苏州工业园区通园路 66 号，邮编 215021',
        en: '66 Tongyuan Road, Suzhou Industrial Park, Suzhou, Jiangsu 215021, China',
      },
    },
    {
      key: 'chengdu',
      name: { zh: '成都西部办事处', en: 'Western China office, Chengdu' },
      address: {
        zh: '四川省成都市高新区天府大道北段 1700 号天府软件园 2 号楼，邮编 610041',
        en: 'Tower 2, Tianfu Software Park, 1700 Tianfu Avenue North, High-tech Zone, Chengdu, Sichuan 610041, China',
      },
    },
    {
      key: 'kl',
      name: { zh: '吉隆坡东南亚办事处', en: 'Southeast Asia office, Kuala Lumpur' },
      address: {
        zh: '马来西亚吉隆坡安邦路星桥大厦 21 楼，邮编 50450',
        en: 'Level 21, Menara Starbridge, Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
      },
    },
    {
      key: 'bkk',
      name: { zh: '曼谷服务中心', en: 'Service centre, Bangkok' },
      address: {
        zh: '泰国曼谷邦纳区邦纳-达叻路 88 号，邮编 10260',
        en: '88 Bangna-Trad Road, Bang Na, Bangkok 10260, Thailand',
      },
    },
  ] satisfies SeedOffice[],
} as const
