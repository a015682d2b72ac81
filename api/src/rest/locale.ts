import { localeOfAcceptLanguage, type Locale } from 'src/lib/domain/locale'

/**
 * The language a REST call asks its letters in (issue 33): the body's
 * `locale` when it names one, else the `Accept-Language` header's first
 * language the shop has (`kk`, `kk-KZ`); neither — left out, so the service
 * keeps its default (Russian, or the account's own).
 */
export function withAskedLocale<B extends { locale?: Locale }>(
  body: B,
  request: { headers: Record<string, string | undefined> }
): B {
  if (body.locale) return body
  const asked = localeOfAcceptLanguage(request.headers['accept-language'])
  return asked ? { ...body, locale: asked } : body
}
