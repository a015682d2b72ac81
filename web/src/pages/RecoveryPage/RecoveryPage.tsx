import { useState } from 'react'

import { accountEmailInput } from '@domain/accountInput'
import type {
  RequestAccountPasswordResetMutation,
  RequestAccountPasswordResetMutationVariables,
} from 'types/graphql'

import { Form } from '@redwoodjs/forms'
import { Link } from '@redwoodjs/router'
import { Metadata, useMutation } from '@redwoodjs/web'

import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import TextRow from 'src/components/FormFields/TextRow'
import { Button } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { PATHS } from 'src/lib/links'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const REQUEST_RESET = gql`
  mutation RequestAccountPasswordResetMutation($email: String!) {
    requestAccountPasswordReset(email: $email) {
      detail
    }
  }
`

/** /recovery: a letter with a link to /new-password; the answer never tells whether the address is known. */
const RecoveryPage = () => {
  const { formMethods, onValid } = useSchemaForm(accountEmailInput)
  const [request, { loading }] = useMutation<
    RequestAccountPasswordResetMutation,
    RequestAccountPasswordResetMutationVariables
  >(REQUEST_RESET)
  const [notice, setNotice] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const t = usePagesT()
  const path = useLocalePath()
  const inLanguage = useSharedMessage()
  return (
    <>
      <Metadata title={t('auth.recoveryTitle')} />
      <h1>{t('auth.recoveryTitle')}</h1>
      {notice ? (
        <p role="status" className="alert alert--success">
          {notice}
        </p>
      ) : (
        <Form
          formMethods={formMethods}
          className="form"
          noValidate
          onSubmit={onValid(async ({ email }) => {
            setProblem(null)
            try {
              const { data } = await request({ variables: { email } })
              setNotice(inLanguage(data.requestAccountPasswordReset.detail))
            } catch (error) {
              const message = applyServerErrors(formMethods, error, t('auth.sendFailed'))
              setProblem(message === null ? null : inLanguage(message))
            }
          })}
        >
          <p>{t('auth.recoveryLead')}</p>
          <TextRow name="email" label={t('checkout.email')} type="email" autoComplete="email" />
          {problem ? (
            <p role="alert" className="alert">
              {problem}
            </p>
          ) : null}
          <Button type="submit" busy={loading}>
            {t('auth.sendLink')}
          </Button>
        </Form>
      )}
      <div className="auth-links">
        <Link to={path(PATHS.login)}>{t('auth.logIn')}</Link>
      </div>
    </>
  )
}

export default RecoveryPage
