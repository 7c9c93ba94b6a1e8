import type { SeedLink } from '../types'

export const friendlyLinks: SeedLink[] = [
  {
    name: { zh: '智能物流产业联盟', en: 'Intralogistics Alliance' },
    link: 'https://www.intralogistics-alliance.example/',
  },
  {
    name: { zh: '深圳机器人协会', en: 'Shenzhen Robotics Association' },
    link: 'https://www.shenzhen-robotics-association.example/',
  },
  {
    name: { zh: '冷链物流论坛', en: 'Cold Chain Forum' },
    link: 'https://www.cold-chain-forum.example/',
  },
  {
    name: { zh: '智能工厂研究院', en: 'Smart Factory Institute' },
    link: 'https://www.smart-factory-institute.example/',
  },
  {
    name: { zh: '仓储标准信息网', en: 'Warehouse Standards Portal' },
    link: 'https://www.warehouse-standards.example/',
  },
  {
    name: { zh: '创业板投资者之家', en: 'ChiNext Investors' },
    link: 'https://www.chinext-investors.example/',
  },
  {
    name: { zh: 'AGV 安全委员会', en: 'AGV Safety Council' },
    link: 'https://www.agv-safety-council.example/',
  },
  {
    name: { zh: '供应链评论', en: 'Supply Chain Review' },
    link: 'https://www.supply-chain-review.example/',
  },
]
