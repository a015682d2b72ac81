import { fitsInstallment } from '@domain/installment'
import type { InstallmentTermsQuery, InstallmentTermsQueryVariables } from 'types/graphql'

import { useQuery, type TypedDocumentNode } from '@redwoodjs/web'

import { richText } from 'src/lib/i18n'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
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

/**
 * «Можно в рассрочку» under the product's price (issue 34 §2) when the
 * viewer's price lies within the installment's bounds, by the rule the
 * checkout and the api apply. Drawn only once the bounds have come: a
 * prerendered page and its first render have none, so adopting the page
 * never depends on them.
 */
const InstallmentNote = ({ price }: { price: number }) => {
  const t = useCatalogueT()
  const { data } = useQuery(INSTALLMENT_TERMS_QUERY)
  const terms = data?.installmentTerms ?? null
  if (!fitsInstallment(price, terms)) return null
  return <p className="product-details__installment">{richText(t('product.installment'))}</p>
}

export default InstallmentNote
