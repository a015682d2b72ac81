import { useState } from 'react'

import type { AdminOrderFields } from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import { REFUND_ADMIN_ORDER_PAYMENT } from 'src/components/Admin/AdminOrderCell/adminOrderFragment'
import StatusBadge, { type BadgeTone } from 'src/components/Admin/ui/StatusBadge'
import { useConfirm } from 'src/components/Modal/ConfirmDialog'
import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'

const PAYMENT_TONES: Record<string, BadgeTone> = {
  paid: 'success',
  waiting: 'warning',
  failed: 'danger',
  refunding: 'warning',
  refunded: 'neutral',
}

export interface AdminOrderPaymentProps {
  order: Pick<
    AdminOrderFields,
    'id' | 'number' | 'total' | 'paymentStatus' | 'paymentStatusTitle' | 'canRefund'
  >
  /** The payment changed meanwhile (409): the page fetches the order as it is now. */
  onStale: () => void
}

/**
 * The order's online payment on its staff page: its state as a badge and,
 * for a paid order, «Вернуть оплату» (asked first: the money goes back to
 * the customer's card through the gateway and cannot be taken again).
 * A refund in flight reads «Оплата возвращается» without the button (a
 * second press would be 409). Nothing for an order never paid online.
 */
const AdminOrderPayment = ({ order, onStale }: AdminOrderPaymentProps) => {
  const [problem, setProblem] = useState<string | null>(null)
  const { confirm, dialog } = useConfirm()
  const [refund, { loading }] = useMutation(REFUND_ADMIN_ORDER_PAYMENT, {
    onError: (error) => {
      setProblem(shopMessageOf(error, 'Не удалось вернуть оплату. Повторите попытку.'))
      if (errorCodeOf(error) === 'CONFLICT') onStale()
    },
  })

  if (!order.paymentStatus) return null

  const askAndRefund = async () => {
    const ok = await confirm({
      title: `Вернуть оплату заказа ${order.number}?`,
      description:
        'Деньги вернутся покупателю на карту через платёжный сервис. Отменить возврат нельзя. ' +
        'Заказ, который ещё не выполнен, будет отменён; покупатель получит письмо.',
      confirmLabel: 'Вернуть оплату',
      cancelLabel: 'Не возвращать',
      tone: 'danger',
    })
    if (!ok) return
    setProblem(null)
    await refund({ variables: { id: order.id } })
  }

  return (
    <section className="admin-order-payment admin-no-print" aria-label="Онлайн-оплата">
      {dialog}
      <p>
        Оплата:{' '}
        <StatusBadge tone={PAYMENT_TONES[order.paymentStatus] ?? 'neutral'}>
          {order.paymentStatusTitle}
        </StatusBadge>
      </p>
      {problem ? (
        <p role="alert" className="cell-status cell-status--error">
          {problem}
        </p>
      ) : null}
      {order.canRefund ? (
        <button
          type="button"
          className="button button--small button--danger"
          onClick={askAndRefund}
          disabled={loading}
        >
          Вернуть оплату
        </button>
      ) : null}
    </section>
  )
}

export default AdminOrderPayment
