// @vitest-environment jsdom
/**
 * The content service accepts a form token with one write (issue 25): a form that is sent again
 * without closing (the download dialog for a second document, the application form after a
 * correction) must send a fresh token each time.
 */
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let issued = 0
const getFormToken = vi.fn(async () => ({ token: `token-${++issued}`, waitMs: 0 }))
vi.mock('./form-token.functions', () => ({ getFormToken: () => getFormToken() }))
const { useFormToken } = await import('./use-form-token')

beforeEach(() => {
  issued = 0
  getFormToken.mockClear()
})
afterEach(cleanup)

describe('useFormToken', () => {
  it('fetches a token when the form opens and hands each one out once', async () => {
    const { result } = renderHook(() => useFormToken(true))
    expect(getFormToken).toHaveBeenCalledTimes(1)
    const take = result.current
    expect(await take()).toBe('token-1')
    expect(await take()).toBe('token-2')
    expect(await take()).toBe('token-3')
  })

  it('two sends at once get two tokens', async () => {
    const { result } = renderHook(() => useFormToken(true))
    const [a, b] = await Promise.all([result.current(), result.current()])
    expect(a).not.toBe(b)
  })

  it('a closed form fetches nothing; a token that cannot be had fails the send', async () => {
    const { result } = renderHook(() => useFormToken(false))
    expect(getFormToken).not.toHaveBeenCalled()
    const issue = getFormToken.getMockImplementation()!
    getFormToken.mockImplementation(async () => ({ token: null }) as never)
    await expect(result.current()).rejects.toThrow('no form token')
    getFormToken.mockImplementation(issue)
    expect(await result.current()).toMatch(/^token-/)
  })
})
