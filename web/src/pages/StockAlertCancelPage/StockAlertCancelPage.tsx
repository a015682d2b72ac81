import { useEffect, useRef, useState } from 'react'

import type {
  CancelStockAlertByTokenMutation,
  CancelStockAlertByTokenMutationVariables,
} from 'types/graphql'

import { useLocation } from '@redwoodjs/router'
import { Metadata, useMutation } from '@redwoodjs/web'

import { ButtonLink } from 'src/components/ui/Button'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { PATHS } from 'src/lib/links'

export const CANCEL_STOCK_ALERT_BY_TOKEN = gql`
  mutation CancelStockAlertByTokenMutation($token: String!) {
    cancelStockAlertByToken(token: $token) {
      productName
      message
    }
  }
`

/** The outcome: the api's words (shown in the page's language) or the catalogue's id of ours. */
type Outcome = { ok: boolean; text?: string; id?: string; productName?: string } | null

/**
 * /stock-alerts/cancel?token=: the one-click cancel of a guest's «Сообщить о
 * поступлении» letter (issue 34 §3), sent once on load. The page asks no
 * question: a mail scanner that fetches the link runs no script, a person
 * who opens it has cancelled.
 */
const StockAlertCancelPage = () => {
  const to = useLocalePath()
  const t = usePagesT()
  const sharedMessage = useSharedMessage()
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? ''
  const [cancel] = useMutation<
    CancelStockAlertByTokenMutation,
    CancelStockAlertByTokenMutationVariables
  >(CANCEL_STOCK_ALERT_BY_TOKEN)
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { ok: false, id: 'stockAlerts.noToken' }
  )
  const sent = useRef(false)
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    cancel({ variables: { token } })
      .then(({ data }) =>
        setOutcome({
          ok: true,
          text: data.cancelStockAlertByToken.message,
          productName: data.cancelStockAlertByToken.productName,
        })
      )
      .catch((error) =>
        setOutcome({
          ok: false,
          text: shopMessageOf(error, ''),
          id: 'stockAlerts.linkCancelFailed',
        })
      )
  }, [token, cancel])

  return (
    <>
      <Metadata title={t('stockAlerts.cancelTitle')} robots="noindex" />
      <h1>{t('stockAlerts.cancelTitle')}</h1>
      {!outcome ? (
        <p role="status">{t('stockAlerts.cancelling')}</p>
      ) : (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'alert alert--success' : 'alert'}
        >
          {outcome.text ? sharedMessage(outcome.text) : t(outcome.id ?? '')}
        </p>
      )}
      {outcome?.productName ? (
        <p>{t('stockAlerts.product', { name: outcome.productName })}</p>
      ) : null}
      {outcome ? (
        <ButtonLink to={to(PATHS.precatalog)}>{t('stockAlerts.toCatalog')}</ButtonLink>
      ) : null}
    </>
  )
}

export default StockAlertCancelPage
