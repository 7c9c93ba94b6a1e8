import { describe, expect, it } from 'vitest'
import { languageName } from './story-languages.server'

describe('the language named in a fallback note', () => {
  it('names the service’s Chinese as Simplified Chinese, not “Chinese (China)”', () => {
    expect(languageName('en', 'zh')).toBe('Simplified Chinese')
    expect(languageName('ja', 'zh')).toBe('簡体中国語')
    expect(languageName('zh-TW', 'zh')).toBe('簡體中文')
  })

  it('reads as part of the sentence: Vietnamese “tiếng Anh”, German “Englisch”', () => {
    expect(languageName('vi', 'en')).toBe('tiếng Anh')
    expect(languageName('de', 'en')).toBe('Englisch')
    expect(languageName('en', 'en')).toBe('English')
  })
})
