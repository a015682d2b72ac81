import net from 'node:net'

import type { APIGatewayProxyEvent } from 'aws-lambda'

type IpEvent = Pick<APIGatewayProxyEvent, 'headers'> & {
  requestContext?: { identity?: { sourceIp?: string | null } | null } | null
}

/**
 * The caller's IP address, for per-IP rate limits and logs.
 *
 * Without `TRUST_PROXY` it is the peer of the api server's socket. Behind a
 * proxy that peer is the proxy itself, so set `TRUST_PROXY` to the number of
 * proxies in front of the api that add to `X-Forwarded-For` (usually `1`):
 * the address is then read from that header, counting from the right. The
 * leftmost entries are whatever the client chose to send (nginx's
 * `$proxy_add_x_forwarded_for` appends to them), so they are never trusted.
 * (Redwood's own web server forwards /api without touching the header and
 * does not count.)
 */
export function clientIp(event: IpEvent, env: NodeJS.ProcessEnv = process.env): string {
  const sourceIp = normalize(event.requestContext?.identity?.sourceIp ?? '') ?? 'unknown'
  const hops = trustedHops(env.TRUST_PROXY)
  if (hops === 0) return sourceIp

  const header = headerValue(event.headers, 'x-forwarded-for')
  if (!header) return sourceIp
  const chain = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return sourceIp
  // The outermost trusted proxy appended the address it saw last but (hops - 1).
  const entry = chain[Math.max(0, chain.length - hops)]
  return normalize(entry) ?? sourceIp
}

function trustedHops(setting: string | undefined): number {
  if (!setting) return 0
  if (setting === 'true') return 1
  const hops = Number(setting)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

function headerValue(headers: IpEvent['headers'], name: string): string | undefined {
  if (!headers) return undefined
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name && value) return value
  }
  return undefined
}

/** A bare address: ports and brackets dropped, IPv4-mapped IPv6 as IPv4; null if not an IP. */
function normalize(raw: string): string | null {
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
