import { useState } from 'react'

import type { HeaderCategoriesQuery, CategorySubcategoriesQuery } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import { useQuery } from '@redwoodjs/web'

import { useLocalePath, useT } from 'src/lib/i18n'
import { catalogPath } from 'src/lib/links'

export const HEADER_CATEGORIES = gql`
  query HeaderCategoriesQuery {
    categories(pageSize: 100) {
      results {
        id
        name
      }
    }
  }
`

export const CATEGORY_SUBCATEGORIES = gql`
  query CategorySubcategoriesQuery($categoryName: String!) {
    subcategories(categoryName: $categoryName, pageSize: 100) {
      results {
        id
        name
      }
    }
  }
`

/** SPEC §9: the strip shows the first 5 categories. */
export const CATEGORY_STRIP_SIZE = 5

/**
 * SPEC §2: clicking a category selects it and opens the category screen
 * (its subcategories); clicking it again deselects it and hides the screen.
 */
const CategoryStrip = () => {
  const to = useLocalePath()
  const t = useT()
  const [selected, setSelected] = useState<string | null>(null)
  const { data } = useQuery<HeaderCategoriesQuery>(HEADER_CATEGORIES)
  const subcategories = useQuery<CategorySubcategoriesQuery>(CATEGORY_SUBCATEGORIES, {
    variables: { categoryName: selected ?? '' },
    skip: !selected,
  })
  const categories = (data?.categories.results ?? []).slice(0, CATEGORY_STRIP_SIZE)
  // Its room is kept while the sections load, so the page below does not jump.
  if (!data) return <div className="category-strip category-strip--pending" aria-hidden="true" />
  if (!categories.length) return null
  return (
    <nav className="category-strip" aria-label={t('categoryStrip.label')}>
      <ul className="category-strip__list">
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="category-strip__item"
              aria-expanded={selected === category.name}
              onClick={() =>
                setSelected((current) => (current === category.name ? null : category.name))
              }
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
      {selected ? (
        <div className="category-strip__screen" role="region" aria-label={selected}>
          <Link
            to={to(catalogPath({ category__name: selected }))}
            className="category-strip__all"
            onClick={() => setSelected(null)}
          >
            {t('categoryStrip.all', { name: selected })}
          </Link>
          <ul className="category-strip__subcategories">
            {(subcategories.data?.subcategories.results ?? []).map((sub) => (
              <li key={sub.id}>
                <Link
                  to={to(catalogPath({ category__name: selected, subcategory__name: sub.name }))}
                  onClick={() => setSelected(null)}
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  )
}

export default CategoryStrip
