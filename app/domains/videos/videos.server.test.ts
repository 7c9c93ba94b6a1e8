/**
 * The video center's data: the caption tracks (the reader's language shown by default where the
 * film has it), and the videos against the real content service (in this process, on PGlite with
 * the seed): the newest playing or the chosen one, the others as links, a 404 for an unknown
 * video, and while the service is down the list's note, or the 503 state of a chosen video.
 */
import { describe, expect, it } from 'vitest'
import {
  openApi,
  startContentService,
  whileServiceDown,
} from '../../../tests/setup/content-service'

startContentService('videos')

const { captionTracks, videoCenter } = await import('./videos.server')

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

interface Listed {
  list: Array<{ id: number; title: string; duration: number | null; publishDate: string }>
}
/** The service's own list of videos in a language (no site cache in between). */
const seeded = (language: string) =>
  openApi<Listed>(`media/list?language=${language}&type=video&pageSize=50`)

describe('videoCenter', () => {
  it.each([
    ['en', 'en', 'English'],
    ['zh-CN', 'zh-CN,zh', '中文'],
  ] as const)(
    '%s: the newest video plays, with its own captions first; the others link to theirs',
    async (locale, language, captions) => {
      const { list } = await seeded(language)
      expect(list.length).toBeGreaterThanOrEqual(3)
      const view = (await videoCenter(locale, null))!
      expect(view.status).toBe('ok')
      expect(view.current!.id).toBe(list[0]!.id)
      expect(view.current!.title).toBe(list[0]!.title)
      const seconds = list[0]!.duration!
      expect(view.current!.duration).toBe(
        `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
      )
      expect(view.current!.durationIso).toBe(`PT${seconds}S`)
      expect(view.current!.captions.filter((t) => t.default).map((t) => t.label)).toEqual([
        captions,
      ])
      expect(view.current!.src).toMatch(/^\/cms\/files\/videos\/.+\.mp4$/)
      expect(view.others.map((v) => v.id)).toEqual(list.slice(1).map((v) => v.id))
      expect(view.others.map((v) => v.link)).toEqual(
        list.slice(1).map((v) => ({
          to: '/$lang/aboutUs/videoDetails',
          params: { lang: locale },
          search: { v: v.id },
        })),
      )
    },
  )

  it('plays the chosen video, and has none for an id the service does not know', async () => {
    const { list } = await seeded('en')
    const chosen = list[2]!
    const view = (await videoCenter('en', chosen.id))!
    expect(view.current!.title).toBe(chosen.title)
    expect(view.others.map((v) => v.id)).not.toContain(chosen.id)
    expect(view.others).toHaveLength(list.length - 1)
    expect(await videoCenter('en', 2_000_000)).toBeNull()
  })
})

describe('videoCenter while the content service is down', () => {
  it("says the list cannot be loaded, and a chosen video is the page's outage", async () => {
    await whileServiceDown(
      () => import('./videos.server'),
      async ({ videoCenter: down }) => {
        const list = (await down('en', null))!
        expect(list.status).toBe('empty')
        expect(list.current).toBeNull()
        expect(list.labels.empty).toMatch(/^This list cannot be loaded at the moment/)
        const chosen = (await down('en', 3))!
        expect(chosen.status).toBe('unavailable')
        expect(chosen.labels.unavailable).toMatch(/^This video cannot be loaded at the moment/)
      },
    )
  })
})
