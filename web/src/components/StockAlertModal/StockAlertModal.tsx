import { useState } from 'react'

import { guestStockAlertInput, type StockAlertInput } from '@modules/stockAlerts/rules/stockAlerts'
import type { AskForArrivalMutation, AskForArrivalMutationVariables } from 'types/graphql'

import { Form } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import PersonalDataConsentRow from 'src/components/FormFields/PersonalDataConsentRow'
import TextRow from 'src/components/FormFields/TextRow'
import Modal from 'src/components/Modal/Modal'
import { Button } from 'src/components/ui/Button'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { richText } from 'src/lib/i18n'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { usePageLocale } from 'src/lib/i18n/pageLocale'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const ASK_FOR_ARRIVAL = gql`
  mutation AskForArrivalMutation($input: StockAlertInput!) {
    askForArrival(input: $input) {
      id
      email
      message
    }
  }
`

export interface StockAlertModalProps {
  isOpen: boolean
  onClose: () => void
  article: string
  name: string
  /** The logged-in customer's address (told there, nothing to type); null for a guest. */
  accountEmail: string | null
  /** The api's answer, for the page to show beside the button. */
  onSaved: (message: string) => void
}

/**
 * «Сообщить о поступлении» (issue 34 §3): a guest types an address and
 * agrees to its use; a customer confirms their account's address. The api
 * refuses what it would refuse (in stock meanwhile, too many requests) with
 * its own Russian message, shown here.
 */
const StockAlertModal = ({
  isOpen,
  onClose,
  article,
  name,
  accountEmail,
  onSaved,
}: StockAlertModalProps) => {
  const locale = usePageLocale()
  const t = useCatalogueT()
  // The api's answers and refusals are Russian: a Kazakh page shows them in Kazakh.
  const sharedMessage = useSharedMessage()
  const { formMethods, onValid } = useSchemaForm(guestStockAlertInput, {
    defaultValues: { article },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const [ask, { loading }] = useMutation<AskForArrivalMutation, AskForArrivalMutationVariables>(
    ASK_FOR_ARRIVAL
  )

  const send = async (input: Partial<Pick<StockAlertInput, 'email' | 'agreement'>>) => {
    setFailure(null)
    try {
      const { data } = await ask({ variables: { input: { article, ...input, locale } } })
      if (data) onSaved(sharedMessage(data.askForArrival.message))
      formMethods.reset({ article })
      onClose()
    } catch (error) {
      setFailure(sharedMessage(shopMessageOf(error, t('product.arrivalFailed'))))
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('product.stockAlert')}
      description={t('product.arrivalAbout', { name })}
    >
      {failure ? (
        <p role="alert" className="alert">
          {failure}
        </p>
      ) : null}
      {accountEmail ? (
        <div className="form">
          <p>{richText(t('product.arrivalToAccount', { email: accountEmail }))}</p>
          <Button busy={loading} onClick={() => send({})}>
            {loading ? t('product.arrivalSending') : t('product.arrivalSend')}
          </Button>
        </div>
      ) : (
        <Form
          formMethods={formMethods}
          onSubmit={onValid((input) => send({ email: input.email, agreement: input.agreement }))}
          className="form"
          noValidate
        >
          <TextRow
            name="email"
            label={t('product.arrivalEmail')}
            type="email"
            autoComplete="email"
          />
          <PersonalDataConsentRow />
          <Button type="submit" busy={loading}>
            {loading ? t('product.arrivalSending') : t('product.arrivalSend')}
          </Button>
        </Form>
      )}
    </Modal>
  )
}

export default StockAlertModal
