import { beforeEach, describe, expect, it } from 'vitest'
import { cases } from '../../cms/seed/content/cases'
import { locales } from '../i18n/locales'
import {
  clearReaderScriptMemo,
  convertsToTraditional,
  readerScriptFor,
  readerScriptMemoStats,
  toReaderScript,
} from './reader-script.server'

const tobacco = cases.find((c) => c.customer.zh === '恒远烟草物流中心')!
const palletizing = cases.find((c) => c.body.zh.includes('垛型计算软件'))!

beforeEach(() => clearReaderScriptMemo())

describe('toReaderScript for zh-TW', () => {
  it('converts a seed case title and body to Traditional characters with Taiwan phrasing', () => {
    expect(toReaderScript('zh-TW', tobacco.title.zh)).toBe(
      '兩條高速條煙分揀線，一個中心覆蓋2.1萬零售戶',
    )
    const body = toReaderScript('zh-TW', tobacco.body.zh)
    expect(body).toContain('<h2>專案挑戰</h2>') // 项目 -> 專案 (Taiwan phrasing)
    expect(body).toContain('<p>恆遠菸草物流中心承擔四個縣區約2.1萬戶零售客戶的捲菸配送。')
    expect(body).toContain('<li>單立柱堆垛機4台，額定載重800 kg，貨位4800個</li>')
    expect(body).toContain('StarWCS設備控制系統') // the messages' 設備, not OpenCC's 裝置
    expect(body).not.toMatch(/[项战业单货]/) // Simplified forms that must change
    expect(toReaderScript('zh-TW', palletizing.body.zh)).toContain('垛型計算軟體')
  })

  it('keeps the company name as the zh-TW messages write it (星橋智能, not 智慧)', () => {
    expect(toReaderScript('zh-TW', '星桥智能物流科技股份有限公司')).toBe(
      '星橋智能物流科技股份有限公司',
    )
    expect(toReaderScript('zh-TW', '星桥智能的智能仓储项目')).toBe('星橋智能的智慧倉儲專案')
  })

  it('keeps industry words that Taiwan phrasing would turn into computing words', () => {
    expect(toReaderScript('zh-TW', '堆垛机产品技术参数手册')).toBe('堆垛機產品技術參數手冊')
    expect(toReaderScript('zh-TW', '运行速度、缓存库与安装调试')).toBe('運行速度、緩存庫與安裝調試')
    expect(toReaderScript('zh-TW', '重载叉车；防火分区')).toBe('重載堆高機；防火分區')
    expect(toReaderScript('zh-TW', '库内存放着约')).toBe('庫內存放著約')
  })

  it('writes the glossary terms and 台 as the messages do', () => {
    expect(toReaderScript('zh-TW', '数字孪生与车队调度')).toBe('數位孿生與車隊調度')
    expect(toReaderScript('zh-TW', '台湾的云平台，每台设备')).toBe('台灣的雲平台，每台設備')
    expect(toReaderScript('zh-TW', '装置')).toBe('裝置')
  })

  it('leaves tags, attributes and addresses alone; converts text, alt and title', () => {
    const html =
      '<p class="lead" data-note="数据"><a href="/cases/软件?q=数据" title="软件案例">' +
      '<img src="/uploads/图片.png" alt=\'立体仓库\'>软件</a> 详见 https://例子.cn/视频 。</p>' +
      '<!-- 注释 --><table><tr><td>信息</td></tr></table>'
    expect(toReaderScript('zh-TW', html)).toBe(
      '<p class="lead" data-note="数据"><a href="/cases/软件?q=数据" title="軟體案例">' +
        '<img src="/uploads/图片.png" alt=\'立體倉庫\'>軟體</a> 詳見 https://例子.cn/视频 。</p>' +
        '<!-- 注释 --><table><tr><td>資訊</td></tr></table>',
    )
  })

  it('converts objects deeply but never url-like fields or values', () => {
    const article = {
      id: 7,
      title: '软件',
      cover: { url: '/media/图片.png', width: 1, height: 1, alt: '立体仓库' },
      poster: { url: 'https://cdn.example/视频.jpg', alt: '视频' },
      tags: [{ id: 1, tagName: '信息' }],
      outLink: '软件',
      slug: '软件',
      fileName: '软件手册.pdf',
      sourceUrl: '/media/视频.mp4',
      blogrollLink: 'https://例子.cn',
      attachmentUrl: '/files/附件.pdf',
      coverUrl: '/files/图片.png',
      path: '/zh-TW/软件',
      language: 'zh',
      publishDate: '2024-01-02',
      customerName: null,
    }
    expect(toReaderScript('zh-TW', article)).toEqual({
      ...article,
      title: '軟體',
      cover: { ...article.cover, alt: '立體倉庫' },
      poster: { ...article.poster, alt: '影片' },
      tags: [{ id: 1, tagName: '資訊' }],
    })
    expect(article.title).toBe('软件') // the input (a cached value) is not changed
  })

  it('remembers a converted list and never converts its own output again', () => {
    const list = [{ title: '在线上销售' }]
    const once = toReaderScript('zh-TW', list)
    expect(toReaderScript('zh-TW', list)).toBe(once)
    expect(toReaderScript('zh-TW', once)).toBe(once)
    expect(toReaderScript('zh-TW', once[0])).toBe(once[0])
    expect(readerScriptFor('zh-TW')(list)).toBe(once)
    // A converted string converted again is left as it is (OpenCC alone would change it).
    expect(toReaderScript('zh-TW', toReaderScript('zh-TW', '在线上销售'))).toBe(
      toReaderScript('zh-TW', '在线上销售'),
    )
  })

  it('keeps its memo of strings bounded', () => {
    for (let i = 0; i < 5_200; i++) toReaderScript('zh-TW', `软件${i}`)
    expect(readerScriptMemoStats().entries).toBe(5_000)
    expect(readerScriptMemoStats().characters).toBeLessThan(100_000)
    expect(toReaderScript('zh-TW', '软件1')).toBe('軟體1') // evicted, converted again
  })
})

describe('toReaderScript for the other locales', () => {
  it('returns zh-CN and English content unchanged (the same reference)', () => {
    const list = [{ title: tobacco.title.zh, summary: tobacco.summary.zh }]
    for (const locale of locales.filter((l) => l !== 'zh-TW')) {
      expect(toReaderScript(locale, list)).toBe(list)
      expect(toReaderScript(locale, tobacco.body.zh)).toBe(tobacco.body.zh)
    }
    expect(toReaderScript('en', tobacco.title.en)).toBe(tobacco.title.en)
  })

  it('converts for zh-TW only', () => {
    expect(locales.filter(convertsToTraditional)).toEqual(['zh-TW'])
  })
})
