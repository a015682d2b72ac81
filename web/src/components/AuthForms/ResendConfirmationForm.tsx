import { useState } from 'react'

import { accountEmailInput } from '@domain/accountInput'
import type {
  ResendAccountConfirmationMutation,
  ResendAccountConfirmationMutationVariables,
} from 'types/graphql'

import { Form } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import TextRow from 'src/components/FormFields/TextRow'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { useSchemaForm } from 'src/lib/schemaResolver'

import { RESEND_CONFIRMATION } from './ResendConfirmation'
import { applyServerErrors } from './useServerFieldErrors'

/** Asks for the address and sends the confirmation letter again (expired or broken links). */
const ResendConfirmationForm = () => {
  const { formMethods, onValid } = useSchemaForm(accountEmailInput)
  const [resend, { loading }] = useMutation<
    ResendAccountConfirmationMutation,
    ResendAccountConfirmationMutationVariables
  >(RESEND_CONFIRMATION)
  const [notice, setNotice] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const t = usePagesT()
  const inLanguage = useSharedMessage()

  if (notice) {
    return (
      <p role="status" className="alert alert--success">
        {notice}
      </p>
    )
  }
  return (
    <Form
      formMethods={formMethods}
      className="form"
      noValidate
      aria-label={t('auth.resend')}
      onSubmit={onValid(async ({ email }) => {
        setProblem(null)
        try {
          const { data } = await resend({ variables: { email } })
          setNotice(inLanguage(data.resendAccountConfirmation.detail))
        } catch (error) {
          const message = applyServerErrors(formMethods, error, t('auth.sendFailed'))
          setProblem(message === null ? null : inLanguage(message))
        }
      })}
    >
      <TextRow name="email" label={t('checkout.email')} type="email" autoComplete="email" />
      {problem ? (
        <p role="alert" className="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" busy={loading}>
        {t('auth.resend')}
      </Button>
    </Form>
  )
}

export default ResendConfirmationForm
