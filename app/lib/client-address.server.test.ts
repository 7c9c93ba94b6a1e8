import { describe, expect, it } from 'vitest'
import { rateLimitKey } from '../../contract/rate-limit-key'
import { resolveClient } from './client-address.server'

const req = (headers: Record<string, string> = {}, url = 'http://site.test/en') =>
  new Request(url, { headers })

describe('resolveClient', () => {
  it('believes no forwarded header without TRUST_PROXY', () => {
    const client = resolveClient(
      req({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' }),
      '198.51.100.7',
      undefined,
    )
    expect(client).toEqual({ ip: '198.51.100.7', https: false, viaTrustedProxy: false })
  })

  it('takes the address and scheme from a trusted proxy, skipping trusted hops', () => {
    const headers = {
      'x-forwarded-for': '203.0.113.9, 10.0.0.2',
      'x-forwarded-proto': 'https',
    }
    expect(resolveClient(req(headers), '127.0.0.1', 'loopback, 10.0.0.0/8')).toEqual({
      ip: '203.0.113.9',
      https: true,
      viaTrustedProxy: true,
    })
    // A spoofed leftmost entry is not believed past the first untrusted hop.
    expect(resolveClient(req(headers), '127.0.0.1', 'loopback')).toEqual({
      ip: '10.0.0.2',
      https: true,
      viaTrustedProxy: true,
    })
  })

  it('ignores X-Forwarded-Proto from an untrusted peer and honours a hop count', () => {
    const headers = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' }
    expect(resolveClient(req(headers), '198.51.100.7', 'loopback').https).toBe(false)
    expect(resolveClient(req(headers), '198.51.100.7', '1')).toEqual({
      ip: '203.0.113.9',
      https: true,
      viaTrustedProxy: true,
    })
    expect(resolveClient(req({}, 'https://site.test/en'), '198.51.100.7', undefined).https).toBe(
      true,
    )
  })
})

describe('rateLimitKey', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    const a = rateLimitKey('2001:db8:1:2:aaaa::1')
    expect(a).toBe(rateLimitKey('2001:db8:1:2:ffff:eeee:dddd:1'))
    expect(a).not.toBe(rateLimitKey('2001:db8:1:3::1'))
    expect(rateLimitKey('unknown')).toBe('unknown')
  })
})
