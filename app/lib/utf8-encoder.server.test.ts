import { describe, expect, it } from 'vitest'
import { withUtf8 } from './utf8-encoder.server'

/** The bytes as the caller keeps them: copied out of the encoder's buffer. */
const encodeUtf8 = (text: string | readonly string[]) =>
  withUtf8(text, (bytes) => Buffer.from(bytes))

const encoder = new TextEncoder()
const same = (text: string) => expect([...encodeUtf8(text)]).toEqual([...encoder.encode(text)])

describe('encodeUtf8', () => {
  it('writes the bytes the WHATWG encoder writes', () => {
    same('<!DOCTYPE html><p>plain</p>')
    same('智能仓储 — ระบบคลังสินค้า · Lagerverwaltung für Hochregallager')
    same('emoji 🚚 and a pair \ud83d\ude9a')
    same('')
  })

  it('turns a lone surrogate into U+FFFD, as a Response made from the string would', () => {
    same('before \ud800 after')
    same('end \udfff')
    expect([...encodeUtf8('\ud800')]).toEqual([0xef, 0xbf, 0xbd])
  })

  it('encodes a page larger than its buffer, and each answer keeps its own bytes', () => {
    const big = '星'.repeat(200_000) + '<end>'
    const first = encodeUtf8(big)
    expect(first.length).toBe(600_005)
    expect(first.subarray(-5).toString()).toBe('<end>')
    const second = encodeUtf8('<p>short</p>')
    expect(second.toString()).toBe('<p>short</p>')
    expect(first.subarray(0, 3).toString()).toBe('星')
    expect(first.buffer).not.toBe(second.buffer)
  })

  it('lends its own buffer: the next call writes over what the last one lent', () => {
    const lent = withUtf8('<p>first</p>', (bytes) => bytes)
    expect(lent.toString()).toBe('<p>first</p>')
    withUtf8('<i>other</i>', () => {})
    expect(lent.toString()).toBe('<i>other</i>')
  })

  it('reads a rope built piece by piece, as React builds a page', () => {
    let rope = ''
    for (let i = 0; i < 5_000; i++) rope += i % 97 === 0 ? `<b>${i}–</b>` : `<i>${i}</i>`
    expect(encodeUtf8(rope).toString('utf8')).toBe(rope)
  })
})

describe('encodeUtf8 of parts', () => {
  it('writes consecutive parts as the bytes of their concatenation', () => {
    const parts = ['<!DOCTYPE html>', '<p>智能仓储 — ', 'ระบบ 🚚</p>', '', '<b>end</b>']
    expect([...encodeUtf8(parts)]).toEqual([...encoder.encode(parts.join(''))])
    expect(encodeUtf8([]).length).toBe(0)
  })

  it('grows its buffer for parts longer together than it is', () => {
    const parts = Array.from({ length: 40 }, (_, i) => `${i}:` + '星'.repeat(5_000))
    expect(encodeUtf8(parts).toString('utf8')).toBe(parts.join(''))
  })
})
