import type { ProductionPagesQuery, ProductionPagesQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import ProductionTiles from 'src/components/Production/ProductionTiles/ProductionTiles'
import { usePagesT } from 'src/lib/i18n/pageSide'

export const QUERY: TypedDocumentNode<ProductionPagesQuery, ProductionPagesQueryVariables> = gql`
  query ProductionPagesQuery {
    productionPages {
      id
      slug
      title
      titleLang
      summary
      summaryLang
      image
    }
  }
`

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('production.loading')}
    </p>
  )
}

export const Empty = () => {
  const t = usePagesT()
  return <p className="cell-status">{t('content.empty')}</p>
}

export const Failure = ({ error }: CellFailureProps<ProductionPagesQueryVariables>) => {
  const t = usePagesT()
  console.error('production pages', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('production.failed')}
    </p>
  )
}

/** The production pages (GET /production/) as tiles, in the editors' order. */
export const Success = ({
  productionPages,
}: CellSuccessProps<ProductionPagesQuery, ProductionPagesQueryVariables>) => (
  <ProductionTiles pages={productionPages} />
)
