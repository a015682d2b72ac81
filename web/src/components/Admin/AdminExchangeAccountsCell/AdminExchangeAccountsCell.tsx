import { useState } from 'react'

import type {
  AdminExchangeAccountsQuery,
  AdminExchangeAccountsQueryVariables,
  SaveAdminExchangeAccountMutation,
  SaveAdminExchangeAccountMutationVariables,
} from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'

import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import AdminNotice, { type Notice } from 'src/components/Admin/ui/AdminNotice'
import { shopMessageOf } from 'src/lib/graphqlErrors'

export const QUERY: TypedDocumentNode<
  AdminExchangeAccountsQuery,
  AdminExchangeAccountsQueryVariables
> = gql`
  query AdminExchangeAccountsQuery {
    adminExchangeAccounts {
      id
      email
      isActive
      createdAt
    }
  }
`

export const SAVE_EXCHANGE_ACCOUNT = gql`
  mutation SaveAdminExchangeAccountMutation($email: String!) {
    saveAdminExchangeAccount(email: $email) {
      id
      email
      password
      created
    }
  }
`

const SAVE_FAILED = 'Не удалось сохранить учётную запись обмена. Попробуйте ещё раз.'

export const Loading = AdminCellLoading

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить учётные записи обмена с 1С. Обновите страницу.',
  logAs: 'exchange accounts',
})

/**
 * 1C's exchange accounts on /admin/staff: each can be given a new password,
 * and a new one made; the password is random and shown once, for the 1C
 * administrator to enter in «Узел обмена с сайтом».
 */
export const Success = ({
  adminExchangeAccounts: accounts,
}: CellSuccessProps<AdminExchangeAccountsQuery, AdminExchangeAccountsQueryVariables>) => {
  const [email, setEmail] = useState(accounts.length ? '' : '1c@akvatoria.kz')
  const [notice, setNotice] = useState<Notice | null>(null)
  const [save, { loading }] = useMutation<
    SaveAdminExchangeAccountMutation,
    SaveAdminExchangeAccountMutationVariables
  >(SAVE_EXCHANGE_ACCOUNT, { refetchQueries: ['AdminExchangeAccountsQuery'] })

  const submit = async (target: string) => {
    setNotice(null)
    try {
      const { data } = await save({ variables: { email: target } })
      const saved = data!.saveAdminExchangeAccount
      setNotice({
        kind: 'status',
        text: `${saved.created ? 'Учётная запись создана' : 'Пароль заменён'}: ${saved.email}, пароль ${saved.password} — введите его в 1С сейчас, больше он не покажется.`,
      })
    } catch (error) {
      setNotice({ kind: 'alert', text: shopMessageOf(error, SAVE_FAILED) })
    }
  }

  return (
    <section aria-label="Обмен с 1С">
      <AdminNotice notice={notice} />
      {accounts.length ? (
        <ul>
          {accounts.map((account) => (
            <li key={account.id}>
              {account.email}
              {account.isActive ? '' : ' (отключена)'}{' '}
              <button
                type="button"
                className="button button--secondary"
                disabled={loading}
                onClick={() => submit(account.email)}
              >
                Задать новый пароль: {account.email}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>Учётной записи обмена ещё нет.</p>
      )}
      <form
        className="form admin-no-print"
        aria-label="Создать учётную запись обмена с 1С"
        onSubmit={(event) => {
          event.preventDefault()
          if (email.trim()) submit(email.trim())
        }}
      >
        <label className="field">
          <span className="field__label">E-mail учётной записи обмена</span>
          <input
            className="field__input"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={loading}>
          Создать учётную запись обмена
        </button>
      </form>
    </section>
  )
}
