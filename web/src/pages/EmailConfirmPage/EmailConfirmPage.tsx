import { useEffect, useRef, useState } from 'react'

import type {
  ConfirmAccountEmailMutation,
  ConfirmAccountEmailMutationVariables,
} from 'types/graphql'

import { Link, useLocation } from '@redwoodjs/router'
import { Metadata, useMutation } from '@redwoodjs/web'

import ResendConfirmationForm from 'src/components/AuthForms/ResendConfirmationForm'
import { ButtonLink } from 'src/components/ui/Button'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

export const CONFIRM_EMAIL = gql`
  mutation ConfirmAccountEmailMutation($token: String!) {
    confirmAccountEmail(token: $token) {
      detail
    }
  }
`

type Outcome = { ok: boolean; text: string } | null

/** /email-confirm?token=: the link of the registration letter, used once on load. */
const EmailConfirmPage = () => {
  const to = useLocalePath()
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? ''
  const [confirm] = useMutation<ConfirmAccountEmailMutation, ConfirmAccountEmailMutationVariables>(
    CONFIRM_EMAIL
  )
  const [outcome, setOutcome] = useState<Outcome>(
    token
      ? null
      : { ok: false, text: 'В ссылке нет кода подтверждения. Откройте ссылку из письма целиком.' }
  )
  const sent = useRef(false)
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    confirm({ variables: { token } })
      .then(({ data }) => setOutcome({ ok: true, text: data.confirmAccountEmail.detail }))
      .catch((error) =>
        setOutcome({ ok: false, text: shopMessageOf(error, 'Не удалось подтвердить e-mail.') })
      )
  }, [token, confirm])

  return (
    <>
      <Metadata title="Подтверждение e-mail" />
      <h1>Подтверждение e-mail</h1>
      {!outcome ? (
        <p role="status">Проверяем ссылку…</p>
      ) : (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'alert alert--success' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
      {outcome?.ok ? (
        <ButtonLink to={to(PATHS.login)}>Войти</ButtonLink>
      ) : outcome ? (
        <>
          <p>
            Ссылка могла устареть. Укажите e-mail — пришлём новое письмо — или{' '}
            <Link to={to(PATHS.registration)}>зарегистрируйтесь</Link> заново.
          </p>
          <ResendConfirmationForm />
        </>
      ) : null}
    </>
  )
}

export default EmailConfirmPage
