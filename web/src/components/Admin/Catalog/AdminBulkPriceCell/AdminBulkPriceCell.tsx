import type { AdminCatalogOptionsQuery, AdminCatalogOptionsQueryVariables } from 'types/graphql'

import type { CellSuccessProps } from '@redwoodjs/web'

import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'

import BulkPriceForm from '../BulkPriceForm/BulkPriceForm'
import { CATALOG_OPTIONS_QUERY } from '../catalogQueries'

export const QUERY = CATALOG_OPTIONS_QUERY

export const Loading = () => <AdminCellLoading text="Загружаем разделы…" />

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить разделы. Обновите страницу.',
  logAs: 'admin bulk price options',
})

export const Success = ({
  adminCatalogOptions,
}: CellSuccessProps<AdminCatalogOptionsQuery, AdminCatalogOptionsQueryVariables>) => (
  <BulkPriceForm options={adminCatalogOptions} />
)
