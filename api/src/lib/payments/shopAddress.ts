import { publicOrigin } from 'src/lib/domain/crossSite'
import { publicPrefix } from 'src/lib/rest/http'

/** Where the shop is reached (origin) and its api (origin + prefix): the gateway's URLs. */
export interface ShopAddress {
  /** e.g. https://akvatoria.kz */
  origin: string
  /** e.g. https://akvatoria.kz/api */
  apiBase: string
}

/**
 * The shop's public address for a request: SITE_URL when set (production
 * sets it: the gateway must call the public site, never a Host a caller
 * chose), else the request's own Host, as in development and tests.
 */
export function shopAddressOf(
  rawHeaders: Record<string, string | null | undefined> | null | undefined,
  env: NodeJS.ProcessEnv = process.env
): ShopAddress {
  const headers = Object.fromEntries(
    Object.entries(rawHeaders ?? {}).map(([name, value]) => [
      name.toLowerCase(),
      value ?? undefined,
    ])
  )
  const siteUrl = env.SITE_URL?.trim()
  const origin =
    publicOrigin({ siteUrl, headers, viaTrustedProxy: false }) ?? 'http://localhost:8910'
  return { origin, apiBase: `${origin}${siteUrl ? '/api' : publicPrefix(headers)}` }
}
