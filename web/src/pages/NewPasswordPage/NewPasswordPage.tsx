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
import { usePagesT } from 'src/lib/i18n/pageSide'
import { richText } from 'src/lib/i18n/richText'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
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
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? ''
  const { formMethods, onValid } = useSchemaForm(newPasswordForm)
  const [reset, { loading }] = useMutation<
    ResetAccountPasswordMutation,
    ResetAccountPasswordMutationVariables
  >(RESET_PASSWORD)
  const [notice, setNotice] = useState<{ detail: string; backOffice: boolean } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const t = usePagesT()
  const path = useLocalePath()
  const inLanguage = useSharedMessage()

  return (
    <>
      <Metadata title={t('auth.newPasswordTitle')} />
      <h1>{t('auth.newPasswordTitle')}</h1>
      {!token ? (
        <p role="alert" className="alert">
          {richText(t('auth.noResetCode'), (text) => (
            <Link to={path(PATHS.recovery)}>{text}</Link>
          ))}
        </p>
      ) : notice ? (
        <>
          <p role="status" className="alert alert--success">
            {inLanguage(notice.detail)}
          </p>
          {notice.backOffice ? (
            <ButtonLink to={routes.adminDashboard()}>{t('auth.toBackOffice')}</ButtonLink>
          ) : (
            <ButtonLink to={path(PATHS.login)}>{t('auth.logIn')}</ButtonLink>
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
              const message = applyServerErrors(formMethods, error, t('auth.resetFailed'))
              setProblem(message === null ? null : inLanguage(message))
            }
          })}
        >
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
            {t('auth.savePassword')}
          </Button>
        </Form>
      )}
    </>
  )
}

export default NewPasswordPage
