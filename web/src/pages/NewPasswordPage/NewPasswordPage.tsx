import { useState } from 'react'

import { passwordResetInput } from '@domain/passwordInput'
import type {
  ResetAccountPasswordMutation,
  ResetAccountPasswordMutationVariables,
} from 'types/graphql'

import { Form } from '@redwoodjs/forms'
import { Link, routes, useLocation } from '@redwoodjs/router'
import { Metadata, useMutation } from '@redwoodjs/web'

import { withRepeat } from 'src/components/AuthForms/passwordRules'
import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import TextRow from 'src/components/FormFields/TextRow'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const RESET_PASSWORD = gql`
  mutation ResetAccountPasswordMutation($token: String!, $newPassword: String!) {
    resetAccountPassword(token: $token, newPassword: $newPassword) {
      detail
      backOffice
    }
  }
`

/** The api's reset schema without the token (the link's, not typed), and the repeat field. */
const newPasswordForm = withRepeat(
  passwordResetInput.pick({ newPassword: true }),
  'newPassword',
  'newPasswordRepeat'
)

/**
 * /new-password?token=: the recovery letter's link, and the staff
 * invitation's; a new password ends every session. A staff member is then
 * led to the back office (/admin, through the login), a shopper to log in.
 */
const NewPasswordPage = () => {
  const to = useLocalePath()
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? ''
  const { formMethods, onValid } = useSchemaForm(newPasswordForm)
  const [reset, { loading }] = useMutation<
    ResetAccountPasswordMutation,
    ResetAccountPasswordMutationVariables
  >(RESET_PASSWORD)
  const [notice, setNotice] = useState<{ detail: string; backOffice: boolean } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  return (
    <>
      <Metadata title="Новый пароль" />
      <h1>Новый пароль</h1>
      {!token ? (
        <p role="alert" className="alert">
          В ссылке нет кода. Запросите письмо ещё раз на странице{' '}
          <Link to={to(PATHS.recovery)}>восстановления пароля</Link>.
        </p>
      ) : notice ? (
        <>
          <p role="status" className="alert alert--success">
            {notice.detail}
          </p>
          {notice.backOffice ? (
            <ButtonLink to={routes.adminDashboard()}>Войти в панель управления</ButtonLink>
          ) : (
            <ButtonLink to={to(PATHS.login)}>Войти</ButtonLink>
          )}
        </>
      ) : (
        <Form
          formMethods={formMethods}
          className="form"
          noValidate
          onSubmit={onValid(async ({ newPassword }) => {
            setProblem(null)
            try {
              const { data } = await reset({ variables: { token, newPassword } })
              setNotice(data.resetAccountPassword)
            } catch (error) {
              setProblem(applyServerErrors(formMethods, error, 'Не удалось сменить пароль.'))
            }
          })}
        >
          <TextRow
            name="newPassword"
            label="Новый пароль"
            type="password"
            autoComplete="new-password"
          />
          <TextRow
            name="newPasswordRepeat"
            label="Повторите пароль"
            type="password"
            autoComplete="new-password"
          />
          {problem ? (
            <p role="alert" className="alert">
              {problem}
            </p>
          ) : null}
          <Button type="submit" busy={loading}>
            Сохранить пароль
          </Button>
        </Form>
      )}
    </>
  )
}

export default NewPasswordPage
