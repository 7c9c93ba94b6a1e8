/**
 * The video center's data: the caption tracks (the reader's language shown by default where the
 * film has it; on zh-TW the site's Traditional track), and the videos against the real content
 * service (in this process, on PGlite with the seed): the newest playing or the chosen one, the
 * others as links, a 404 for an unknown video, and while the service is down the list's note, or
 * the 503 state of a chosen video. The Traditional caption file made from the service's track:
 * its headers, its Taiwan text on the service's timings, 404s and the outage's 503.
 */
import { describe, expect, it } from 'vitest'
import {
  openApi,
  startContentService,
  whileServiceDown,
} from '../../../tests/setup/content-service'

startContentService('videos')

const { captionTracks, videoCenter } = await import('./videos.server')
const { readerScriptCaptions } = await import('./captions.server')

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
    // Both Chinese locales read the Chinese track, marked as zh-CN, where there is no other.
    expect(defaults(captionTracks('zh-CN', all))).toEqual([['zh-CN', '中文']])
    expect(defaults(captionTracks('zh-TW', all))).toEqual([['zh-CN', '中文']])
  })

  it('on zh-TW, puts the Traditional track first and by default, the Simplified one next', () => {
    const tracks = captionTracks('zh-TW', all, '/captions/zh-TW/7.vtt')
    expect(tracks.slice(0, 2)).toEqual([
      { src: '/captions/zh-TW/7.vtt', srclang: 'zh-TW', label: '繁體中文', default: true },
      {
        src: '/cms/files/videos/company-film.zh.vtt',
        srclang: 'zh-CN',
        label: '简体中文',
        default: false,
      },
    ])
    expect(tracks.map((t) => t.srclang)).toEqual(['zh-TW', 'zh-CN', 'en', 'de', 'ja', 'kk'])
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

/** The service's own caption file at `url` (no site in between). */
async function serviceFile(url: string): Promise<string> {
  const { inProcessCms } = await import('../../content/cms.server')
  const response = await (await inProcessCms()).app.fetch(new Request(`http://cms.test${url}`))
  expect(response.status).toBe(200)
  return response.text()
}

/** The cue timing lines of a WebVTT file, in order. */
const timings = (vtt: string) => vtt.match(/^\d[\d:.]* --> .*$/gm)

describe('Traditional captions for zh-TW readers', () => {
  it("zh-TW's video center offers the site's Traditional track of each film first", async () => {
    const { list } = await seeded('zh-TW,zh')
    const view = (await videoCenter('zh-TW', null))!
    for (const video of [view.current!, ...view.others]) {
      expect(video.captions).toHaveLength(13)
      expect(video.captions.slice(0, 2)).toEqual([
        {
          src: `/captions/zh-TW/${video.id}.vtt`,
          srclang: 'zh-TW',
          label: '繁體中文',
          default: true,
        },
        {
          src: expect.stringMatching(/^\/cms\/files\/videos\/[a-z-]+\.zh\.vtt$/) as unknown,
          srclang: 'zh-CN',
          label: '简体中文',
          default: false,
        },
      ])
    }
    expect(view.current!.id).toBe(list[0]!.id)
    // zh-CN keeps the service's tracks: the Chinese one first, as the service names it.
    const zhCN = (await videoCenter('zh-CN', null))!.current!.captions
    expect(zhCN).toHaveLength(12)
    expect(zhCN[0]).toMatchObject({ srclang: 'zh-CN', label: '中文', default: true })
  })

  it("answers a film's Traditional captions: Taiwan's words on the service's cue timings", async () => {
    const { list } = await openApi<{
      list: Array<{ id: number; captions: Array<{ language: string; url: string }> }>
    }>('media/list?language=zh-TW,zh&type=video&pageSize=50')
    const film = list.find((v) => v.captions.some((c) => c.url.includes('/company-film.zh.')))!
    const simplified = await serviceFile(film.captions.find((c) => c.language === 'zh')!.url)
    const response = await readerScriptCaptions(`/captions/zh-TW/${film.id}.vtt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    )
    const traditional = await response.text()
    expect(Number(response.headers.get('content-length'))).toBe(
      new TextEncoder().encode(traditional).length,
    )
    expect(traditional.startsWith('WEBVTT')).toBe(true)
    expect(timings(traditional)).toEqual(timings(simplified))
    expect(timings(traditional)!.length).toBeGreaterThanOrEqual(5)
    expect(traditional.split('\n')).toHaveLength(simplified.split('\n').length)
    // The seed's Simplified words, in Taiwan's: 星桥智能 星橋智能, 托盘 棧板, 数字孪生 數位孿生, 实时 即時.
    expect(simplified).toMatch(/托盘[\s\S]*数字孪生中实时可见/)
    expect(traditional).toContain('2003 年，星橋智能從深圳的一間小車間起步。')
    expect(traditional).toContain('晝夜不停地存取棧板。')
    expect(traditional).toContain('都在數位孿生中即時可見。')
    expect(traditional).not.toMatch(/[们这设备数据实时盘桥从间车]/)
  })

  it('answers 404 for an unknown film, another locale or language, or another name', async () => {
    const { list } = await seeded('zh-TW,zh')
    const id = list[0]!.id
    for (const path of [
      '/captions/zh-TW/2000000.vtt',
      '/captions/zh-TW/99999999999.vtt',
      `/captions/zh-CN/${id}.vtt`,
      `/captions/en/${id}.vtt`,
      `/captions/zh/${id}.vtt`,
      `/captions/xx/${id}.vtt`,
      `/captions/zh-TW/${id}.srt`,
      `/captions/zh-TW/${id}`,
      `/captions/zh-TW/0${id}.vtt`,
      '/captions/zh-TW/abc.vtt',
      `/captions/zh-TW/${id}.vtt/x`,
    ]) {
      const response = await readerScriptCaptions(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
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

  it('answers 503 for a Traditional caption track, kept by no cache', async () => {
    await whileServiceDown(
      () => import('./captions.server'),
      async ({ readerScriptCaptions: down }) => {
        const response = await down('/captions/zh-TW/3.vtt')
        expect(response.status).toBe(503)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(response.headers.get('retry-after')).toBe('30')
      },
    )
  })
})
