import { useState } from 'react'

import type {
  ResendAccountConfirmationMutation,
  ResendAccountConfirmationMutationVariables,
} from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import { Button } from 'src/components/ui/Button'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

export const RESEND_CONFIRMATION = gql`
  mutation ResendAccountConfirmationMutation($email: String!) {
    resendAccountConfirmation(email: $email) {
      detail
    }
  }
`

/** «Отправить письмо ещё раз» for an address that has not been confirmed yet. */
const ResendConfirmation = ({ email }: { email: string }) => {
  const [resend, { loading }] = useMutation<
    ResendAccountConfirmationMutation,
    ResendAccountConfirmationMutationVariables
  >(RESEND_CONFIRMATION)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const t = usePagesT()
  const inLanguage = useSharedMessage()
  return (
    <div className="resend-confirmation">
      <Button
        variant="secondary"
        busy={loading}
        onClick={async () => {
          try {
            const { data } = await resend({ variables: { email } })
            setAnswer({ ok: true, text: inLanguage(data.resendAccountConfirmation.detail) })
          } catch (error) {
            setAnswer({
              ok: false,
              text: inLanguage(shopMessageOf(error, t('auth.sendFailed'))),
            })
          }
        }}
      >
        {t('auth.resend')}
      </Button>
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? '' : 'alert'}>
          {answer.text}
        </p>
      ) : null}
    </div>
  )
}

export default ResendConfirmation
