import type { AdminPriceTypesQuery, AdminPriceTypesQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import GroupPriceTypesSection from 'src/components/Admin/AdminPriceTypes/GroupPriceTypesSection'
import { PRICE_TYPES_SCREEN_FIELDS } from 'src/components/Admin/AdminPriceTypes/priceTypeChanges'
import PriceTypesSection from 'src/components/Admin/AdminPriceTypes/PriceTypesSection'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'

export const QUERY: TypedDocumentNode<AdminPriceTypesQuery, AdminPriceTypesQueryVariables> = gql`
  query AdminPriceTypesQuery {
    adminPriceTypes {
      ...AdminPriceTypesScreenFields
    }
  }
  ${PRICE_TYPES_SCREEN_FIELDS}
`

export const beforeQuery = () => ({ fetchPolicy: 'network-only' as const })

export const Loading = () => <AdminCellLoading text="Загружаем типы цен…" />

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить типы цен. Обновите страницу.',
  logAs: 'admin price types',
})

/**
 * Price types (name, code, products with a price of the type) with create,
 * rename and delete, and the customer groups with the type their customers
 * see. Every change answers with the whole screen, which the GraphQL client
 * brings into this cell's answer (the screen is one of its kind).
 */
export const Success = ({
  adminPriceTypes,
}: CellSuccessProps<AdminPriceTypesQuery, AdminPriceTypesQueryVariables>) => (
  <div className="admin-price-types">
    <PriceTypesSection priceTypes={adminPriceTypes.priceTypes} />
    <GroupPriceTypesSection
      groups={adminPriceTypes.groups}
      priceTypes={adminPriceTypes.priceTypes}
    />
  </div>
)
