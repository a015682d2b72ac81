import type { AdminCatalogOptionsQuery, AdminCatalogOptionsQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import { shopMessageOf } from 'src/lib/graphqlErrors'

import BulkPriceForm from '../BulkPriceForm/BulkPriceForm'
import { CATALOG_OPTIONS_QUERY } from '../catalogQueries'

export const QUERY = CATALOG_OPTIONS_QUERY

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем разделы…
  </p>
)

export const Failure = ({ error }: CellFailureProps<AdminCatalogOptionsQueryVariables>) => (
  <p role="alert" className="cell-status cell-status--error">
    {shopMessageOf(error, 'Не удалось загрузить разделы. Обновите страницу.')}
  </p>
)

export const Success = ({
  adminCatalogOptions,
}: CellSuccessProps<AdminCatalogOptionsQuery, AdminCatalogOptionsQueryVariables>) => (
  <BulkPriceForm options={adminCatalogOptions} />
)
