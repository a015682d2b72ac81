import { useState } from 'react'

import type { BulkPriceInput } from '@modules/catalog/rules/adminCatalog'
import type {
  ApplyBulkPriceMutation,
  ApplyBulkPriceMutationVariables,
  BulkPricePreviewQuery,
  BulkPricePreviewQueryVariables,
} from 'types/graphql'

import type { TypedDocumentNode } from '@redwoodjs/web'
import { useMutation, useQuery } from '@redwoodjs/web'

export const PREVIEW_QUERY: TypedDocumentNode<
  BulkPricePreviewQuery,
  BulkPricePreviewQueryVariables
> = gql`
  query BulkPricePreviewQuery($input: BulkPriceInput!) {
    bulkPricePreview(input: $input) {
      count
      changed
      rows {
        id
        article
        name
        price
        oldPrice
        newPrice
        newOldPrice
      }
    }
  }
`

export const APPLY_MUTATION: TypedDocumentNode<
  ApplyBulkPriceMutation,
  ApplyBulkPriceMutationVariables
> = gql`
  mutation ApplyBulkPriceMutation($input: BulkPriceInput!) {
    applyBulkPrice(input: $input) {
      count
      changed
    }
  }
`

export type PreviewData = BulkPricePreviewQuery['bulkPricePreview']

/** A preview asked for: the change as checked, and its products in words (null: the whole catalogue). */
export interface PreviewQuestion {
  input: BulkPriceInput
  products: string | null
}

/**
 * The preview of the change asked for last, as the api answered it (the
 * GraphQL cache holds the answer; only the question is kept here). Asking
 * again, the same change too, asks the api again: the catalogue may have
 * changed since. While an answer is on its way nothing is shown, so
 * «Применить» never acts on an answer being replaced.
 */
export function useBulkPricePreview({ onError }: { onError: (error: unknown) => void }) {
  const [question, setQuestion] = useState<PreviewQuestion | null>(null)
  const { data, loading, error, refetch } = useQuery(PREVIEW_QUERY, {
    variables: question ? { input: question.input as never } : undefined,
    skip: !question,
    fetchPolicy: 'network-only',
    onError,
  })
  const sameChange = (next: PreviewQuestion) =>
    question !== null && JSON.stringify(question.input) === JSON.stringify(next.input)

  return {
    preview:
      question && data && !loading && !error ? { ...question, data: data.bulkPricePreview } : null,
    loading,
    ask: (next: PreviewQuestion) => {
      setQuestion(next)
      // A new change is asked by the query itself; the same one is asked again here.
      if (sameChange(next)) void refetch()
    },
    /** The preview after the set of products changed under it (the api's 409). */
    askAgain: () => void refetch(),
    drop: () => setQuestion(null),
  }
}

/** Applies a checked change; `expectedCount` is the preview's count (the api refuses a changed set). */
export function useApplyBulkPrice() {
  const [apply, { loading }] = useMutation(APPLY_MUTATION)
  return {
    applyBulkPrice: async (input: BulkPriceInput, expectedCount: number) => {
      const { data } = await apply({ variables: { input: { ...input, expectedCount } as never } })
      return data.applyBulkPrice
    },
    applying: loading,
  }
}
