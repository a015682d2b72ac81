import { Metadata } from '@redwoodjs/web'

export interface PageMetaProps {
  title: string
  description: string
  /** The page's own address without filters or tracking parameters: the canonical link. */
  path?: string
  /** Public address of the page's picture (og:image), when it has one. */
  image?: string | null
  /** og:type: «article» for one object or production page, «website» for a list. */
  type?: 'website' | 'article'
}

/**
 * Title, description, Open Graph tags and (when a path is given) the
 * canonical link of an «Объекты» or «Производство» screen. Addresses are
 * site-relative: the web side does not know its public origin.
 */
const PageMeta = ({ title, description, path, image, type = 'website' }: PageMetaProps) => (
  <Metadata
    title={title}
    description={description}
    og={{ title, description, type, ...(image ? { image } : {}), ...(path ? { url: path } : {}) }}
  >
    {path ? <link rel="canonical" href={path} /> : null}
  </Metadata>
)

export default PageMeta
