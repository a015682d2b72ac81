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
      aria-label="Отправить письмо ещё раз"
      onSubmit={onValid(async ({ email }) => {
        setProblem(null)
        try {
          const { data } = await resend({ variables: { email } })
          setNotice(data.resendAccountConfirmation.detail)
        } catch (error) {
          setProblem(applyServerErrors(formMethods, error, 'Не удалось отправить письмо.'))
        }
      })}
    >
      <TextRow name="email" label="E-mail" type="email" autoComplete="email" />
      {problem ? (
        <p role="alert" className="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" busy={loading}>
        Отправить письмо ещё раз
      </Button>
    </Form>
  )
}

export default ResendConfirmationForm
