/**
 * Synonyms of site search (ADR 042): the glossary's concepts (app/i18n/glossary/<locale>.json:
 * what translators must write for each term) as groups of equal search terms across languages,
 * so a reader who types the abbreviation, the other vendor's word or another language's term
 * finds the pages written with the preferred one. A query word (or run of words) that is one
 * member of a group also matches every other member. The service never imports the site, so the
 * groups live here; cms/search/search.test.ts checks them against the glossary's preferred terms.
 */
export const synonymGroups: ReadonlyArray<readonly string[]> = [
  // automated guided vehicle: de FTF / fahrerloses Transportfahrzeug, ja 無人搬送車, ko 무인운반차
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
    'รถ agv',
  ],
  // stacker crane: de Regalbediengerät (RBG), ja スタッカークレーン, ru штабелёр
  [
    'stacker crane',
    'regalbediengerät',
    'rbg',
    '堆垛机',
    'スタッカークレーン',
    '스태커 크레인',
    'штабелер',
    'штабелёр',
    'трансштабелер',
    'traslo',
    'trasloelevatore',
  ],
  // four-way shuttle
  ['four-way shuttle', 'vierwege-shuttle', '四向穿梭车', '四方向シャトル'],
  // warehouse management system
  ['wms', 'warehouse management system', 'lagerverwaltungssystem', '仓储管理系统', '倉庫管理システム'],
  // cold storage
  ['cold storage', 'cold chain', 'tiefkühllager', 'kühllager', '冷库', '冷链', '冷凍倉庫', '冷蔵倉庫'],
  // forklift
  ['forklift', 'gabelstapler', 'stapler', '叉车', 'フォークリフト', 'погрузчик'],
]
