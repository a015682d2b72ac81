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
import { usePagesT } from 'src/lib/i18n/pageSide'
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
  const t = usePagesT()
  const path = useLocalePath()

  useEffect(() => {
    if (back && outcome) navigate(`${back}&payment=${outcome}`, { replace: true })
  }, [back, outcome])

  return (
    <>
      <Metadata title={t('paymentReturn.title')} robots="noindex" />
      <h1>{t('paymentReturn.title')}</h1>
      {back && outcome ? (
        <p role="status">{t('paymentReturn.opening')}</p>
      ) : (
        <>
          <PaymentReturnNotice outcome={outcome} />
          <p>{isAuthenticated ? t('paymentReturn.inAccount') : t('paymentReturn.byLink')}</p>
          <ButtonLink to={path(isAuthenticated ? PATHS.personalAccount : PATHS.myOrders)}>
            {isAuthenticated ? t('paymentReturn.myOrders') : t('paymentReturn.findOrder')}
          </ButtonLink>
        </>
      )}
    </>
  )
}

export default PaymentReturnPage
