/**
 * What the video center's server function accepts: a locale, the chosen video's id or none, and
 * a preview token; a forged call (another locale, an id that is no video id, a token of another
 * form) is refused on the server before the content service is asked.
 */
import { describe, expect, it } from 'vitest'
import { videoCenterInput } from './videos.schema'

const token = `${'a'.repeat(20)}.${'b'.repeat(43)}`

describe('videoCenterInput', () => {
  it('accepts the newest video, a chosen one, and a chosen one with a preview token', () => {
    expect(videoCenterInput.safeParse({ lang: 'th', v: null }).success).toBe(true)
    expect(videoCenterInput.safeParse({ lang: 'zh-TW', v: 3 }).success).toBe(true)
    expect(videoCenterInput.safeParse({ lang: 'en', v: 3, preview: token }).success).toBe(true)
  })

  it('refuses another locale, an id that is no video id, and a malformed preview token', () => {
    for (const input of [
      { lang: 'fr', v: null },
      { lang: 'en' },
      ...[0, -3, 2.5, '3', Number.MAX_SAFE_INTEGER + 2].map((v) => ({ lang: 'en', v })),
      { lang: 'en', v: 3, preview: 'not-a-token' },
      { lang: 'en', v: 3, preview: `${token}<` },
    ])
      expect(videoCenterInput.safeParse(input).success, JSON.stringify(input)).toBe(false)
  })
})
