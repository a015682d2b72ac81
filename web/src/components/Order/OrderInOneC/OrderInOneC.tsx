import { formatShopDay } from '@domain/shopTime'

import { usePagesT } from 'src/lib/i18n/pageSide'

/** 1C's number and date of an order, as the order's read model gives them. */
export interface OrderInOneCData {
  number: string
  date?: string | null
}

/** «Номер в 1С: ЦБ-000045 от 02.12.2026» — the number the shop's accounting knows the order by. */
export const oneCText = (oneC: OrderInOneCData) =>
  `${oneC.number}${oneC.date ? ` от ${formatShopDay(oneC.date)}` : ''}`

/**
 * The customer's line «Номер в 1С» (issue 32 §4): what to name when the
 * accountant calls about the invoice or the shipment. Nothing until 1C has
 * posted the order.
 */
const OrderInOneC = ({ oneC }: { oneC?: OrderInOneCData | null }) => {
  const t = usePagesT()
  if (!oneC) return null
  return (
    <p className="order-one-c">
      {t('order.oneC')}{' '}
      <strong>
        {oneC.date
          ? t('order.oneCNumberOn', { number: oneC.number, day: formatShopDay(oneC.date) })
          : oneC.number}
      </strong>
    </p>
  )
}

export default OrderInOneC
