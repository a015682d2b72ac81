import type { AccountProfileQuery, AccountProfileQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import LetterLanguage from 'src/components/Account/LetterLanguage/LetterLanguage'
import ProfileForm from 'src/components/Account/ProfileForm/ProfileForm'
import { DEFAULT_LOCALE, isLocale } from 'src/lib/i18n'

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

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем данные…
  </p>
)

export const Failure = ({ error }: CellFailureProps<AccountProfileQueryVariables>) => {
  console.error('profile', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить данные профиля. Обновите страницу.
    </p>
  )
}

/** The profile form; a customer whose group has its own price type is told which (null: retail, said nowhere). */
export const Success = ({
  me,
}: CellSuccessProps<AccountProfileQuery, AccountProfileQueryVariables>) => (
  <>
    {me.priceType ? <p className="account__price-type">Ваши цены: {me.priceType.name}</p> : null}
    <ProfileForm profile={me} />
    <LetterLanguage locale={isLocale(me.locale) ? me.locale : DEFAULT_LOCALE} />
  </>
)
