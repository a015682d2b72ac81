import type { Plugin } from 'graphql-yoga'

import { requestedTextLocale, TextLocaleSchema, type TextLocale } from './domain/localizedText'
import { localeOfPath } from './domain/sitePaths'

/** `?lang=` of a GraphQL request, or null; undefined when it is there but names no language. */
function langParam(request: Request): 'ru' | 'kk' | null | undefined {
  const raw = new URL(request.url).searchParams.get('lang')?.trim()
  if (!raw) return null
  const parsed = TextLocaleSchema.safeParse(raw)
  return parsed.success ? parsed.data : undefined
}

/**
 * The language of the page being prerendered, or null when nothing is.
 * `yarn rw prerender` runs the cells' queries against this handler in its
 * own process, one page at a time, with fixed headers and the page's
 * address as `globalThis.location`: a /kk page's goods and content are
 * asked in Kazakh, as its browser would ask them.
 */
function prerenderedPageLocale(): TextLocale | null {
  if (process.env.__REDWOOD__PRERENDERING !== '1') return null
  const pathname = (globalThis as { location?: { pathname?: unknown } }).location?.pathname
  return typeof pathname === 'string' ? localeOfPath(pathname) : null
}

/**
 * GraphQL's language of goods and content, the REST rule (rest/router):
 * `?lang=ru|kk` on /graphql, else Accept-Language (its most preferred of
 * ru and kk), else Russian. The web sends its page's language on every
 * query (web/src/lib/graphql), so a browser's own Accept-Language never
 * decides a Russian page's texts. Answers vary by Accept-Language.
 */
export const useTextLocale = (): Plugin<{ textLocale?: TextLocale }> => ({
  onRequest({ request, fetchAPI, endResponse }) {
    if (langParam(request) !== undefined) return
    const message = TextLocaleSchema.safeParse('').error?.issues[0].message
    endResponse(
      new fetchAPI.Response(JSON.stringify({ errors: [{ message }] }), {
        status: 400,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      })
    )
  },
  onContextBuilding({ context, extendContext }) {
    const request = (context as { request?: Request }).request
    if (!request) return
    extendContext({
      textLocale: requestedTextLocale({
        lang: langParam(request) ?? prerenderedPageLocale(),
        acceptLanguage: request.headers.get('accept-language'),
      }),
    })
  },
  onResponse({ response }) {
    response.headers.append('vary', 'Accept-Language')
  },
})
