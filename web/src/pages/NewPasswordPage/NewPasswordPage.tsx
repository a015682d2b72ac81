import { useState } from 'react'

import type {
  ResetAccountPasswordMutation,
  ResetAccountPasswordMutationVariables,
} from 'types/graphql'

import { Form, Submit, useForm } from '@redwoodjs/forms'
import { Link, useLocation } from '@redwoodjs/router'
import { Metadata, useMutation } from '@redwoodjs/web'

import { repeatRule } from 'src/components/AuthForms/passwordRules'
import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import { requiredRule } from 'src/components/FormFields/formRules'
import TextRow from 'src/components/FormFields/TextRow'
import { PATHS } from 'src/lib/links'

export const RESET_PASSWORD = gql`
  mutation ResetAccountPasswordMutation($token: String!, $newPassword: String!) {
    resetAccountPassword(token: $token, newPassword: $newPassword) {
      detail
    }
  }
`

interface NewPasswordValues {
  newPassword: string
  newPasswordRepeat: string
}

/** /new-password?token=: the recovery letter's link; a new password ends every session. */
const NewPasswordPage = () => {
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? ''
  const formMethods = useForm<NewPasswordValues>({ mode: 'onBlur' })
  const [reset, { loading }] = useMutation<
    ResetAccountPasswordMutation,
    ResetAccountPasswordMutationVariables
  >(RESET_PASSWORD)
  const [notice, setNotice] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  return (
    <>
      <Metadata title="Новый пароль" />
      <h1>Новый пароль</h1>
      {!token ? (
        <p role="alert" className="alert">
          В ссылке нет кода. Запросите письмо ещё раз на странице{' '}
          <Link to={PATHS.recovery}>восстановления пароля</Link>.
        </p>
      ) : notice ? (
        <>
          <p role="status" className="alert alert--success">
            {notice}
          </p>
          <Link to={PATHS.login} className="button">
            Войти
          </Link>
        </>
      ) : (
        <Form
          formMethods={formMethods}
          className="form"
          noValidate
          onSubmit={async (values: NewPasswordValues) => {
            setProblem(null)
            try {
              const { data } = await reset({
                variables: { token, newPassword: values.newPassword },
              })
              setNotice(data.resetAccountPassword.detail)
            } catch (error) {
              setProblem(applyServerErrors(formMethods, error, 'Не удалось сменить пароль.'))
            }
          }}
        >
          <TextRow
            name="newPassword"
            label="Новый пароль"
            type="password"
            autoComplete="new-password"
            rules={requiredRule()}
          />
          <TextRow
            name="newPasswordRepeat"
            label="Повторите пароль"
            type="password"
            autoComplete="new-password"
            rules={repeatRule('newPassword')}
          />
          {problem ? (
            <p role="alert" className="alert">
              {problem}
            </p>
          ) : null}
          <Submit className="button" disabled={loading}>
            Сохранить пароль
          </Submit>
        </Form>
      )}
    </>
  )
}

export default NewPasswordPage
