import { describe, expect, it } from 'vitest'
import { statusOfError } from './error-status'

describe('statusOfError', () => {
  it('keeps a real 4xx/5xx status', () => {
    expect(statusOfError(Object.assign(new Error('down'), { status: 503 }))).toBe(503)
    expect(statusOfError({ status: 410 })).toBe(410)
  })
  it('falls back to 500 for anything else', () => {
    expect(statusOfError(new Error('boom'))).toBe(500)
    expect(statusOfError({ status: 200 })).toBe(500)
    expect(statusOfError({ status: 404.5 })).toBe(500)
    expect(statusOfError('text')).toBe(500)
    expect(statusOfError(null)).toBe(500)
  })
})
