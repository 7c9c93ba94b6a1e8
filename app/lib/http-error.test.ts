import { describe, expect, it } from 'vitest'
import { HttpError, statusOfError } from './http-error'

describe('statusOfError', () => {
  it('keeps a real 4xx/5xx status', () => {
    expect(statusOfError(new HttpError(503, 'Service Unavailable'))).toBe(503)
    expect(statusOfError(new HttpError(410, 'Gone'))).toBe(410)
  })
  it('falls back to 500 for anything else', () => {
    expect(statusOfError(new Error('boom'))).toBe(500)
    expect(statusOfError({ status: 200 })).toBe(500)
    expect(statusOfError('text')).toBe(500)
    expect(statusOfError(null)).toBe(500)
  })
})
