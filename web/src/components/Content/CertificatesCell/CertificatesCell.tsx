import type { CertificatesQuery, CertificatesQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CertificatesGrid from 'src/components/Content/CertificatesGrid/CertificatesGrid'

/** Certificates in display order (GET /certificates/). */
export const QUERY: TypedDocumentNode<CertificatesQuery, CertificatesQueryVariables> = gql`
  query CertificatesQuery {
    certificates {
      id
      title
      description
      image
      file
    }
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем сертификаты…
  </p>
)

export const isEmpty = (data: CertificatesQuery) => data.certificates.length === 0

export const Empty = () => (
  <p className="cell-status">Сертификаты скоро появятся. Копии документов вышлем по запросу.</p>
)

export const Failure = ({ error }: CellFailureProps<CertificatesQueryVariables>) => {
  console.error('certificates', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить сертификаты. Обновите страницу.
    </p>
  )
}

export const Success = ({
  certificates,
}: CellSuccessProps<CertificatesQuery, CertificatesQueryVariables>) => (
  <CertificatesGrid certificates={certificates} />
)
