import type { ExtraVersion } from '../../more-languages'

/** The seed films in ko: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'ko',
    title: 'Starbridge 기업 홍보 영상',
    description:
      '2003년 선전의 작은 작업장에서 출발해 전 세계 고객에게 서비스를 제공하는 인트라로지스틱스 통합 기업이 되기까지, 당사의 연구개발 센터와 생산 기지, 고객 현장을 소개합니다.',
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'ko',
    title: '높이 36 m 고층 창고와 더블 마스트 스태커 크레인',
    description:
      '더블 마스트 스태커 크레인 12대가 높이 36 m의 고층 창고에서 24시간 가동됩니다. 철골 구조물 설치부터 본격 가동까지 프로젝트의 전 과정을 담았습니다.',
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'ko',
    title: '리튬 배터리 공장의 AGV 편대',
    description:
      '잠입 리프트형 AGV와 지게차형 AGV 150대 이상이 Fleet Scheduler의 통합 조율에 따라 전극 롤, 셀, 모듈을 공정 간에 운반합니다.',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'ko',
    title: '−25 °C에서 가동되는 자동화 콜드체인 창고',
    description:
      '4방향 셔틀과 리프트가 −25 °C 냉동 창고에서 안정적으로 가동되고, 작업자는 온도가 조절된 구역에서만 근무합니다. 에너지 사용량과 피킹 오류가 함께 줄었습니다.',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'ko',
    title: '디지털 트윈 관제실 들여다보기',
    description:
      'Digital Twin Studio에서 모든 팔레트와 설비를 실시간으로 확인하고, 운영자가 새 스케줄링 규칙을 가상 공장에서 먼저 검증한 뒤 적용하는 모습을 보여 드립니다.',
  },
]
