import type { AccountProfileQuery, AccountProfileQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import ProfileForm from 'src/components/Account/ProfileForm/ProfileForm'

export const QUERY: TypedDocumentNode<AccountProfileQuery, AccountProfileQueryVariables> = gql`
  query AccountProfileQuery {
    me {
      id
      email
      lastName
      firstName
      middleName
      phone
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

export const Success = ({
  me,
}: CellSuccessProps<AccountProfileQuery, AccountProfileQueryVariables>) => (
  <ProfileForm profile={me} />
)
