// @vitest-environment jsdom
/**
 * The video center as a visitor sees it, with the site's copy in English and Simplified Chinese:
 * the chosen video in a player that loads nothing before play, with its poster, its caption
 * tracks (the reader's language the default) and a link to the file for browsers without video;
 * its title, length and date; the other videos as links to theirs; the note of a list the service
 * cannot give, and the alert of a chosen video it cannot give.
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '../../i18n/locales'
import { renderPage } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { message } from '../../site/message.server'
import { pageBaseCopy } from '../../site/page-copy.server'
import { pageById, pageHref } from '../../site/registry'
import { hrefOf, section } from '../../../tests/setup/page-view'
import { VideoCenterPage } from './video-center-page'
import { captionTracks, type VideoCenterView, type VideoItem } from './videos.server'

afterEach(cleanup)

const video = (locale: Locale, id: number, title: string): VideoItem => ({
  id,
  link: routeLink('/$lang/aboutUs/videoDetails', { lang: locale }, { v: id }),
  title,
  description: 'Twelve cranes in a 36 m high-bay store.',
  src: `/cms/files/videos/film-${id}.mp4`,
  poster: { src: `/cms/images/poster-${id}.jpg`, width: 1280, height: 720, alt: '' },
  duration: '1:00',
  durationIso: 'PT60S',
  date: '2025-07-09',
  dateLabel: locale === 'en' ? 'July 9, 2025' : '2025年7月9日',
  captions: captionTracks(locale, [
    { language: 'zh', label: '中文', url: `/cms/files/videos/film-${id}.zh.vtt` },
    { language: 'en', label: 'English', url: `/cms/files/videos/film-${id}.en.vtt` },
  ]),
})

const viewFor = (locale: Locale): VideoCenterView => {
  const [current, ...others] = [
    video(locale, 4, 'Starbridge Company Film'),
    video(locale, 5, 'A 36 m High-Bay Warehouse'),
    video(locale, 6, 'An AGV fleet at work'),
  ]
  const t = (key: Parameters<typeof message>[0]) => message(key, locale)
  return {
    status: 'ok',
    current: current!,
    others,
    labels: {
      playing: t('video_now_playing'),
      more: t('video_more'),
      empty: t('list_unavailable'),
      unavailable: t('video_unavailable'),
      duration: t('video_duration'),
      published: t('case_published'),
      unsupported: t('video_unsupported'),
    },
  }
}

describe.each([
  ['en', 'en'],
  ['zh-CN', 'zh-CN'],
] as const)('VideoCenterPage, %s', (locale, ownTrack) => {
  const copy = pageBaseCopy('videoDetails', locale)
  const view = viewFor(locale)
  const path = pageHref(pageById('videoDetails'), locale)

  it('plays the chosen video on request, with its poster and captions in the reader’s language', async () => {
    await renderPage(<VideoCenterPage copy={copy} view={view} />, path)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.heading)
    const player = screen.getByTestId('video-player') as HTMLVideoElement
    expect(player.getAttribute('preload')).toBe('none')
    expect(player.autoplay).toBe(false)
    expect(player.getAttribute('poster')).toBe('/cms/images/poster-4.jpg')
    expect(player.querySelector('source')!.getAttribute('src')).toBe('/cms/files/videos/film-4.mp4')
    const tracks = [...player.querySelectorAll('track')]
    expect(tracks.map((t) => [t.getAttribute('srclang'), t.hasAttribute('default')])).toEqual([
      [ownTrack, true],
      [ownTrack === 'en' ? 'zh-CN' : 'en', false],
    ])
    expect(within(player).getByRole('link', { name: view.labels.unsupported })).toBeTruthy()
    const title = screen.getByRole('heading', { level: 2, name: 'Starbridge Company Film' })
    expect(player.getAttribute('aria-labelledby')).toBe(title.id)
    const playing = section('Starbridge Company Film')
    expect(within(playing).getByText('1:00').getAttribute('datetime')).toBe('PT60S')
    expect(within(playing).getByText(view.current!.dateLabel).getAttribute('datetime')).toBe(
      '2025-07-09',
    )
  })

  it('links the other videos to theirs', async () => {
    await renderPage(<VideoCenterPage copy={copy} view={view} />, path)
    const more = section(view.labels.more)
    expect(hrefOf('A 36 m High-Bay Warehouse', more)).toBe(`${path}?v=5`)
    expect(hrefOf('An AGV fleet at work', more)).toBe(`${path}?v=6`)
    expect(within(more).queryByRole('link', { name: 'Starbridge Company Film' })).toBeNull()
  })

  it('says so when the list cannot be loaded, or the chosen video cannot', async () => {
    await renderPage(
      <VideoCenterPage
        copy={copy}
        view={{ ...view, status: 'empty', current: null, others: [] }}
      />,
      path,
    )
    expect(screen.getByTestId('videos-empty').textContent).toBe(view.labels.empty)
    expect(screen.queryByTestId('video-player')).toBeNull()
    cleanup()
    await renderPage(
      <VideoCenterPage copy={copy} view={{ ...view, status: 'unavailable', current: null }} />,
      path,
    )
    expect(screen.getByRole('alert').textContent).toBe(view.labels.unavailable)
    expect(screen.queryByTestId('video-player')).toBeNull()
    expect(section(view.labels.more)).toBeTruthy()
  })
})
