import type { SeedVideo } from '../types'

/** A seed video with its clip: cms/assets/videos/{slug}.mp4 and captions {slug}.{zh,en}.vtt. */
export interface SeedVideoClip extends SeedVideo {
  /** File name of the clip and its captions (rendered by art/render/films.ts). */
  slug: string
}

/** `durationSeconds` is the clip's real length (rounded); art/render/films.ts and cms/videos.test.ts check it. */
export const videos: SeedVideoClip[] = [
  {
    slug: 'company-film',
    title: {
      zh: '星桥智能企业宣传片',
      en: 'Starbridge Company Film',
    },
    description: {
      zh: '从 2003 年深圳的一间小车间到服务全球的智能物流集成商，走进星桥智能的研发中心、生产基地与客户现场。',
      en: 'From a small Shenzhen workshop in 2003 to an intralogistics integrator serving customers worldwide: a look inside our R&D centres, plants and customer sites.',
    },
    durationSeconds: 60,
    publishDate: '2025-03-18',
    poster: 'poster-company-film',
  },
  {
    slug: 'stacker-cranes',
    title: {
      zh: '36 米高架立体库：双立柱堆垛机项目实录',
      en: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes',
    },
    description: {
      zh: '12 台双立柱堆垛机在 36 米高的库内昼夜运行，记录这座托盘立体库从钢结构吊装到投产运行的全过程。',
      en: 'Twelve double-mast stacker cranes work around the clock in a 36 m high-bay store. The film follows the project from steel erection to go-live.',
    },
    durationSeconds: 22,
    publishDate: '2025-07-09',
    poster: 'poster-stacker-cranes',
  },
  {
    slug: 'agv-fleet',
    title: {
      zh: '锂电池工厂的 AGV 集群',
      en: 'AGV Fleet in a Lithium Battery Plant',
    },
    description: {
      zh: '超过 150 台潜伏顶升式与叉车式 AGV 在调度系统统一指挥下，完成极卷、电芯与模组在各工序之间的自动流转。',
      en: 'More than 150 jacking and forklift AGVs, coordinated by Fleet Scheduler, move electrode rolls, cells and modules between process steps.',
    },
    durationSeconds: 22,
    publishDate: '2025-10-22',
    poster: 'poster-agv-fleet',
  },
  {
    slug: 'cold-chain',
    title: {
      zh: '零下 25 摄氏度的自动化冷链仓库',
      en: 'Automated Cold-Chain Warehouse at −25 °C',
    },
    description: {
      zh: '四向穿梭车与提升机在零下 25 摄氏度的冷冻库中稳定运行，人员只在常温区作业，能耗与出错率同步下降。',
      en: 'Four-way shuttles and lifts run reliably in a −25 °C freezer while staff work only in tempered areas, cutting both energy use and picking errors.',
    },
    durationSeconds: 21,
    publishDate: '2026-01-27',
    poster: 'poster-cold-chain',
  },
  {
    slug: 'digital-twin',
    title: {
      zh: '数字孪生监控中心',
      en: 'Inside a Digital Twin Control Room',
    },
    description: {
      zh: '在数字孪生平台上实时查看每一个托盘、每一台设备的运行状态，并在虚拟环境中提前验证调度策略。',
      en: 'See every pallet and machine live in Digital Twin Studio, and watch operators test new scheduling rules in the virtual plant before releasing them.',
    },
    durationSeconds: 22,
    publishDate: '2026-04-14',
    poster: 'poster-digital-twin',
  },
]
