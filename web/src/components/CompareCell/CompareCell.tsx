import type { CompareProductsQuery, CompareProductsQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CompareTable from 'src/components/CompareTable/CompareTable'
import { PRODUCT_CARD_FIELDS } from 'src/components/ProductCard/productCardFragment'

export const QUERY: TypedDocumentNode<CompareProductsQuery, CompareProductsQueryVariables> = gql`
  query CompareProductsQuery($articles: [String!]!) {
    productsByArticles(articles: $articles) {
      ...ProductCardFields
      characteristics {
        name
        value
        unit
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем товары для сравнения…
  </p>
)

export const isEmpty = (data: CompareProductsQuery) => data.productsByArticles.length === 0

export const Empty = () => (
  <p className="cell-status">Эти товары больше не продаются. Выберите другие в каталоге.</p>
)

export const Failure = ({ error }: CellFailureProps<CompareProductsQueryVariables>) => {
  console.error('compare', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить товары для сравнения. Обновите страницу.
    </p>
  )
}

interface SuccessProps
  extends CellSuccessProps<CompareProductsQuery, CompareProductsQueryVariables> {
  subcategory: string
  onRemove: (article: string) => void
}

export const Success = ({ productsByArticles, subcategory, onRemove }: SuccessProps) => (
  <CompareTable subcategory={subcategory} products={productsByArticles} onRemove={onRemove} />
)
