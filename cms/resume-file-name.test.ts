import { describe, expect, it } from 'vitest'
import { storableFileName } from './resume'

describe('storableFileName', () => {
  it('drops bidirectional controls, which would disguise a name in the exports', () => {
    expect(storableFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe')
    expect(storableFileName('\u2066lebenslauf\u2069\u200F.pdf')).toBe('lebenslauf.pdf')
    expect(storableFileName('\u061Csira\u202A\u202B\u202C\u202D.pdf')).toBe('sira.pdf')
  })

  it('keeps the letters of every script', () => {
    expect(storableFileName('简历 – Lena Berg.pdf')).toBe('简历 – Lena Berg.pdf')
    expect(storableFileName('سيرة ذاتية.pdf')).toBe('سيرة ذاتية.pdf')
  })
})
