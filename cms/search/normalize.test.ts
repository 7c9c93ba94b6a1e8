/**
 * Site search's text pipeline (issue 38): what a reader types and what an editor wrote become the
 * same words, however each of them wrote it.
 */
import { describe, expect, it } from 'vitest'
import {
  correctable,
  hangulBigrams,
  indexTerms,
  normalizeText,
  queryTerms,
  searchConfig,
  wordMatches,
  wordsOf,
} from './normalize'
import { snippet } from './query'

describe('normalizeText', () => {
  it('folds full-width and half-width forms and case', () => {
    expect(normalizeText('ＡＧＶ　Ｆｌｅｅｔ')).toBe('agv fleet')
    expect(normalizeText('ｽﾀｯｶｰｸﾚｰﾝ')).toBe('スタッカークレーン')
  })

  it('folds accents of Latin and Cyrillic letters, never the marks of other scripts', () => {
    expect(normalizeText('Régalbédiengeräte')).toBe('regalbediengerate')
    expect(normalizeText('ШТАБЕЛЁР')).toBe('штабелер')
    expect(normalizeText('felrakógép')).toBe('felrakogep')
    expect(normalizeText('cần trục xếp dỡ')).toBe('can truc xep do')
    // Thai vowels and tone marks, Hangul syllables and kana voicing are letters there.
    expect(normalizeText('ห้องเย็น')).toBe('ห้องเย็น')
    expect(normalizeText('냉동 창고')).toBe('냉동 창고')
    expect(normalizeText('ガ')).toBe('ガ')
  })

  it('writes Traditional Chinese in Simplified characters', () => {
    expect(normalizeText('堆垛機 無人搬運車 蘇州 年度報告')).toBe('堆垛机 无人搬运车 苏州 年度报告')
  })
})

describe('words', () => {
  it('splits Chinese, Japanese and Thai into dictionary words', () => {
    expect(indexTerms('烟草行业的堆垛机立体库', 'zh')).toEqual(
      expect.arrayContaining(['烟草', '行业', '堆垛', '立体']),
    )
    expect(indexTerms('無人搬送車を導入した冷凍倉庫', 'ja')).toEqual(
      expect.arrayContaining(['导入', '冷冻', '仓库']),
    )
    expect(indexTerms('ระบบคลังสินค้าอัตโนมัติสำหรับห้องเย็น', 'th')).toEqual(
      expect.arrayContaining(['คลัง', 'สินค้า', 'อัตโนมัติ', 'ห้อง', 'เย็น']),
    )
  })

  it('segments a Traditional query as the Simplified document it should find', () => {
    expect(queryTerms('堆垛機', 'zh-TW')).toEqual(indexTerms('堆垛机', 'zh'))
  })

  it('indexes Korean words and their syllable bigrams; a query is its bigrams', () => {
    expect(hangulBigrams('냉동창고')).toEqual(['냉동', '동창', '창고'])
    expect(indexTerms('냉동창고에서', 'ko')).toEqual(
      expect.arrayContaining(['냉동창고에서', '냉동', '창고']),
    )
    expect(queryTerms('창고', 'ko')).toEqual(['창고'])
  })

  it('keeps where each word stands in the original text, for marking', () => {
    const text = 'Ｓｔａｃｋｅｒ cranes'
    const words = wordsOf(text, 'en')
    expect(words.map((w) => [w.word, text.slice(w.index, w.index + w.length)])).toEqual([
      ['stacker', 'Ｓｔａｃｋｅｒ'],
      ['cranes', 'cranes'],
    ])
  })

  it('has no words in punctuation, control characters or an empty query', () => {
    expect(queryTerms('?!…「」—', 'ja')).toEqual([])
    expect(queryTerms('\u0000\u0007\u200b', 'en')).toEqual([])
    expect(queryTerms('', 'en')).toEqual([])
  })
})

describe('matching', () => {
  it('stems Latin and Cyrillic where PostgreSQL has a snowball configuration', () => {
    expect(searchConfig('de')).toBe('german')
    expect(searchConfig('ru')).toBe('russian')
    expect(searchConfig('ms')).toBe('indonesian')
    expect(searchConfig('kk')).toBe('simple')
    expect(searchConfig('zh-TW')).toBe('simple')
  })

  it('corrects typos only in words of five letters and more of alphabetic scripts', () => {
    expect(correctable('stakcer')).toBe(true)
    expect(correctable('crane')).toBe(true)
    expect(correctable('agv')).toBe(false)
    expect(correctable('堆垛机立体库')).toBe(false)
  })

  it('marks a word by its stem, a Chinese character only by itself', () => {
    expect(wordMatches('cranes', 'crane')).toBe(true)
    expect(wordMatches('складов', 'склад')).toBe(true)
    expect(wordMatches('crate', 'crane')).toBe(false)
    expect(wordMatches('机构', '机')).toBe(false)
    expect(wordMatches('机', '机')).toBe(true)
  })

  it('marks a short Latin word only whole, as the query matches it', () => {
    // "xếp" (to stack) is no "xe" (vehicle); "industry" no "in".
    expect(wordMatches('xep', 'xe')).toBe(false)
    expect(wordMatches('xe', 'xe')).toBe(true)
    expect(wordMatches('industry', 'in')).toBe(false)
  })
})

describe('snippet', () => {
  const text =
    'Robot di động vận chuyển pallet, kệ và vật tư theo trình tự; cần trục xếp dỡ, xe con thoi và xe tự hành AGV.'
  const agv = [['agv'], queryTerms('xe tự hành', 'vi')]
  const marks = (nodes: string[][][]) =>
    snippet(text, 'vi', nodes)
      .filter((part) => part.mark)
      .map((part) => part.text)

  it('marks a phrase of several words as one, only where its words stand together', () => {
    // AGV's Vietnamese synonym "xe tự hành": not "tư" of "vật tư", "tự" of "trình tự", "xe" of
    // "xe con thoi".
    expect(marks([agv])).toEqual(['xe tự hành', 'AGV'])
    expect(marks([[queryTerms('xe tự hành', 'vi')]])).toEqual(['xe tự hành'])
    // Where the text has AGV but not the phrase, AGV alone.
    expect(snippet('AGV xe, theo trình tự.', 'vi', [agv]).filter((p) => p.mark)).toEqual([
      { text: 'AGV', mark: true },
    ])
  })

  it('marks a phrase word by word where its words only stand apart', () => {
    expect(marks([[queryTerms('vật chuyển', 'vi')]])).toEqual(['chuyển', 'vật'])
  })
})
