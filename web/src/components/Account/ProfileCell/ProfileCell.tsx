import type { AccountProfileQuery, AccountProfileQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import LetterLanguage from 'src/components/Account/LetterLanguage/LetterLanguage'
import ProfileForm from 'src/components/Account/ProfileForm/ProfileForm'
import { DEFAULT_LOCALE, isLocale } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'

export const QUERY: TypedDocumentNode<AccountProfileQuery, AccountProfileQueryVariables> = gql`
  query AccountProfileQuery {
    me {
      id
      email
      lastName
      firstName
      middleName
      phone
      locale
      priceType {
        code
        name
      }
    }
  }
`

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('account.loadingData')}
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps<AccountProfileQueryVariables>) => {
  const t = usePagesT()
  console.error('profile', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('account.profileFailed')}
    </p>
  )
}

/** The profile form; a customer whose group has its own price type is told which (null: retail, said nowhere). */
export const Success = ({
  me,
}: CellSuccessProps<AccountProfileQuery, AccountProfileQueryVariables>) => {
  const t = usePagesT()
  return (
    <>
      {me.priceType ? (
        <p className="account__price-type">
          {t('account.yourPrices')} {me.priceType.name}
        </p>
      ) : null}
      <ProfileForm profile={me} />
      <LetterLanguage locale={isLocale(me.locale) ? me.locale : DEFAULT_LOCALE} />
    </>
  )
}
