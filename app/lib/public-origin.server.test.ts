import { describe, expect, it } from 'vitest'

// The site's own origin in tests: PORT 3000 and the default SITE_HOSTS, plus one name on a port of
// its own (a proxy that keeps the port the visitor used).
process.env.PORT = '3000'
process.env.SITE_HOSTS = 'localhost,127.0.0.1,[::1],site.test:8080'
delete process.env.PUBLIC_SITE_URL
const { sharedCacheAllowed } = await import('./public-origin.server')

describe('sharedCacheAllowed without PUBLIC_SITE_URL', () => {
  it('takes the own names on the server port, over plain HTTP, in any case', () => {
    for (const url of [
      'http://localhost:3000/en',
      'http://127.0.0.1:3000/en',
      'http://[::1]:3000/en',
      'http://LOCALHOST:3000/en',
      'http://site.test:8080/en',
    ])
      expect(sharedCacheAllowed(new URL(url)), url).toBe(true)
  })

  it('refuses another port, no port, another name or a scheme a proxy reported', () => {
    for (const url of [
      'http://localhost:6666/en',
      'http://127.0.0.1/en',
      'http://127.0.0.1:80/en',
      'http://[::1]:6666/en',
      'http://LOCALHOST:3001/en',
      'http://site.test:3000/en',
      'http://site.test/en',
      'http://evil.example:3000/en',
      'https://localhost:3000/en',
      'https://site.test:8080/en',
    ])
      expect(sharedCacheAllowed(new URL(url)), url).toBe(false)
  })
})
