/**
 * The key a per-client rate limit counts under, shared by the site and the content service.
 */
import ipaddr from 'ipaddr.js'

/**
 * The key a rate limit counts under: the address itself for IPv4, its /64 network for IPv6 (one
 * subscriber gets a whole /64 and could otherwise rotate through it).
 */
export function rateLimitKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const parsed = ipaddr.process(ip)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`
}
