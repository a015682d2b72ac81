import { isPriced } from '@domain/money'
import { shortName } from '@domain/productDisplay'

import { useOrderWords } from 'src/components/Order/orderWords'
import type { CartData } from 'src/components/ShopState/CartProvider'
import { usePagesT } from 'src/lib/i18n/pageSide'

/**
 * What the guest is ordering, above the operator form: each line as
 * «2 шт. × 150 500 ₸ = 301 000 ₸» (the unit price at that quantity) and the total, in the shop's money words
 * (a price on request reads «Цену уточняйте у менеджера»).
 */
const OrderLinesSummary = ({
  cart,
}: {
  cart: Pick<CartData, 'lines' | 'total' | 'hasUnpriced'>
}) => {
  const t = usePagesT()
  const words = useOrderWords()
  if (!cart.lines.length) return null
  return (
    <section className="order-summary-box" aria-label={t('order.yourOrder')}>
      <ul className="order-summary-box__lines">
        {cart.lines.map((line) => (
          <li key={line.product.article} className="order-summary-box__line">
            <span className="order-summary-box__name" title={line.product.name}>
              {shortName(line.product.name, 60)}
            </span>
            <span className="order-summary-box__numbers">
              {line.lineTotal === null
                ? `${words.quantity(line.quantity)} · ${words.tenge(line.unitPrice)}`
                : `${words.quantity(line.quantity)} × ${words.tenge(line.unitPrice)} = ${words.tenge(line.lineTotal)}`}
            </span>
          </li>
        ))}
      </ul>
      <p className="order-summary-box__total">
        <span>{t('order.total')}</span> <strong>{words.tenge(cart.total)}</strong>
      </p>
      {cart.hasUnpriced && isPriced(cart.total) ? (
        <p className="order-summary-box__note">{t('order.unpricedNote')}</p>
      ) : null}
    </section>
  )
}

export default OrderLinesSummary
