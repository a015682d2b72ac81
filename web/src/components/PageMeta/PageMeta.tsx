import { absoluteUrl } from '@domain/pageMeta'

import { Metadata } from '@redwoodjs/web'

import { localePath, useLocale } from 'src/lib/i18n'
import { siteOrigin } from 'src/lib/siteOrigin'

export interface PageMetaProps {
  title: string
  description: string
  /**
   * The page's own address when it differs from the one it was opened by
   * (a production page opened by id is canonical by slug). Otherwise the
   * layout's SiteHead gives the canonical address.
   */
  path?: string
  /** The page's picture (og:image), when it has one. */
  image?: string | null
  /** og:type: «article» for a news item or an object, «website» for lists. */
  type?: 'website' | 'article'
}

/**
 * Title, description and Open Graph tags of a content page, from props only
 * so the prerendered HTML carries them; addresses absolute on the site origin.
 */
const PageMeta = ({ title, description, path, image, type = 'website' }: PageMetaProps) => {
  const origin = siteOrigin()
  const locale = useLocale()
  const url = path && origin ? absoluteUrl(origin, localePath(path, locale)) : null
  return (
    <Metadata
      title={title}
      description={description}
      og={{
        title,
        description,
        type,
        ...(image ? { image: origin ? absoluteUrl(origin, image) : image } : {}),
        ...(url ? { url } : {}),
      }}
    >
      {url ? <link rel="canonical" href={url} /> : null}
    </Metadata>
  )
}

export default PageMeta
