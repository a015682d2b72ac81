/* eslint-env node, es2022 */
// Issue 33: the shopper's remembered language (the `lang` cookie the web's
// switcher sets, web/src/lib/i18n/locales.ts) decides only where `/` goes:
// `lang=kk` sends `/` to `/kk`. Every other address is shown in its own
// language whatever the cookie says (search engines crawl without cookies).

/** The language of an address (web/src/lib/i18n/locales.ts localeOfPath): `/kk` and `/kk/…` are Kazakh. */
export const localeOfPath = (urlPath) =>
  urlPath === '/kk' || urlPath.startsWith('/kk/') ? 'kk' : 'ru'

/** The address `/` is sent to for this Cookie header, or null to show `/` itself. */
export function languageRedirect(urlPath, search, cookieHeader) {
  if (urlPath !== '/') return null
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim())
    if (name === 'lang') return value === 'kk' ? `/kk${search ?? ''}` : null
  }
  return null
}
