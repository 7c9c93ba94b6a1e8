import type { ExtraVersion } from '../../more-languages'

/** The seed films in ja: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'ja',
    title: 'Starbridge 企業紹介映像',
    description:
      '2003年に深センの小さな作業場で創業し、いまや世界各地のお客様を支える構内物流システムインテグレーターへ。当社の研究開発センター、生産拠点、お客様の現場をご紹介します。',
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'ja',
    title: '高さ36 mの自動倉庫とダブルマスト型スタッカークレーン',
    description:
      'ダブルマスト型スタッカークレーン12基が、高さ36 mの高層ラック倉庫で昼夜を問わず稼働しています。鉄骨建方から本稼働までのプロジェクトの歩みを追いました。',
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'ja',
    title: 'リチウム電池工場のAGVフリート',
    description:
      '150台を超える潜り込み型AGVとフォークリフト型AGVが、Fleet Schedulerの統括のもと、電極ロール、セル、モジュールを工程間で搬送します。',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'ja',
    title: '−25 °Cで稼働する自動コールドチェーン倉庫',
    description:
      '−25 °Cの冷凍庫内で四方向シャトルとリフターが安定して稼働し、作業員は常温エリアでのみ作業します。消費電力とピッキングミスをともに削減しました。',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'ja',
    title: 'デジタルツイン監視センターの現場から',
    description:
      'Digital Twin Studioで全パレットと全設備の状態をリアルタイムに把握。オペレーターが新しい運行ルールを仮想工場で検証してから本番に適用する様子をご覧いただけます。',
  },
]
