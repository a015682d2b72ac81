import { useEffect } from 'react'

import { navigate, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import PaymentReturnNotice, {
  paymentReturnOf,
} from 'src/components/Order/PaymentReturnNotice/PaymentReturnNotice'
import { rememberedPaymentReturn } from 'src/components/Order/useOrderPayment'
import { ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

/**
 * /payment/return?payment=success|failure&pg_order_id=…: where the payment
 * provider's cabinet sends a buyer back from an installment (issue 34 §2;
 * its call takes no return address of its own). The order page this tab
 * left from is remembered (useOrderPayment): the buyer goes on there with
 * the same notice a card payment's return shows. Without it (another
 * device, storage off) the page says what happened and where the order is.
 */
const PaymentReturnPage = () => {
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  const outcome = paymentReturnOf(search)
  const back = rememberedPaymentReturn(params.get('pg_order_id'))
  const { isAuthenticated } = useAuth()
  const to = useLocalePath()

  useEffect(() => {
    if (back && outcome) navigate(`${back}&payment=${outcome}`, { replace: true })
  }, [back, outcome])

  return (
    <>
      <Metadata title="Возврат с оплаты" robots="noindex" />
      <h1>Возврат с оплаты</h1>
      {back && outcome ? (
        <p role="status">Открываем заказ…</p>
      ) : (
        <>
          <PaymentReturnNotice outcome={outcome} />
          <p>
            {isAuthenticated
              ? 'Заказ и его оплата — в личном кабинете.'
              : 'Заказ и его оплата — по ссылке из письма о заказе или в поиске заказа по номеру и телефону.'}
          </p>
          <ButtonLink to={to(isAuthenticated ? PATHS.personalAccount : PATHS.myOrders)}>
            {isAuthenticated ? 'Мои заказы' : 'Найти заказ'}
          </ButtonLink>
        </>
      )}
    </>
  )
}

export default PaymentReturnPage
