import { Link } from '@redwoodjs/router'

import './PictureTiles.css'

export interface PictureTile {
  key: string | number
  /** The tile's page. */
  to: string
  title: string
  /** `lang` of the title and text where not the page's (a Russian fallback on a Kazakh page). */
  titleLang?: string
  textLang?: string
  image?: string | null
  /** A muted line above the title (kind, city, year). */
  meta?: string
  /** `lang` of the meta line where its words are not the page's (an object's kind named in Russian). */
  metaLang?: string
  /** A muted text below the title (a summary). */
  text?: string
}

const PLACEHOLDER = '/images/placeholder-category.svg'
/** Tiles of the first row are on the first screen and load at once; the rest lazily. */
const EAGER_TILES = 3

/** Pages as linked tiles with a 16:9 picture (objects, production). */
const PictureTiles = ({ tiles }: { tiles: PictureTile[] }) => (
  <ul className="picture-tiles">
    {tiles.map((tile, index) => (
      <li key={tile.key}>
        <Link className="picture-tile" to={tile.to}>
          <img
            className="picture-tile__image"
            src={tile.image || PLACEHOLDER}
            alt=""
            width={1200}
            height={675}
            loading={index < EAGER_TILES ? 'eager' : 'lazy'}
            decoding="async"
          />
          {tile.meta ? (
            <span className="picture-tile__meta" lang={tile.metaLang}>
              {tile.meta}
            </span>
          ) : null}
          <span className="picture-tile__title" lang={tile.titleLang}>
            {tile.title}
          </span>
          {tile.text ? (
            <span className="picture-tile__text" lang={tile.textLang}>
              {tile.text}
            </span>
          ) : null}
        </Link>
      </li>
    ))}
  </ul>
)

export default PictureTiles
