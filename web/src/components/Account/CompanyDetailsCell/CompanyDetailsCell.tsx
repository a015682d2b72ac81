import type { AccountCompanyQuery, AccountCompanyQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CompanyDetailsForm from 'src/components/Account/CompanyDetailsForm/CompanyDetailsForm'

export const QUERY: TypedDocumentNode<AccountCompanyQuery, AccountCompanyQueryVariables> = gql`
  query AccountCompanyQuery {
    myCompany {
      legalName
      bin
      legalAddress
      iban
      bankName
      bik
      kbe
    }
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем реквизиты…
  </p>
)

/** No company yet: the same form, empty. */
export const Empty = () => <CompanyDetailsForm company={null} />

export const Failure = ({ error }: CellFailureProps<AccountCompanyQueryVariables>) => {
  console.error('company details', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить реквизиты компании. Обновите страницу.
    </p>
  )
}

export const Success = ({
  myCompany,
}: CellSuccessProps<AccountCompanyQuery, AccountCompanyQueryVariables>) => {
  const { legalName, bin, legalAddress, iban, bankName, bik, kbe } = myCompany
  return <CompanyDetailsForm company={{ legalName, bin, legalAddress, iban, bankName, bik, kbe }} />
}
