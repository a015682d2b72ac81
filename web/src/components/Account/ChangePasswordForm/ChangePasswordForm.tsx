import { useState } from 'react'

import { Form, Submit, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { repeatRule } from 'src/components/AuthForms/passwordRules'
import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import { requiredRule } from 'src/components/FormFields/formRules'
import TextRow from 'src/components/FormFields/TextRow'

export const CHANGE_PASSWORD = gql`
  mutation ChangeMyPasswordMutation($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`

interface PasswordValues {
  currentPassword: string
  newPassword: string
  newPasswordRepeat: string
}

/** «Сменить пароль»: the current one, the new one twice. */
const ChangePasswordForm = () => {
  const formMethods = useForm<PasswordValues>({ mode: 'onBlur' })
  const [change, { loading }] = useMutation(CHANGE_PASSWORD)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <Form
      formMethods={formMethods}
      className="form narrow"
      noValidate
      onSubmit={async (values: PasswordValues) => {
        setProblem(null)
        try {
          await change({
            variables: { currentPassword: values.currentPassword, newPassword: values.newPassword },
          })
          toast.success('Пароль изменён')
          formMethods.reset()
        } catch (error) {
          setProblem(applyServerErrors(formMethods, error, 'Не удалось сменить пароль.'))
        }
      }}
    >
      <TextRow
        name="currentPassword"
        label="Текущий пароль"
        type="password"
        autoComplete="current-password"
        rules={requiredRule()}
      />
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
        Сменить пароль
      </Submit>
    </Form>
  )
}

export default ChangePasswordForm
