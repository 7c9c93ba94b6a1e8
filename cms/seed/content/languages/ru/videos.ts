import type { ExtraVersion } from '../../more-languages'

/** The seed films in ru: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'ru',
    title: 'Корпоративный фильм Starbridge',
    description:
      'От небольшого цеха в Шэньчжэне в 2003 году до интегратора систем внутренней логистики, работающего с заказчиками по всему миру: наши научно-исследовательские центры, заводы и объекты заказчиков изнутри.',
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'ru',
    title: 'Высотный склад 36\u00a0м с двухколонными кранами-штабелёрами',
    description:
      'Двенадцать двухколонных кранов-штабелёров круглосуточно работают на высотном стеллажном складе высотой 36\u00a0м. Фильм прослеживает проект от монтажа металлоконструкций до ввода в эксплуатацию.',
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'ru',
    title: 'Парк AGV на заводе литиевых аккумуляторов',
    description:
      'Более 150 подныривающих и вилочных AGV под управлением Fleet Scheduler перевозят рулоны электродов, ячейки и модули между технологическими операциями.',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'ru',
    title: 'Автоматизированный склад холодовой цепи при −25\u00a0°C',
    description:
      'Четырёхсторонние шаттлы и подъёмники надёжно работают в морозильной камере при −25\u00a0°C, а персонал находится только в зонах с умеренной температурой — это снижает и энергопотребление, и число ошибок комплектации.',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'ru',
    title: 'В диспетчерской с цифровым двойником',
    description:
      'Каждая паллета и каждая машина в реальном времени в Digital Twin Studio, а операторы проверяют новые правила диспетчеризации на виртуальном заводе, прежде чем запустить их в работу.',
  },
]
