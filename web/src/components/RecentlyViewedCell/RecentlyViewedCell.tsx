import { inArticleOrder } from '@domain/articleOrder'
import type { RecentlyViewedQuery, RecentlyViewedQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { PRODUCT_CARD_FIELDS } from 'src/components/ProductCard/productCardFragment'
import RecentlyViewed from 'src/components/RecentlyViewed/RecentlyViewed'

/**
 * «Вы недавно смотрели»: the device keeps the articles only; names, pictures
 * and prices are read here for the current viewer (a guest after a wholesale
 * customer on the same computer sees retail prices).
 */
export const QUERY: TypedDocumentNode<RecentlyViewedQuery, RecentlyViewedQueryVariables> = gql`
  query RecentlyViewedQuery($articles: [String!]!) {
    productsByArticles(articles: $articles) {
      ...ProductCardFields
    }
  }
  ${PRODUCT_CARD_FIELDS}
`

// A side block: while loading, when nothing is sold any more or the api fails,
// the product page simply shows no block.
export const Loading = () => null

export const Empty = () => null

export const Failure = ({ error }: CellFailureProps<RecentlyViewedQueryVariables>) => {
  console.error('recently viewed', error)
  return null
}

export const Success = ({
  productsByArticles,
  articles,
}: CellSuccessProps<RecentlyViewedQuery, RecentlyViewedQueryVariables>) => (
  <RecentlyViewed products={inArticleOrder([articles].flat(), productsByArticles)} />
)
