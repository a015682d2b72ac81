import type { SearchCorrectionQuery, SearchCorrectionQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { useT } from 'src/lib/i18n'

export const QUERY: TypedDocumentNode<SearchCorrectionQuery, SearchCorrectionQueryVariables> = gql`
  query SearchCorrectionQuery($query: String!) {
    catalogSearchCorrection(query: $query)
  }
`

/** Read as typed: nothing to say. */
export const isEmpty = (data: SearchCorrectionQuery) => !data.catalogSearchCorrection

// A hint beside the results: while it loads, or if it fails, the list speaks for itself.
export const Loading = () => null
export const Empty = () => null
export const Failure = () => null

/** «Показаны результаты по запросу «насос»» above the results of «yfcjc» or «носос». */
export const Success = ({
  catalogSearchCorrection,
}: CellSuccessProps<SearchCorrectionQuery, SearchCorrectionQueryVariables>) => {
  const t = useT()
  return (
    <p className="catalog__correction">
      {t('search.correction', { query: catalogSearchCorrection! })}
    </p>
  )
}
