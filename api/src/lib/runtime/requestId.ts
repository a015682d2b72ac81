import crypto from 'node:crypto'
import net from 'node:net'

/**
 * Request ids for the logs of one shopper's request across processes: the
 * shop's web server names each request (`X-Request-Id`) and the api logs
 * under the same id. A client can send the header too, so the api takes it
 * only from a peer on this machine (its own web server) and only in a plain
 * form; anything else gets a fresh id.
 */
export const REQUEST_ID_HEADER = 'x-request-id'
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const bare = address.replace(/^::ffff:/i, '')
  if (net.isIPv4(bare)) return bare.startsWith('127.')
  return bare === '::1'
}

export function requestIdFor(
  header: string | string[] | undefined,
  peerAddress: string | undefined,
  newId: () => string = crypto.randomUUID
): string {
  const value = Array.isArray(header) ? header[0] : header
  if (value && isLoopback(peerAddress) && REQUEST_ID.test(value)) return value
  return newId()
}
