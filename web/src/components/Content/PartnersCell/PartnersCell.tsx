import type { PartnersQuery, PartnersQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import PartnersGrid from 'src/components/Content/PartnersGrid/PartnersGrid'

/** Brands that have goods on sale, by name (GET /brands/). */
export const QUERY: TypedDocumentNode<PartnersQuery, PartnersQueryVariables> = gql`
  query PartnersQuery {
    brands(ordering: "name") {
      id
      name
      logo
      country
    }
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем бренды…
  </p>
)

export const isEmpty = (data: PartnersQuery) => data.brands.length === 0

export const Empty = () => (
  <p className="cell-status">Список брендов пока пуст. Подберём оборудование по телефону.</p>
)

export const Failure = ({ error }: CellFailureProps<PartnersQueryVariables>) => {
  console.error('brands', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить бренды. Обновите страницу.
    </p>
  )
}

export const Success = ({ brands }: CellSuccessProps<PartnersQuery, PartnersQueryVariables>) => (
  <PartnersGrid brands={brands} />
)
