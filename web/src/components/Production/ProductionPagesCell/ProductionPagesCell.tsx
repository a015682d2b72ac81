import type { ProductionPagesQuery, ProductionPagesQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import ProductionTiles from 'src/components/Production/ProductionTiles/ProductionTiles'

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

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем направления производства…
  </p>
)

export const Empty = () => (
  <p className="cell-status">
    Раздел пока не заполнен. Подробности расскажет менеджер по телефону.
  </p>
)

export const Failure = ({ error }: CellFailureProps<ProductionPagesQueryVariables>) => {
  console.error('production pages', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить направления производства. Обновите страницу или позвоните нам.
    </p>
  )
}

/** The production pages (GET /production/) as tiles, in the editors' order. */
export const Success = ({
  productionPages,
}: CellSuccessProps<ProductionPagesQuery, ProductionPagesQueryVariables>) => (
  <ProductionTiles pages={productionPages} />
)
