import type { SubcategoriesQuery, SubcategoriesQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { catalogPath } from 'src/lib/links'

import './SubcategoriesCell.css'

/** A category's subcategories (one page of up to 100 — categories hold a few dozen). */
export const QUERY: TypedDocumentNode<SubcategoriesQuery, SubcategoriesQueryVariables> = gql`
  query SubcategoriesQuery($categoryName: String!) {
    subcategories(categoryName: $categoryName, pageSize: 100) {
      count
      results {
        id
        name
        image
      }
    }
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем подразделы…
  </p>
)

export const isEmpty = (data: SubcategoriesQuery) => data.subcategories.results.length === 0

export const Empty = ({ categoryName }: { categoryName: string }) => (
  <p className="cell-status">
    В этом разделе пока нет подразделов.{' '}
    <Link to={catalogPath({ category__name: categoryName })}>Показать все товары раздела</Link>
  </p>
)

export const Failure = ({ error }: CellFailureProps<SubcategoriesQueryVariables>) => {
  console.error('subcategories', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить подразделы. Обновите страницу.
    </p>
  )
}

export const Success = ({
  subcategories,
  categoryName,
}: CellSuccessProps<SubcategoriesQuery, SubcategoriesQueryVariables>) => (
  <>
    <ul className="subcategory-grid">
      {subcategories.results.map((subcategory) => (
        <li key={subcategory.id}>
          <Link
            to={catalogPath({ category__name: categoryName, subcategory__name: subcategory.name })}
            className="subcategory-grid__item"
          >
            {subcategory.image ? (
              <img src={subcategory.image} alt="" width={96} height={96} loading="lazy" />
            ) : null}
            <span>{subcategory.name}</span>
          </Link>
        </li>
      ))}
    </ul>
    <p>
      <Link to={catalogPath({ category__name: categoryName })} className="button">
        Все товары раздела
      </Link>
    </p>
  </>
)
