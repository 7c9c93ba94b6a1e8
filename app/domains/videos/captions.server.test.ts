/**
 * A caption file in the reader's script (issue 37): on zh-TW the cue text of the service's
 * Simplified track in Traditional characters with Taiwan's words, everything else of the file
 * (header, comments, styles, identifiers, timings and their settings, line endings) as it was.
 */
import { describe, expect, it } from 'vitest'
import { webVttInReaderScript } from './captions.server'

const simplified = [
  'WEBVTT - 星桥智能',
  '',
  'NOTE 托盘与软件：注释不显示',
  '',
  'STYLE',
  '::cue(.term) { color: yellow }',
  '',
  'film-1',
  '00:00.000 --> 00:05.500 align:start line:90%',
  '在监控中心，每一个托盘',
  '都在数字孪生中实时可见。',
  '',
  '00:06.000 --> 00:11.500',
  '<c.term>软件</c>把叉车的数据实时刷新。',
  '',
]

const lines = (vtt: string) => vtt.split(/\r\n|\n/)

describe('webVttInReaderScript', () => {
  it("writes the cue text in Taiwan's Traditional Chinese and keeps every other line", () => {
    const traditional = lines(webVttInReaderScript('zh-TW', simplified.join('\n')))
    expect(traditional).toHaveLength(simplified.length)
    // Taiwan's words, not only its characters: 托盘 is 棧板, 数字孪生 數位孿生, 实时 即時, 软件 軟體,
    // 叉车 堆高機, 刷新 更新.
    expect(traditional[9]).toBe('在監控中心，每一個棧板')
    expect(traditional[10]).toBe('都在數位孿生中即時可見。')
    expect(traditional[13]).toBe('<c.term>軟體</c>把堆高機的資料即時更新。')
    const cueText = new Set([9, 10, 13])
    traditional.forEach((line, i) => {
      if (!cueText.has(i)) expect(line).toBe(simplified[i])
    })
  })

  it('keeps the cue timings and the line endings of the file', () => {
    const crlf = simplified.join('\r\n')
    const traditional = webVttInReaderScript('zh-TW', crlf)
    expect(traditional.match(/\r\n/g)).toHaveLength(simplified.length - 1)
    expect(traditional.match(/^.*-->.*$/gm)).toEqual(crlf.match(/^.*-->.*$/gm))
    expect(traditional).not.toMatch(/(?<!\r)\n/)
  })

  it('leaves the file as it is for other locales, and text that is not WebVTT', () => {
    const vtt = simplified.join('\n')
    expect(webVttInReaderScript('zh-CN', vtt)).toBe(vtt)
    expect(webVttInReaderScript('en', vtt)).toBe(vtt)
    expect(webVttInReaderScript('zh-TW', '<p>实时</p>')).toBe('<p>实时</p>')
  })
})
