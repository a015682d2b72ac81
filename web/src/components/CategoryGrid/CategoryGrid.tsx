import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { categoryPath } from 'src/lib/links'

export interface CategoryTile {
  id: number
  name: string
  /** The language `name` is in (the api's `nameLang`): a Russian fallback on a Kazakh page is marked. */
  nameLang?: string | null
  slug: string
  kind: string
  image?: string | null
}

const PLACEHOLDER = '/images/placeholder-category.svg'

/** Tiles of catalogue sections, each leading to /precatalog/{name} (SPEC §2). */
const CategoryGrid = ({ categories }: { categories: CategoryTile[] }) => {
  const langOf = useTextLang()
  const to = useLocalePath()
  return (
    <ul className="category-grid">
      {categories.map((category) => (
        <li key={category.id} className="category-grid__item">
          <a
            className={`category-tile${category.kind === 'promo' ? ' category-tile--promo' : ''}`}
            href={to(categoryPath(category.name))}
          >
            <img
              className="category-tile__image"
              src={category.image || PLACEHOLDER}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
            />
            <span className="category-tile__name" lang={langOf(category.nameLang)}>
              {category.name}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

export default CategoryGrid
