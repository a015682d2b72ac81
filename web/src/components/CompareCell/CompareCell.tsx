import type { CompareProductsQuery, CompareProductsQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CompareTable from 'src/components/CompareTable/CompareTable'
import { PRODUCT_CARD_FIELDS } from 'src/components/ProductCard/productCardFragment'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'

export const QUERY: TypedDocumentNode<CompareProductsQuery, CompareProductsQueryVariables> = gql`
  query CompareProductsQuery($articles: [String!]!) {
    productsByArticles(articles: $articles) {
      ...ProductCardFields
      characteristics {
        name
        nameLang
        value
        valueLang
        unit
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`

export const Loading = () => {
  const t = useCatalogueT()
  return (
    <p role="status" className="cell-status">
      {t('compare.loading')}
    </p>
  )
}

export const isEmpty = (data: CompareProductsQuery) => data.productsByArticles.length === 0

export const Empty = () => {
  const t = useCatalogueT()
  return <p className="cell-status">{t('compare.gone')}</p>
}

export const Failure = ({ error }: CellFailureProps<CompareProductsQueryVariables>) => {
  const t = useCatalogueT()
  console.error('compare', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('compare.failure')}
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
