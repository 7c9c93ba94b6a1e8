/**
 * Who is asking, and over what: the visitor's address and whether the connection is HTTPS, from
 * the socket, believing `X-Forwarded-For` and `X-Forwarded-Proto` only from the proxies that
 * TRUST_PROXY names (proxy-addr's syntax: `loopback`, `uniquelocal`, CIDRs, or a hop count).
 * Without TRUST_PROXY no forwarded header is believed: a visitor cannot choose their address.
 */
import proxyaddr from 'proxy-addr'

export interface Client {
  ip: string
  https: boolean
  /** The connection comes from a proxy TRUST_PROXY names: its X-Forwarded-* headers count. */
  viaTrustedProxy: boolean
}

type Trust = (address: string, hop: number) => boolean

const compiled = new Map<string, Trust>()

function trustOf(setting: string | undefined): Trust {
  const key = setting?.trim() ?? ''
  let trust = compiled.get(key)
  if (!trust) {
    if (!key) trust = () => false
    else if (/^\d+$/.test(key)) {
      const hops = Number(key)
      trust = (_address, hop) => hop < hops
    } else trust = proxyaddr.compile(key.split(',').map((part) => part.trim()))
    compiled.set(key, trust)
  }
  return trust
}

/** Whether a connection's peer is a proxy TRUST_PROXY names. */
export function isTrustedProxy(socketAddress: string, trustProxy: string | undefined): boolean {
  return trustOf(trustProxy)(socketAddress, 0)
}

/** The client of this request, given the socket's peer address. */
export function resolveClient(
  request: Request,
  socketAddress: string | undefined,
  trustProxy: string | undefined,
): Client {
  const trust = trustOf(trustProxy)
  const peer = socketAddress ?? '0.0.0.0'
  const forwardedFor = request.headers.get('x-forwarded-for')
  // proxy-addr reads only these two fields of Node's IncomingMessage.
  const requestLike = {
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  } as unknown as Parameters<typeof proxyaddr>[0]
  const ip = proxyaddr(requestLike, trust)
  const https = usesHttps(
    peer,
    request.headers.get('x-forwarded-proto'),
    new URL(request.url).protocol === 'https:',
    trustProxy,
  )
  return { ip, https, viaTrustedProxy: trust(peer, 0) }
}

/**
 * Whether the visitor used HTTPS: the scheme a trusted proxy reports (its first value: the one
 * the visitor used), else the connection's own.
 */
export function usesHttps(
  socketAddress: string | undefined,
  forwardedProto: string | null | undefined,
  ownHttps: boolean,
  trustProxy: string | undefined,
): boolean {
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase()
  return trustOf(trustProxy)(socketAddress ?? '0.0.0.0', 0) && proto ? proto === 'https' : ownHttps
}
