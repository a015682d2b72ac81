import net from 'node:net'

import type { APIGatewayProxyEvent } from 'aws-lambda'

import { logger } from './logger'

type IpEvent = Pick<APIGatewayProxyEvent, 'headers'> & {
  requestContext?: { identity?: { sourceIp?: string | null } | null } | null
}

/**
 * The caller's IP address, for per-IP rate limits and logs.
 *
 * The api believes `X-Forwarded-For` only from a trusted proxy: when the
 * peer of its socket is one of `TRUSTED_PROXIES` (default `loopback`, i.e.
 * the shop's own web server on the same machine), the caller is the last
 * entry of that header, the address the proxy itself saw; from anyone else
 * the caller is the peer, whatever headers it sent.
 *
 * The shop's web server (scripts/cli/web-server.mjs, and the development
 * proxy of web/vite.config.ts) replaces the header with exactly one address,
 * computed from its own peer and `TRUST_PROXY` (proxies in front of it, e.g.
 * nginx), so nothing a client sends ever reaches the api as its address.
 * A proxy that appends (nginx's `$proxy_add_x_forwarded_for`) works as well:
 * only its own last entry is read. See docs/security.md, «Client address».
 */
export function clientIp(event: IpEvent, env: NodeJS.ProcessEnv = process.env): string {
  const peer = normalize(event.requestContext?.identity?.sourceIp ?? '')
  if (!peer) return 'unknown'
  if (!trustedProxies(env.TRUSTED_PROXIES).trusts(peer)) return peer

  const header = headerValue(event.headers, 'x-forwarded-for')
  if (!header) return peer
  const last = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .pop()
  return (last && normalize(last)) || peer
}

export interface ProxyTrust {
  trusts(address: string): boolean
}

let cached: { setting: string; trust: ProxyTrust } | undefined

/**
 * The proxies whose `X-Forwarded-For` the api believes, from `TRUSTED_PROXIES`:
 * comma-separated addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`),
 * `loopback` (127.0.0.0/8 and ::1) or `none`. Unset means `loopback`.
 * Entries that are none of these are ignored (and logged once).
 */
export function trustedProxies(setting: string | undefined): ProxyTrust {
  const value = setting?.trim() || 'loopback'
  if (cached?.setting === value) return cached.trust
  const list = new net.BlockList()
  for (const entry of value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)) {
    if (entry === 'none') continue
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address, bits, extra] = entry.split('/')
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null
    const prefix = bits === undefined ? null : Number(bits)
    const maxBits = family === 'ipv4' ? 32 : 128
    if (
      !family ||
      extra !== undefined ||
      (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxBits))
    ) {
      logger.warn({ entry }, 'TRUSTED_PROXIES: not an address or CIDR range, ignored')
      continue
    }
    if (prefix === null) list.addAddress(address, family)
    else list.addSubnet(address, prefix, family)
  }
  const trust: ProxyTrust = {
    trusts: (address) => {
      const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null
      return family !== null && list.check(address, family)
    },
  }
  cached = { setting: value, trust }
  return trust
}

function headerValue(headers: IpEvent['headers'], name: string): string | undefined {
  if (!headers) return undefined
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name && value) return value
  }
  return undefined
}

/** A bare address: ports and brackets dropped, IPv4-mapped IPv6 as IPv4; null if not an IP. */
export function normalize(raw: string): string | null {
  let address = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.replace(/:\d+$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) address = mapped
  return net.isIP(address) ? address.toLowerCase() : null
}

/** The caller of a GraphQL resolver, for the same per-IP limits REST applies. */
export const graphqlClient = () => ({
  ip: context.event ? clientIp(context.event as IpEvent) : 'unknown',
})
