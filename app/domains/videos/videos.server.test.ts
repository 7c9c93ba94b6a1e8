/** The video page's caption tracks: the reader's language shown by default where the film has it. */
import { describe, expect, it } from 'vitest'
import { captionTracks } from './videos.server'

const track = (language: string, label: string) => ({
  language,
  label,
  url: `/cms/files/videos/company-film.${language}.vtt`,
})
const all = [
  track('zh', '中文'),
  track('en', 'English'),
  track('de', 'Deutsch'),
  track('ja', '日本語'),
  track('kk', 'Қазақша'),
]
const defaults = (tracks: ReturnType<typeof captionTracks>) =>
  tracks.filter((t) => t.default).map((t) => [t.srclang, t.label])

describe('captionTracks', () => {
  it("shows the reader's own language first and by default", () => {
    expect(defaults(captionTracks('de', all))).toEqual([['de', 'Deutsch']])
    expect(defaults(captionTracks('ja', all))).toEqual([['ja', '日本語']])
    expect(defaults(captionTracks('kk', all))).toEqual([['kk', 'Қазақша']])
    expect(defaults(captionTracks('en', all))).toEqual([['en', 'English']])
    expect(captionTracks('de', all)[0]!.src).toBe('/cms/files/videos/company-film.de.vtt')
    // Both Chinese locales read the Chinese track, marked as zh-CN.
    expect(defaults(captionTracks('zh-CN', all))).toEqual([['zh-CN', '中文']])
    expect(defaults(captionTracks('zh-TW', all))).toEqual([['zh-CN', '中文']])
  })

  it('falls back to the English track where the film has none in the language; keeps every track', () => {
    expect(defaults(captionTracks('vi', all))).toEqual([['en', 'English']])
    expect(defaults(captionTracks('ru', all.slice(0, 1)))).toEqual([['zh-CN', '中文']])
    const tracks = captionTracks('ja', all)
    expect(tracks.map((t) => t.srclang)).toEqual(['ja', 'en', 'zh-CN', 'de', 'kk'])
  })
})
