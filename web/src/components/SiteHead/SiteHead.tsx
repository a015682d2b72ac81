import { absoluteUrl, canonicalPath } from '@domain/pageMeta'

import { useLocation } from '@redwoodjs/router'
import { Head } from '@redwoodjs/web'

import { siteOrigin } from 'src/lib/siteOrigin'

/** A page without its own description (account pages, the cart) still has one. */
export const SITE_DESCRIPTION =
  'Акватория: насосные станции, котельные, водоочистка, насосы, сантехника и ёмкости с доставкой по Казахстану.'

/**
 * What every public page tells search engines and link previews beside its
 * own title and description: the canonical address (filters, ordering and UTM
 * tags folded, as robots.txt's Clean-param says), og:url, site name and locale.
 */
const SiteHead = () => {
  const { pathname, search } = useLocation()
  const origin = siteOrigin()
  const url = origin ? absoluteUrl(origin, canonicalPath(pathname, search)) : null
  return (
    <Head>
      <meta property="og:site_name" content="Акватория" />
      <meta property="og:locale" content="ru_RU" />
      <meta name="description" content={SITE_DESCRIPTION} />
      {url ? <link rel="canonical" href={url} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
    </Head>
  )
}

export default SiteHead
