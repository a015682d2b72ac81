import { Link } from '@redwoodjs/router'

import { productionPath } from 'src/lib/links'

import './ProductionTiles.css'

export interface ProductionTile {
  id: number
  slug: string
  title: string
  summary: string
  image?: string | null
}

const PLACEHOLDER = '/images/placeholder-category.svg'

/**
 * The directions of the company's own production as tiles (picture, title,
 * summary), each to its page /production/{slug}. The first row is on the
 * first screen and loads at once; the rest lazily.
 */
const ProductionTiles = ({ pages }: { pages: ProductionTile[] }) => (
  <ul className="production-tiles">
    {pages.map((page, index) => (
      <li key={page.id}>
        <Link className="production-tile" to={productionPath(page.slug)}>
          <img
            className="production-tile__image"
            src={page.image || PLACEHOLDER}
            alt=""
            width={1200}
            height={675}
            loading={index < 3 ? 'eager' : 'lazy'}
            decoding="async"
          />
          <span className="production-tile__title">{page.title}</span>
          {page.summary ? <span className="production-tile__text">{page.summary}</span> : null}
        </Link>
      </li>
    ))}
  </ul>
)

export default ProductionTiles
