import { useState } from 'react'

import { callbackLeadInput, type CallbackLeadInput, LEAD_SENT_MESSAGE } from '@domain/callbackLead'
import type { SubmitCallbackLeadMutation, SubmitCallbackLeadMutationVariables } from 'types/graphql'

import { Form } from '@redwoodjs/forms'
import { useLocation } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import PersonalDataConsentRow from 'src/components/FormFields/PersonalDataConsentRow'
import PhoneField from 'src/components/FormFields/PhoneField'
import TextRow from 'src/components/FormFields/TextRow'
import Modal from 'src/components/Modal/Modal'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const SUBMIT_CALLBACK_LEAD = gql`
  mutation SubmitCallbackLeadMutation($input: CallbackLeadInput!) {
    submitCallbackLead(input: $input) {
      success
      detail
    }
  }
`

export interface CallbackModalProps {
  isOpen: boolean
  onClose: () => void
  /** The product the shopper asks about (opened from its page). */
  article?: string | null
}

/**
 * «Перезвоните мне» (SPEC §2, §5, §8): the lead is stored by the api before
 * the CRM hears of it. Success and failure both close the popup with a toast.
 * The lead carries the page it was sent from (the path only) and the
 * product's article, so the manager knows what the call is about.
 */
const CallbackModal = ({ isOpen, onClose, article = null }: CallbackModalProps) => {
  const { pathname } = useLocation()
  const t = usePagesT()
  const sharedMessage = useSharedMessage()
  // The api's own schema: the form says what the server would.
  const { formMethods, onValid } = useSchemaForm(callbackLeadInput)
  const [failure, setFailure] = useState<string | null>(null)
  const [submit, { loading }] = useMutation<
    SubmitCallbackLeadMutation,
    SubmitCallbackLeadMutationVariables
  >(SUBMIT_CALLBACK_LEAD)

  const onSubmit = async (input: CallbackLeadInput) => {
    setFailure(null)
    try {
      const { data } = await submit({ variables: { input: { ...input, page: pathname, article } } })
      toast.success(sharedMessage(data?.submitCallbackLead.detail || LEAD_SENT_MESSAGE))
      formMethods.reset()
      onClose()
    } catch {
      setFailure(t('callback.failed'))
      toast.error(t('callback.failed'))
      onClose()
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('callback.title')}
      description={article ? t('callback.aboutProduct', { article }) : t('callback.hint')}
    >
      <Form formMethods={formMethods} onSubmit={onValid(onSubmit)} className="form" noValidate>
        {failure ? (
          <p role="alert" className="alert">
            {failure}
          </p>
        ) : null}
        <TextRow name="username" label={t('callback.name')} autoComplete="name" />
        <PhoneField name="phone" label={t('callback.phone')} />
        <TextRow name="email" label={t('callback.email')} type="email" autoComplete="email" />
        <TextRow name="comment" label={t('callback.comment')} type="textarea" />
        <PersonalDataConsentRow />
        <Button type="submit" busy={loading}>
          {loading ? t('callback.sending') : t('callback.send')}
        </Button>
      </Form>
    </Modal>
  )
}

export default CallbackModal
