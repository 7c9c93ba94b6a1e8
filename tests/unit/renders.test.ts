/** The rendered site pictures (assets/renders, made by art/render) and the media budget. */
import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderedImages as siteImages } from '../../assets/renders/manifest'

const ROOT = join(import.meta.dirname, '../..')

/** Width and height from the image spatial extent ('ispe') property of an AVIF file. */
function avifSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(4, 12).toString('latin1')).toMatch(/^ftypavi[fs]$/)
  const at = bytes.indexOf('ispe', 0, 'latin1')
  return { width: bytes.readUInt32BE(at + 8), height: bytes.readUInt32BE(at + 12) }
}

describe('rendered site pictures', () => {
  it("the site's heroes are at most 200 KB at 1920 px; the seed films at most 46.5 MB together, the other media 12 MB", () => {
    const siteDir = join(ROOT, 'assets/renders/site')
    for (const image of Object.values(siteImages)) {
      const bytes = readFileSync(join(siteDir, `${image.name}.avif`))
      expect(avifSize(bytes), image.name).toEqual({ width: image.width, height: image.height })
      if (image.width >= 1920) expect(bytes.length, image.name).toBeLessThanOrEqual(200 * 1024)
    }
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT })
      .toString()
      .split('\0')
      .filter((file) => /\.(avif|webp|png|jpe?g|gif|svg|mp4|webm|pdf)$/i.test(file))
    const bytes = (list: string[]) =>
      list.reduce((sum, file) => sum + statSync(join(ROOT, file)).size, 0)
    const isFilm = (file: string) => file.startsWith('cms/assets/videos/')
    // The five 1080p films: four pictures of 8 MB and the company film's 12 MB (art/render/films.ts),
    // and five sound beds of half a megabyte at most (cms/videos.test.ts).
    const films = bytes(files.filter(isFilm))
    expect(films).toBeGreaterThan(1024 * 1024)
    expect(films).toBeLessThanOrEqual(46.5 * 1024 * 1024)
    const others = bytes(files.filter((file) => !isFilm(file)))
    expect(others).toBeGreaterThan(1024 * 1024)
    expect(others).toBeLessThanOrEqual(12 * 1024 * 1024)
  })

  for (const [file, width, height, maxBytes] of [
    ['home-film.mp4', 1920, 1080, 2 * 1024 * 1024],
    // the phone rendition (ADR 059)
    ['home-film.phone.mp4', 1280, 720, 600 * 1024],
  ] as const)
    it(`the home hero film ${file} is a ${width} x ${height} H.264 MP4 of at most ${maxBytes / 1024} KB, its index first, no sound`, () => {
      const mp4 = readFileSync(join(ROOT, 'assets/renders/site', file))
      expect(mp4.length).toBeLessThanOrEqual(maxBytes)
      // +faststart: the index (moov) before the media (mdat), so playback starts at once
      expect(mp4.indexOf('moov', 0, 'latin1')).toBeLessThan(mp4.indexOf('mdat', 0, 'latin1'))
      // the avc1 sample entry (in the sample description, stsd): width and height 24 bytes on
      const avc1 = mp4.indexOf('avc1', mp4.indexOf('stsd', 0, 'latin1'), 'latin1')
      expect(avc1).toBeGreaterThan(0)
      expect([mp4.readUInt16BE(avc1 + 28), mp4.readUInt16BE(avc1 + 30)]).toEqual([width, height])
      // no sound track: a muted film has none to download
      expect(mp4.indexOf('mp4a', 0, 'latin1')).toBe(-1)
    })

  it("the home hero film's poster is a 1920 px picture", () => {
    expect(siteImages['home-film']).toMatchObject({ width: 1920, height: 1080 })
  })
})
