import { useEffect, useState } from 'react'

import type { ProductEditInput } from '@modules/catalog/rules/adminCatalog'
import type { AdminProductQuery, AdminProductQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'

import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import { errorCodeOf, errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'

import { ADMIN_PRODUCT_FIELDS, CATALOG_OPTIONS_FIELDS, type EditedProduct } from '../catalogQueries'
import ProductEditForm from '../ProductEditForm/ProductEditForm'
import ProductPictures from '../ProductPictures/ProductPictures'

export const QUERY: TypedDocumentNode<AdminProductQuery, AdminProductQueryVariables> = gql`
  query AdminProductQuery($id: Int!) {
    adminProduct(id: $id) {
      ...AdminProductEditFields
    }
    adminCatalogOptions {
      ...AdminCatalogOptionsFields
    }
  }
  ${CATALOG_OPTIONS_FIELDS}
  ${ADMIN_PRODUCT_FIELDS}
`

export const SAVE_PRODUCT = gql`
  mutation SaveAdminProductMutation($input: AdminProductInput!) {
    saveAdminProduct(input: $input) {
      ...AdminProductEditFields
    }
  }
  ${ADMIN_PRODUCT_FIELDS}
`
const ADD_PICTURE = gql`
  mutation AddAdminProductPictureMutation($input: AdminPictureAddInput!) {
    addAdminProductPicture(input: $input) {
      id
    }
  }
`
const MOVE_PICTURE = gql`
  mutation MoveAdminProductPictureMutation($input: AdminPictureMoveInput!) {
    moveAdminProductPicture(input: $input) {
      id
    }
  }
`
const DELETE_PICTURE = gql`
  mutation DeleteAdminProductPictureMutation($input: AdminPictureDeleteInput!) {
    deleteAdminProductPicture(input: $input) {
      id
    }
  }
`

export const beforeQuery = ({ id }: AdminProductQueryVariables) => ({
  variables: { id },
  fetchPolicy: 'network-only' as const,
})

export const Loading = () => <AdminCellLoading text="Загружаем товар…" />

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить товар. Обновите страницу.',
  logAs: 'admin product',
})

/**
 * The edit screen: the form and the pictures. Every write refetches the
 * product, so the form always holds the stored version; a stale save is
 * refused by the api (409) with the fresh product, which the form then
 * shows beside the message.
 */
export const Success = ({
  adminProduct: stored,
  adminCatalogOptions: options,
}: CellSuccessProps<AdminProductQuery, AdminProductQueryVariables>) => {
  const [fresh, setFresh] = useState<EditedProduct | null>(null)
  // A refetch brings the stored version: it replaces a conflict's copy.
  useEffect(() => setFresh(null), [stored])
  const product = fresh ?? stored
  const refetch = { refetchQueries: ['AdminProductQuery'], awaitRefetchQueries: true }
  const [save, saving] = useMutation(SAVE_PRODUCT, refetch)
  const [addPicture, adding] = useMutation(ADD_PICTURE, refetch)
  const [movePicture, moving] = useMutation(MOVE_PICTURE, refetch)
  const [deletePicture, deleting] = useMutation(DELETE_PICTURE, refetch)
  const [notice, setNotice] = useState<string | null>(null)
  const [picturesError, setPicturesError] = useState<string | null>(null)

  const onSave = async (input: ProductEditInput) => {
    setNotice(null)
    try {
      await save({ variables: { input } })
      return true
    } catch (error) {
      setNotice(shopMessageOf(error, 'Не удалось сохранить товар. Попробуйте ещё раз.'))
      // The fresh product replaces what the form held (the api's 409 carries it).
      const latest = errorDetailsOf(error).product as EditedProduct | undefined
      if (errorCodeOf(error) === 'CONFLICT' && latest) setFresh(latest)
      return false
    }
  }

  const pictureChange = (run: () => Promise<unknown>) => async () => {
    setPicturesError(null)
    try {
      await run()
    } catch (error) {
      setPicturesError(shopMessageOf(error, 'Не удалось изменить изображения.'))
    }
  }

  return (
    <div className="admin-product">
      <ProductEditForm
        product={product}
        options={options}
        onSave={onSave}
        saving={saving.loading}
        notice={notice}
      />
      <ProductPictures
        pictures={product.pictures}
        busy={adding.loading || moving.loading || deleting.loading}
        onAdd={(picture) =>
          pictureChange(() =>
            addPicture({ variables: { input: { productId: product.id, file: picture.file } } })
          )()
        }
        onMove={(pictureId, direction) =>
          pictureChange(() => movePicture({ variables: { input: { pictureId, direction } } }))()
        }
        onDelete={(pictureId) =>
          pictureChange(() => deletePicture({ variables: { input: { pictureId } } }))()
        }
      />
      {picturesError ? (
        <p role="alert" className="cell-status cell-status--error">
          {picturesError}
        </p>
      ) : null}
    </div>
  )
}
