import { Link } from '@redwoodjs/router'

import { objectPath } from 'src/lib/links'

import './ObjectsGrid.css'

export interface ObjectTileData {
  id: number
  title: string
  location: string
  year?: number | null
  image?: string | null
  type: { name: string }
}

const PLACEHOLDER = '/images/placeholder-category.svg'

/**
 * Completed objects as tiles: photo, kind, city and year, title; each to its
 * page /objects/{id}. The first row loads at once, the rest lazily.
 */
const ObjectsGrid = ({ objects }: { objects: ObjectTileData[] }) => (
  <ul className="objects-grid">
    {objects.map((object, index) => (
      <li key={object.id}>
        <Link className="object-tile" to={objectPath(object.id)}>
          <img
            className="object-tile__image"
            src={object.image || PLACEHOLDER}
            alt=""
            width={1200}
            height={675}
            loading={index < 3 ? 'eager' : 'lazy'}
            decoding="async"
          />
          <span className="object-tile__meta">
            {[object.type.name, object.location, object.year].filter(Boolean).join(' · ')}
          </span>
          <span className="object-tile__title">{object.title}</span>
        </Link>
      </li>
    ))}
  </ul>
)

export default ObjectsGrid
