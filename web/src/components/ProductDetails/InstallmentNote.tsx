import { fitsInstallment } from '@domain/installment'
import type { InstallmentTermsQuery, InstallmentTermsQueryVariables } from 'types/graphql'

import { useQuery, type TypedDocumentNode } from '@redwoodjs/web'

export const INSTALLMENT_TERMS_QUERY: TypedDocumentNode<
  InstallmentTermsQuery,
  InstallmentTermsQueryVariables
> = gql`
  query InstallmentTermsQuery {
    installmentTerms {
      min
      max
    }
  }
`

export const INSTALLMENT_NOTE = 'Можно в рассрочку'

/**
 * «Можно в рассрочку» under the product's price (issue 34 §2) when the
 * viewer's price lies within the installment's bounds, by the rule the
 * checkout and the api apply. Drawn only once the bounds have come: a
 * prerendered page and its first render have none, so adopting the page
 * never depends on them.
 */
const InstallmentNote = ({ price }: { price: number }) => {
  const { data } = useQuery(INSTALLMENT_TERMS_QUERY)
  const terms = data?.installmentTerms ?? null
  if (!fitsInstallment(price, terms)) return null
  return (
    <p className="product-details__installment">
      <strong>{INSTALLMENT_NOTE}</strong> — оформите заказ и выберите «В рассрочку»: заявку банк
      рассмотрит онлайн.
    </p>
  )
}

export default InstallmentNote
