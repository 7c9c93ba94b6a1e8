/**
 * What the case-study server functions accept: an industry's slug as the filter links write it,
 * and a case's id; a forged call is refused on the server before the content service is asked.
 */
import { describe, expect, it } from 'vitest'
import { caseDetailInput, caseListInput } from './cases.schema'

describe('caseListInput', () => {
  const list = { lang: 'ja', category: null, page: 1 }

  it('accepts all cases or one industry, page by page', () => {
    expect(caseListInput.safeParse(list).success).toBe(true)
    expect(caseListInput.safeParse({ ...list, category: 'cold-chain', page: 3 }).success).toBe(true)
  })

  it('refuses a category that is not a slug, and pages out of range', () => {
    for (const input of [
      { ...list, category: 'Cold Chain' },
      { ...list, category: '../admin' },
      { ...list, category: '-cold' },
      { ...list, category: 'a'.repeat(65) },
      { ...list, page: 0 },
      { ...list, page: 10_001 },
      { ...list, lang: 'jp' },
    ])
      expect(caseListInput.safeParse(input).success, JSON.stringify(input).slice(0, 80)).toBe(false)
  })
})

describe('caseDetailInput', () => {
  it('accepts a case by its id and refuses any other id', () => {
    expect(caseDetailInput.safeParse({ lang: 'ko', id: 12 }).success).toBe(true)
    for (const id of [0, -1, 1.5, '12', Number.MAX_SAFE_INTEGER + 2])
      expect(caseDetailInput.safeParse({ lang: 'ko', id }).success, String(id)).toBe(false)
  })
})
