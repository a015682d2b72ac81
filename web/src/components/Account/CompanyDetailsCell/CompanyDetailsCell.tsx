import type { AccountCompanyQuery, AccountCompanyQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import CompanyDetailsForm from 'src/components/Account/CompanyDetailsForm/CompanyDetailsForm'
import { usePagesT } from 'src/lib/i18n/pageSide'

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

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('company.loading')}
    </p>
  )
}

/** No company yet: the same form, empty. */
export const Empty = () => <CompanyDetailsForm company={null} />

export const Failure = ({ error }: CellFailureProps<AccountCompanyQueryVariables>) => {
  const t = usePagesT()
  console.error('company details', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('company.loadFailed')}
    </p>
  )
}

export const Success = ({
  myCompany,
}: CellSuccessProps<AccountCompanyQuery, AccountCompanyQueryVariables>) => {
  const { legalName, bin, legalAddress, iban, bankName, bik, kbe } = myCompany
  return <CompanyDetailsForm company={{ legalName, bin, legalAddress, iban, bankName, bik, kbe }} />
}
