/**
 * Synonyms of site search (ADR 042): the glossary's concepts (app/i18n/glossary/<locale>.json:
 * what translators must write for each term) as groups of equal search terms across languages,
 * so a reader who types the abbreviation, the other vendor's word or another language's term
 * finds the pages written with the preferred one. A query word (or run of words) that is one
 * member of a group also matches every other member. The service never imports the site, so the
 * groups live here; cms/search/search.test.ts checks them against the glossary's preferred terms.
 */
export const synonymGroups: ReadonlyArray<readonly string[]> = [
  // automated guided vehicle; the glossary: de FTF, ja and ko keep AGV (無人搬送車, 무인운반차
  // where the acronym is introduced), vi xe tự hành
  [
    'agv',
    'amr',
    'automated guided vehicle',
    'autonomous mobile robot',
    'ftf',
    'fahrerloses transportfahrzeug',
    '无人搬运车',
    '无人搬送车',
    '移动机器人',
    '無人搬送車',
    '무인운반차',
    'xe tự hành',
  ],
  // stacker crane (a bare штабелёр is a pallet stacker truck: not here)
  [
    'stacker crane',
    'regalbediengerät',
    'rbg',
    '堆垛机',
    'スタッカークレーン',
    '스태커 크레인',
    'кран-штабелёр',
    'кран-штабелер',
    'trasloelevatore',
    'felrakógép',
    'cần trục xếp dỡ',
    'kren penyusun',
    'เครนสแตกเกอร์',
  ],
  // forklift
  [
    'forklift',
    'gabelstapler',
    '叉车',
    'フォークリフト',
    '지게차',
    'погрузчик',
    'carrello elevatore',
    'targonca',
    'โฟล์คลิฟท์',
    'жүк тиегіш',
  ],
  // four-way shuttle
  ['four-way shuttle', '四向穿梭车', '四方向シャトル', '4방향 셔틀', 'четырёхсторонний шаттл'],
  // warehouse management system
  [
    'wms',
    'warehouse management system',
    'lagerverwaltungssystem',
    '仓储管理系统',
    '倉庫管理システム',
  ],
  // cold storage
  [
    'cold storage',
    'tiefkühllager',
    'kühllager',
    '冷库',
    '冷凍倉庫',
    '냉동 창고',
    'magazzino frigorifero',
  ],
]

/**
 * Words that name a kind of story in the site's languages ("a job in Suzhou", "tobacco case"):
 * indexed with every story of that kind at the lowest weight (never shown in a snippet), so a
 * query that names the kind prefers it, and a query without the word is not hurt.
 */
export const typeWords: Readonly<Record<string, string>> = {
  job: 'job jobs career vacancy position 招聘 职位 岗位 工作 Stelle Stellenangebot 求人 採用 채용 일자리 ตำแหน่งงาน lavoro posizione állás вакансия работа бос орын jawatan kerja việc làm tuyển dụng',
  case: 'case cases reference project 案例 Referenz 導入事例 사례 กรณีศึกษา referenza referencia проект жоба kajian kes dự án',
  video: 'video film 视频 Video 動画 동영상 วิดีโอ videó видео бейне',
  download:
    'download brochure datasheet 下载 资料 Download Datenblatt 資料 자료 ดาวน์โหลด scarica letöltés скачать жүктеу muat turun tài liệu',
}
