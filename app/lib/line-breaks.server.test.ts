/**
 * Where headings and short texts may break (ADR 029): at phrase or word boundaries, never inside
 * the words that must stay whole, never inside a Latin word, a number or a model code, and the
 * marks only add: removing them gives the text back.
 */
import { describe, expect, it } from 'vitest'
import { locales } from '../i18n/locales'
import { BREAK, JOIN, breakPieces, plainDeep, plainText } from './line-breaks'
import { withLineBreaks } from './line-breaks.server'

/** The text as its phrases: `|` where a line may break, `+` where a word is joined. */
const shown = (text: string) => text.replaceAll(BREAK, '|').replaceAll(JOIN, '+')
const phrases = (text: string, lang: string) => withLineBreaks(text, lang).split(BREAK)

async function messagesOf(locale: string): Promise<Record<string, string>> {
  const { default: messages } = (await import(`../../messages/${locale}.json`)) as {
    default: Record<string, unknown>
  }
  return Object.fromEntries(
    Object.entries(messages).filter((e): e is [string, string] => typeof e[1] === 'string'),
  )
}

describe('Chinese', () => {
  it('keeps 端到端 whole in the home heading, and breaks between phrases', () => {
    expect(shown(withLineBreaks('智能物流，端到端的工程实践', 'zh-CN'))).toBe(
      '智能|物流，|端到端的|工程|实践',
    )
    expect(phrases('端到端智能物流解决方案', 'zh-CN').some((p) => p.includes('端到端'))).toBe(true)
  })

  it('never cuts the words BudouX cuts (智|能, 仓|储) nor a job title inside a word', () => {
    const marked = shown(withLineBreaks('智能仓储物流解决方案', 'zh-CN'))
    expect(marked).not.toMatch(/智\|能|仓\|储|物\|流/)
    const job = phrases('HRBP（人力资源业务伙伴）', 'zh-CN')
    expect(job).toContain('HRBP')
    expect(job.some((p) => p.includes('伙伴）'))).toBe(true)
    expect(job.some((p) => p.endsWith('（'))).toBe(false)
  })

  it('keeps the words of issue 37 whole: 同一支, 耐低温, 会计年度, コールドチェーン', () => {
    expect(phrases('装备与软件，出自同一支工程团队', 'zh-CN')).toContain('出自同一支')
    expect(shown(withLineBreaks('港口进口肉类冷库的耐低温叉车AGV改造', 'zh-CN'))).not.toMatch(
      /耐\|低|低\|温/,
    )
    expect(breakPieces(withLineBreaks('会计年度', 'zh-CN'))).toEqual([
      { kind: 'whole', text: '会计年度' },
    ])
    expect(phrases('各會計年度現金分紅', 'zh-TW').some((p) => p.includes('會計年度'))).toBe(true)
    expect(phrases('コールドチェーン物流センター', 'ja')[0]).toBe('コールドチェーン')
  })

  it('reads zh-TW text with the Traditional model', () => {
    const marked = shown(withLineBreaks('智慧物流，端到端的工程實踐', 'zh-TW'))
    expect(marked).toContain('端到端')
    expect(marked).not.toMatch(/實\|踐|智\|慧/)
  })

  it('never starts a line with closing punctuation or ends one with opening punctuation', () => {
    for (const text of ['统一调度系统。', '设备（堆垛机）与软件', '货到人，料箱到站']) {
      const marked = withLineBreaks(text, 'zh-CN')
      expect(marked).not.toMatch(/\u200b[，。）」]/)
      expect(marked).not.toMatch(/[（「]\u200b/)
    }
  })
})

describe('Japanese', () => {
  it('breaks between phrases, never before the kana that end one', () => {
    const marked = shown(withLineBreaks('インテリジェント物流を、設計から運用まで一貫して', 'ja'))
    expect(marked).toBe('インテリジェント|物流を、|設計から|運用まで|一貫して')
  })
})

describe('Japanese katakana words', () => {
  it('keeps スマートファクトリー whole: a line breaks after スマート or after the word, never in ファクト|リー', () => {
    expect(shown(withLineBreaks('スマートファクトリー構内物流', 'ja'))).not.toMatch(
      /ファクト\|リー/,
    )
    expect(shown(withLineBreaks('ピッキングステーション', 'ja'))).not.toMatch(/ピッ\|キング/)
  })

  it(
    'never breaks a katakana word of the messages where ICU cuts it into a piece of one or two characters',
    { timeout: 30_000 },
    async () => {
      const messages = await messagesOf('ja')
      for (const [key, text] of Object.entries(messages)) {
        const marked = withLineBreaks(text, 'ja')
        // Each break inside a run of katakana, with the run's pieces on either side of it; a
        // piece at the run's end that goes on in kanji or kana (省エネ|レポート) is not short.
        for (const match of marked.matchAll(/[\p{Script=Katakana}ー\u200b\u2060]+/gu)) {
          const run = match[0]
          const before = marked[match.index - 1] ?? ''
          const after = marked[match.index + run.length] ?? ''
          // Breaks at the run's ends are between the run and the words beside it.
          const pieces = run
            .replaceAll(JOIN, '')
            .replace(/^\u200b+|\u200b+$/g, '')
            .split(BREAK)
          const joined = (char: string) => /[\p{L}]/u.test(char)
          for (let i = 1; i < pieces.length; i++) {
            const around = `${key}: ${pieces[i - 1]}|${pieces[i]}`
            if (!(i === 1 && joined(before) && !run.startsWith(BREAK)))
              expect(pieces[i - 1]!.length, around).toBeGreaterThanOrEqual(3)
            if (!(i === pieces.length - 1 && joined(after) && !run.endsWith(BREAK)))
              expect(pieces[i]!.length, around).toBeGreaterThanOrEqual(3)
          }
        }
      }
    },
  )
})

