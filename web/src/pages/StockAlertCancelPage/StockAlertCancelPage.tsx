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
import { PATHS } from 'src/lib/links'

export const CANCEL_STOCK_ALERT_BY_TOKEN = gql`
  mutation CancelStockAlertByTokenMutation($token: String!) {
    cancelStockAlertByToken(token: $token) {
      productName
      message
    }
  }
`

export const NO_TOKEN = 'В ссылке нет кода подписки. Откройте ссылку из письма целиком.'

type Outcome = { ok: boolean; text: string; productName?: string } | null

/**
 * /stock-alerts/cancel?token=: the one-click cancel of a guest's «Сообщить о
 * поступлении» letter (issue 34 §3), sent once on load. The page asks no
 * question: a mail scanner that fetches the link runs no script, a person
 * who opens it has cancelled.
 */
const StockAlertCancelPage = () => {
  const to = useLocalePath()
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? ''
  const [cancel] = useMutation<
    CancelStockAlertByTokenMutation,
    CancelStockAlertByTokenMutationVariables
  >(CANCEL_STOCK_ALERT_BY_TOKEN)
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { ok: false, text: NO_TOKEN })
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
        setOutcome({ ok: false, text: shopMessageOf(error, 'Не удалось отменить подписку.') })
      )
  }, [token, cancel])

  return (
    <>
      <Metadata title="Отмена подписки на поступление" robots="noindex" />
      <h1>Отмена подписки на поступление</h1>
      {!outcome ? (
        <p role="status">Отменяем подписку…</p>
      ) : (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'alert alert--success' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
      {outcome?.productName ? <p>Товар: {outcome.productName}</p> : null}
      {outcome ? <ButtonLink to={to(PATHS.precatalog)}>Перейти в каталог</ButtonLink> : null}
    </>
  )
}

export default StockAlertCancelPage
