import type { CategoriesQuery, CategoriesQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CategoryGrid from 'src/components/CategoryGrid'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'

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

export const Loading = () => {
  const t = useCatalogueT()
  return (
    <p role="status" className="cell-status">
      {t('catalog.sections.loading')}
    </p>
  )
}

export const isEmpty = (data: CategoriesQuery) => data.categories.results.length === 0

export const Empty = () => {
  const t = useCatalogueT()
  return <p className="cell-status">{t('catalog.sections.empty')}</p>
}

export const Failure = ({ error }: CellFailureProps<CategoriesQueryVariables>) => {
  const t = useCatalogueT()
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('catalog.sections.failure')}
      {process.env.NODE_ENV !== 'production' && error ? ` (${error.message})` : null}
    </p>
  )
}

export const Success = ({
  categories,
}: CellSuccessProps<CategoriesQuery, CategoriesQueryVariables>) => (
  <CategoryGrid categories={categories.results} />
)
