import type { CertificatesQuery, CertificatesQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CertificatesGrid from 'src/components/Content/CertificatesGrid/CertificatesGrid'
import { useAboutT } from 'src/lib/i18n/aboutSide'

/** Certificates in display order (GET /certificates/). */
export const QUERY: TypedDocumentNode<CertificatesQuery, CertificatesQueryVariables> = gql`
  query CertificatesQuery {
    certificates {
      id
      title
      titleLang
      description
      descriptionLang
      image
      file
    }
  }
`

export const Loading = () => {
  const t = useAboutT()
  return (
    <p role="status" className="cell-status">
      {t('about.certificates.loading')}
    </p>
  )
}

export const isEmpty = (data: CertificatesQuery) => data.certificates.length === 0

export const Empty = () => {
  const t = useAboutT()
  return <p className="cell-status">{t('about.certificates.empty')}</p>
}

export const Failure = ({ error }: CellFailureProps<CertificatesQueryVariables>) => {
  const t = useAboutT()
  console.error('certificates', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('about.certificates.failed')}
    </p>
  )
}

export const Success = ({
  certificates,
}: CellSuccessProps<CertificatesQuery, CertificatesQueryVariables>) => (
  <CertificatesGrid certificates={certificates} />
)
