import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { inlineIllustration, svgDataUrl } from './inline-illustration.server'

describe('inlined illustrations', () => {
  it('decode to the same drawing, with nothing a URL or HTML attribute would spoil', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10">\n  <path fill="#0b2545" d="M0 0h10%"/></svg>'
    const url = svgDataUrl(svg)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(url.slice('data:image/svg+xml,'.length)).not.toMatch(/[#"<>&\n]|%(?![0-9A-F]{2})/)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      svg.replace(/\s+/g, ' ').replaceAll('"', "'"),
    )
  })

  it('inlines the hero files and refuses an unknown name', () => {
    const file = readFileSync('public/illustrations/agv-hero.svg', 'utf8')
    const url = inlineIllustration('agv-hero')
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      file.trim().replace(/\s+/g, ' ').replaceAll('"', "'"),
    )
    expect(() => inlineIllustration('no-such-drawing')).toThrow()
  })
})