describe('Thai', () => {
  it('breaks between words and joins the words ICU would split (พา|เลท, ลูก|กลิ้ง)', () => {
    const marked = withLineBreaks('ระบบขนส่งพาเลทอัตโนมัติแบบลูกกลิ้ง', 'th')
    expect(shown(marked)).toBe('ระบบ|ขนส่ง|พา+เลท|อัตโนมัติ|แบบ|ลูก+กลิ้ง')
    expect(breakPieces(marked)).toContainEqual({ kind: 'whole', text: 'พาเลท' })
    expect(breakPieces(marked)).toContainEqual({ kind: 'whole', text: 'ลูกกลิ้ง' })
  })

  it('keeps การกระจาย whole (ICU reads การก|ระ|จาย)', () => {
    const marked = withLineBreaks('คลังสินค้าและการกระจายสินค้าอัจฉริยะ', 'th')
    expect(breakPieces(marked)).toContainEqual({ kind: 'whole', text: 'การกระจาย' })
  })
})

describe('every language', () => {
  it('keeps a model code together at its hyphen', () => {
    const marked = withLineBreaks('Latent-lifting AMR SB-L600 and SB-L1500: technical data', 'en')
    expect(shown(marked)).toBe('Latent-+lifting AMR SB-+L600 and SB-+L1500: technical data')
    expect(breakPieces(marked)).toContainEqual({ kind: 'whole', text: 'SB-L1500:' })
  })

  it('keeps a short hyphenated compound whole, and lets a long one break at its hyphen', () => {
    const title = 'a 17-year-old high-bay warehouse at Hexi Beverage is renewed'
    const pieces = breakPieces(withLineBreaks(title, 'en'))
    expect(pieces).toContainEqual({ kind: 'whole', text: '17-year-old' })
    expect(pieces).toContainEqual({ kind: 'whole', text: 'high-bay' })
    expect(withLineBreaks('Hochregallager-Modernisierung', 'de')).toBe(
      'Hochregallager-Modernisierung',
    )
  })

  it('keeps a dash between spaces on the line of the word before it', () => {
    for (const [text, lang] of [
      ['Intelligente Logistik – durchgängig aus einer Hand', 'de'],
      ['Быть партнёром, — в Китае и везде', 'ru'],
    ] as const) {
      const marked = withLineBreaks(text, lang)
      expect(plainText(marked)).toBe(text)
      const rendered = breakPieces(marked)
        .map((p) => (p.kind === 'break' ? '|' : p.text))
        .join('')
      expect(rendered).toMatch(/\S\u00a0[–—] \S/)
      expect(rendered).not.toMatch(/ [–—]/)
    }
    // A hyphen or a range is not a spaced dash.
    expect(withLineBreaks('Materialfluss - Planung', 'de')).toBe('Materialfluss - Planung')
  })

  it('leaves Latin and Cyrillic text alone', () => {
    expect(withLineBreaks('Интеллектуальная логистика', 'ru')).toBe('Интеллектуальная логистика')
  })

  it('is idempotent', () => {
    const once = withLineBreaks('智能物流，端到端的工程实践', 'zh-CN')
    expect(withLineBreaks(once, 'zh-CN')).toBe(once)
  })

  it(
    'only adds marks to every message of every locale, never inside a Latin word or a number',
    { timeout: 60_000 },
    async () => {
      for (const locale of locales) {
        for (const [key, text] of Object.entries(await messagesOf(locale))) {
          const marked = withLineBreaks(text, locale)
          expect(plainText(marked), `${locale} ${key}`).toBe(text)
          expect(marked, `${locale} ${key}`).not.toMatch(/[A-Za-z0-9]\u200b[A-Za-z0-9]/)
          expect(marked, `${locale} ${key}`).not.toMatch(/\s\u200b|\u200b\s/)
        }
      }
    },
  )
})

describe('plainDeep', () => {
  it('removes the marks from every string of a value', () => {
    const value = {
      a: withLineBreaks('智能物流，端到端的工程实践', 'zh-CN'),
      b: [`x${JOIN}y`],
      n: 1,
    }
    expect(plainDeep(value)).toEqual({ a: '智能物流，端到端的工程实践', b: ['xy'], n: 1 })
  })
})
