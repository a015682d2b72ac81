import { useState } from 'react'

import type { ProductEditInput } from '@modules/catalog/rules/adminCatalog'
import type { AdminCatalogOptionsQuery, AdminCatalogOptionsQueryVariables } from 'types/graphql'

import { navigate, routes } from '@redwoodjs/router'
import type { CellSuccessProps } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'

import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import { shopMessageOf } from 'src/lib/graphqlErrors'

import { SAVE_PRODUCT } from '../AdminProductCell/AdminProductCell'
import { CATALOG_OPTIONS_QUERY } from '../catalogQueries'
import ProductEditForm, { blankProduct } from '../ProductEditForm/ProductEditForm'

export const QUERY = CATALOG_OPTIONS_QUERY

export const Loading = () => <AdminCellLoading text="Загружаем разделы…" />

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить разделы. Обновите страницу.',
  logAs: 'admin new product options',
})

/** A new product: the edit form, blank; once created, its page (pictures are added there). */
export const Success = ({
  adminCatalogOptions: options,
}: CellSuccessProps<AdminCatalogOptionsQuery, AdminCatalogOptionsQueryVariables>) => {
  const [save, saving] = useMutation(SAVE_PRODUCT)
  const [notice, setNotice] = useState<string | null>(null)
  const [product] = useState(() => blankProduct(options))
  const onSave = async (input: ProductEditInput) => {
    setNotice(null)
    try {
      const { data } = await save({ variables: { input } })
      navigate(routes.adminProduct({ id: data.saveAdminProduct.id }))
      return true
    } catch (error) {
      setNotice(shopMessageOf(error, 'Не удалось создать товар. Попробуйте ещё раз.'))
      return false
    }
  }
  return (
    <ProductEditForm
      product={product}
      options={options}
      onSave={onSave}
      saving={saving.loading}
      notice={notice}
    />
  )
}
