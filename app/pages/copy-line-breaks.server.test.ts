/**
 * Page copy with break marks (ADR 029): headings and short texts get them; the document title,
 * the meta description, breadcrumbs, navigation, calls to action, image texts, addresses and
 * diagrams never do, and removing the marks gives the copy back.
 */
import { describe, expect, it } from 'vitest'
import { hasBreakMarks, plainDeep } from '../lib/line-breaks'
import { copyWithLineBreaks } from '../site/copy-line-breaks.server'
import { buildPageCopy } from './copy.server'
import { pages } from '../site/registry'

const plainKeys =
  /^(alt|href|src|srcSet|sizes|sources|placeholder|focus|to|params|path|url|hotline|email|address)$/
const plainParts = /^(trail|subnav|cta|diagram|chart|images|heroImage|labels)$/

function anyMarks(value: unknown): boolean {
  if (typeof value === 'string') return hasBreakMarks(value)
  if (Array.isArray(value)) return value.some(anyMarks)
  if (value && typeof value === 'object') return Object.values(value).some(anyMarks)
  return false
}

/** The paths of the parts of the copy that must stay plain and carry marks. */
function markedPlainParts(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => markedPlainParts(item, `${path}.${i}`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    plainKeys.test(key) || plainParts.test(key)
      ? anyMarks(item)
        ? [`${path}.${key}`]
        : []
      : markedPlainParts(item, `${path}.${key}`),
  )
}

describe('copyWithLineBreaks', () => {
  it('marks the headings of a Chinese, Japanese and Thai page', () => {
    const home = copyWithLineBreaks(buildPageCopy('home', 'zh-CN'), 'zh-CN')
    expect(home.heading).toBe('智能\u200b物流，\u200b端到端的\u200b工程\u200b实践')
    expect(hasBreakMarks(home.products.heading)).toBe(true)
    expect(hasBreakMarks(copyWithLineBreaks(buildPageCopy('home', 'ja'), 'ja').heading)).toBe(true)
    const agv = copyWithLineBreaks(buildPageCopy('AGVDetails', 'th'), 'th')
    expect(agv.intro).toContain('พา\u2060เลท')
  })

  it(
    'never marks the title, description, breadcrumbs, navigation, actions, images or addresses',
    { timeout: 60_000 },
    () => {
      for (const locale of ['zh-CN', 'zh-TW', 'ja', 'th', 'en'] as const) {
        for (const page of pages) {
          const copy = buildPageCopy(page.id, locale)
          const marked = copyWithLineBreaks(copy, locale)
          const where = `${locale} ${page.id}`
          expect(marked.title, where).toBe(copy.title)
          expect(marked.description, where).toBe(copy.description)
          expect(marked.trail, where).toEqual(copy.trail)
          expect(marked.cta, where).toEqual(copy.cta)
          expect(markedPlainParts(marked), where).toEqual([])
          expect(plainDeep(marked), where).toEqual(copy)
        }
      }
    },
  )
})
