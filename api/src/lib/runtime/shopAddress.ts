import { getConfig } from '@redwoodjs/project-config'

import { publicOrigin } from 'src/lib/domain/crossSite'

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

/**
 * The path prefix under which the caller reached the api side. The web origin
 * (and a production proxy) forwards /api/* with /api stripped, keeping the Host
 * header, so a request whose Host is not the api server's own port came
 * through /api. A proxy may say so explicitly with X-Forwarded-Prefix.
 */
export function publicPrefix(headers: Record<string, string | undefined>): string {
  const forwarded = headers['x-forwarded-prefix']
  // Only a plain path («/shop»): never `//host` or anything a link could leave by.
  if (forwarded !== undefined && /^(?:\/[\w.~-]+)*\/*$/.test(forwarded)) {
    return forwarded.replace(/\/+$/, '')
  }
  const host = headers['x-forwarded-host'] ?? headers.host ?? ''
  const port = /:(\d+)$/.exec(host)?.[1]
  return port && port === String(getConfig().api.port) ? '' : '/api'
}
