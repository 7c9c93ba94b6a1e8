import { describe, expect, it } from 'vitest'
import { ruleAnswer } from './request-rules'

const answer = (method: string, path: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, 'http://site.test')
  return ruleAnswer(new Request(url, { method, headers }), url.pathname)
}

describe('request rules', () => {
  it('pages take GET and HEAD; OPTIONS says so; anything else is a 405 with Allow', () => {
    expect(answer('GET', '/en/AGVDetails')).toBeNull()
    expect(answer('HEAD', '/en/AGVDetails')).toBeNull()
    const options = answer('OPTIONS', '/en')!
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS'])
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const refused = answer(method, '/en/AGVDetails')!
      expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS'])
    }
  })

  it('the upload endpoints take POST (their route answers GET); server functions pass', () => {
    expect(answer('POST', '/api/job-application')).toBeNull()
    expect(answer('GET', '/api/job-application')).toBeNull()
    expect(answer('PUT', '/api/job-application')?.status).toBe(405)
    expect(answer('DELETE', '/api/job-application')?.headers.get('allow')).toBe('POST')
    expect(answer('POST', '/_serverFn/abc')).toBeNull()
  })

  it('the pages of forms that work without JavaScript take POST, at their exact path only', () => {
    for (const path of ['/en/consultation', '/de/join-details', '/th/aboutUs/downloadCenter'])
      expect(answer('POST', `${path}?id=1`)).toBeNull()
    // Not another page, another spelling, another method or a locale that does not exist.
    expect(answer('POST', '/en/AGVDetails')?.status).toBe(405)
    expect(answer('POST', '/en/Consultation')?.status).toBe(405)
    expect(answer('POST', '/xx/consultation')?.status).toBe(405)
    expect(answer('POST', '/consultation')?.status).toBe(405)
    expect(answer('PUT', '/en/consultation')?.status).toBe(405)
  })

  it("redirects a page to the registry's spelling with a relative Location, keeping the query", () => {
    const moved = answer('GET', '/EN/productcenter/?a=1')!
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/en/productCenter?a=1')
  })

  it("sends a known page without a locale to the visitor's locale, privately", () => {
    const found = answer('GET', '/secretaries?from=mail', { 'accept-language': 'ko' })!
    expect(found.status).toBe(302)
    expect(found.headers.get('location')).toBe('/ko/secretaries?from=mail')
    expect(found.headers.get('vary')).toBe('Cookie, Accept-Language')
    expect(answer('GET', '/no-such-page')).toBeNull()
  })
})
