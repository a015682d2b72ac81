import type { PartnersQuery, PartnersQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import PartnersGrid from 'src/components/Content/PartnersGrid/PartnersGrid'
import { useAboutT } from 'src/lib/i18n/aboutSide'

/** Brands that have goods on sale, by name (GET /brands/). */
export const QUERY: TypedDocumentNode<PartnersQuery, PartnersQueryVariables> = gql`
  query PartnersQuery {
    brands(ordering: "name") {
      id
      name
      logo
      country
    }
  }
`

export const Loading = () => {
  const t = useAboutT()
  return (
    <p role="status" className="cell-status">
      {t('about.partners.loading')}
    </p>
  )
}

export const isEmpty = (data: PartnersQuery) => data.brands.length === 0

export const Empty = () => {
  const t = useAboutT()
  return <p className="cell-status">{t('about.partners.empty')}</p>
}

export const Failure = ({ error }: CellFailureProps<PartnersQueryVariables>) => {
  const t = useAboutT()
  console.error('brands', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('about.partners.failed')}
    </p>
  )
}

export const Success = ({ brands }: CellSuccessProps<PartnersQuery, PartnersQueryVariables>) => (
  <PartnersGrid brands={brands} />
)
