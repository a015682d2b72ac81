import type { CategoriesQuery, CategoriesQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CategoryGrid from 'src/components/CategoryGrid'

export const QUERY: TypedDocumentNode<CategoriesQuery, CategoriesQueryVariables> = gql`
  query CategoriesQuery($isPopular: Boolean) {
    categories(isPopular: $isPopular) {
      count
      results {
        id
        name
        nameLang
        slug
        kind
        image
      }
    }
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем каталог…
  </p>
)

export const isEmpty = (data: CategoriesQuery) => data.categories.results.length === 0

export const Empty = () => <p className="cell-status">Каталог пока пуст.</p>

export const Failure = ({ error }: CellFailureProps<CategoriesQueryVariables>) => (
  <p role="alert" className="cell-status cell-status--error">
    Не удалось загрузить каталог. Обновите страницу или позвоните нам.
    {process.env.NODE_ENV !== 'production' && error ? ` (${error.message})` : null}
  </p>
)

export const Success = ({
  categories,
}: CellSuccessProps<CategoriesQuery, CategoriesQueryVariables>) => (
  <CategoryGrid categories={categories.results} />
)
