import { describe, expect, it } from 'vitest'
import { sameOrigin } from './write-guards.server'

const post = (url: string, headers: Record<string, string>) =>
  new Request(url, { method: 'POST', headers })

describe('sameOrigin', () => {
  it('takes a post from our own page, over the same scheme', () => {
    expect(
      sameOrigin(
        post('https://site.example/x', { host: 'site.example', origin: 'https://site.example' }),
      ),
    ).toBe(true)
    expect(
      sameOrigin(
        post('http://127.0.0.1:3000/x', {
          host: '127.0.0.1:3000',
          origin: 'http://127.0.0.1:3000',
        }),
      ),
    ).toBe(true)
  })

  it('refuses a post whose Origin has the other scheme', () => {
    expect(
      sameOrigin(
        post('https://site.example/x', { host: 'site.example', origin: 'http://site.example' }),
      ),
    ).toBe(false)
    expect(
      sameOrigin(
        post('http://site.example/x', { host: 'site.example', origin: 'https://site.example' }),
      ),
    ).toBe(false)
  })

  it('refuses another host, and a malformed Origin', () => {
    expect(
      sameOrigin(
        post('https://site.example/x', { host: 'site.example', origin: 'https://evil.example' }),
      ),
    ).toBe(false)
    expect(
      sameOrigin(post('https://site.example/x', { host: 'site.example', origin: 'null' })),
    ).toBe(false)
  })
})
