import { useState } from 'react'

import { changePasswordInput, type ChangePasswordInput } from '@domain/passwordInput'

import { Form } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { withRepeat } from 'src/components/AuthForms/passwordRules'
import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import TextRow from 'src/components/FormFields/TextRow'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const CHANGE_PASSWORD = gql`
  mutation ChangeMyPasswordMutation($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`

/** The api's password-change schema and the repeat field. */
const changePasswordForm = withRepeat(changePasswordInput, 'newPassword', 'newPasswordRepeat')

/** «Сменить пароль»: the current one, the new one twice. */
const ChangePasswordForm = () => {
  const { formMethods, onValid } = useSchemaForm(changePasswordForm)
  const [change, { loading }] = useMutation(CHANGE_PASSWORD)
  const [problem, setProblem] = useState<string | null>(null)
  const t = usePagesT()
  const inLanguage = useSharedMessage()
  return (
    <Form
      formMethods={formMethods}
      className="form narrow"
      noValidate
      onSubmit={onValid(async ({ currentPassword, newPassword }: ChangePasswordInput) => {
        setProblem(null)
        try {
          await change({ variables: { currentPassword, newPassword } })
          toast.success(t('account.passwordChanged'))
          formMethods.reset()
        } catch (error) {
          const message = applyServerErrors(formMethods, error, t('auth.resetFailed'))
          setProblem(message === null ? null : inLanguage(message))
        }
      })}
    >
      <TextRow
        name="currentPassword"
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
      />
      <TextRow
        name="newPassword"
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <TextRow
        name="newPasswordRepeat"
        label={t('auth.passwordRepeat')}
        type="password"
        autoComplete="new-password"
      />
      {problem ? (
        <p role="alert" className="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={loading}>
        {t('account.changePassword')}
      </Button>
    </Form>
  )
}

export default ChangePasswordForm
