import type { PriceTypeSaveInput } from '@modules/pricing/rules/priceTypeAdmin'
import type {
  DeleteAdminPriceTypeMutation,
  DeleteAdminPriceTypeMutationVariables,
  SaveAdminPriceTypeMutation,
  SaveAdminPriceTypeMutationVariables,
  SetAdminGroupPriceTypeMutation,
  SetAdminGroupPriceTypeMutationVariables,
} from 'types/graphql'

import type { TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'

/**
 * The price types screen as its query and every change answer it. The
 * GraphQL client knows the screen as one of its kind (SHOP_KEY_FIELDS in
 * ShopGraphQLProvider), so a change's answer replaces the screen the cell
 * shows: nothing here keeps a copy of it.
 */
export const PRICE_TYPES_SCREEN_FIELDS = gql`
  fragment AdminPriceTypesScreenFields on AdminPriceTypesScreen {
    priceTypes {
      id
      code
      name
      isRetail
      productCount
      groupCount
    }
    groups {
      id
      name
      title
      priceTypeId
      customerCount
    }
  }
`

const SAVE_TYPE: TypedDocumentNode<
  SaveAdminPriceTypeMutation,
  SaveAdminPriceTypeMutationVariables
> = gql`
  mutation SaveAdminPriceTypeMutation($input: AdminPriceTypeInput!) {
    saveAdminPriceType(input: $input) {
      ...AdminPriceTypesScreenFields
    }
  }
  ${PRICE_TYPES_SCREEN_FIELDS}
`

const DELETE_TYPE: TypedDocumentNode<
  DeleteAdminPriceTypeMutation,
  DeleteAdminPriceTypeMutationVariables
> = gql`
  mutation DeleteAdminPriceTypeMutation($input: AdminPriceTypeDeleteInput!) {
    deleteAdminPriceType(input: $input) {
      ...AdminPriceTypesScreenFields
    }
  }
  ${PRICE_TYPES_SCREEN_FIELDS}
`

const SET_GROUP_TYPE: TypedDocumentNode<
  SetAdminGroupPriceTypeMutation,
  SetAdminGroupPriceTypeMutationVariables
> = gql`
  mutation SetAdminGroupPriceTypeMutation($input: AdminGroupPriceTypeInput!) {
    setAdminGroupPriceType(input: $input) {
      ...AdminPriceTypesScreenFields
    }
  }
  ${PRICE_TYPES_SCREEN_FIELDS}
`

/** Creates a type (id null) or renames one; rejects with the api's error. */
export function useSavePriceType() {
  const [save, { loading }] = useMutation(SAVE_TYPE)
  return {
    savePriceType: (input: PriceTypeSaveInput) => save({ variables: { input } }),
    saving: loading,
  }
}

/** Deletes a type (its prices go, its groups see retail); rejects with the api's error. */
export function useDeletePriceType() {
  const [remove, { loading }] = useMutation(DELETE_TYPE)
  return {
    deletePriceType: (id: number) => remove({ variables: { input: { id } } }),
    deleting: loading,
  }
}

/** The type a customer group's customers see; null is retail. Rejects with the api's error. */
export function useSetGroupPriceType() {
  const [set, { loading }] = useMutation(SET_GROUP_TYPE)
  return {
    setGroupPriceType: (groupId: number, priceTypeId: number | null) =>
      set({ variables: { input: { groupId, priceTypeId } } }),
    settingGroup: loading,
  }
}
