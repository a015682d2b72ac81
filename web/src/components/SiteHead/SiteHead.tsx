import { absoluteUrl, canonicalPath } from '@domain/pageMeta'

import { useLocation } from '@redwoodjs/router'
import { Head } from '@redwoodjs/web'

import {
  LOCALES,
  localePath,
  OG_LOCALE,
  unlocalizedPath,
  useLocale,
  useT,
  type Locale,
} from 'src/lib/i18n'
import { siteOrigin } from 'src/lib/siteOrigin'

/** A page without its own description (account pages, the cart) still has one. */
export const SITE_DESCRIPTION =
  'Акватория: насосные станции, котельные, водоочистка, насосы, сантехника и ёмкости с доставкой по Казахстану.'

/**
 * The canonical address of a page in a language: filters, ordering and UTM
 * tags folded (robots.txt's Clean-param), under /kk for Kazakh.
 */
export const canonicalIn = (locale: Locale, pathname: string, search = '') =>
  localePath(canonicalPath(unlocalizedPath(pathname), search), locale)

/**
 * What every public page tells search engines and link previews beside its
 * own title and description: the canonical address in the page's own
 * language, both languages' twins (hreflang ru, kk and x-default, the
 * Russian one), og:url, site name and locale.
 */
const SiteHead = () => {
  const { pathname, search } = useLocation()
  const locale = useLocale()
  const t = useT()
  const origin = siteOrigin()
  const url = (lang: Locale) =>
    origin ? absoluteUrl(origin, canonicalIn(lang, pathname, search)) : null
  const own = url(locale)
  return (
    <Head>
      <meta property="og:site_name" content={t('header.logo')} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      <meta
        name="description"
        content={locale === 'ru' ? SITE_DESCRIPTION : t('site.description')}
      />
      {own ? <link rel="canonical" href={own} /> : null}
      {own ? <meta property="og:url" content={own} /> : null}
      {origin
        ? LOCALES.map((lang) => (
            <link key={lang} rel="alternate" hrefLang={lang} href={url(lang)!} />
          ))
        : null}
      {origin ? <link rel="alternate" hrefLang="x-default" href={url('ru')!} /> : null}
    </Head>
  )
}

export default SiteHead
