import { formatTenge, isPriced } from '@domain/money'
import { quantityText, shortName } from '@domain/productDisplay'

import type { CartData } from 'src/components/ShopState/CartProvider'

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
  if (!cart.lines.length) return null
  return (
    <section className="order-summary-box" aria-label="Ваш заказ">
      <ul className="order-summary-box__lines">
        {cart.lines.map((line) => (
          <li key={line.product.article} className="order-summary-box__line">
            <span className="order-summary-box__name" title={line.product.name}>
              {shortName(line.product.name, 60)}
            </span>
            <span className="order-summary-box__numbers">
              {line.lineTotal === null
                ? `${quantityText(line.quantity)} · ${formatTenge(line.unitPrice)}`
                : `${quantityText(line.quantity)} × ${formatTenge(line.unitPrice)} = ${formatTenge(line.lineTotal)}`}
            </span>
          </li>
        ))}
      </ul>
      <p className="order-summary-box__total">
        <span>Итого:</span> <strong>{formatTenge(cart.total)}</strong>
      </p>
      {cart.hasUnpriced && isPriced(cart.total) ? (
        <p className="order-summary-box__note">
          Цена части товаров уточняется у менеджера и не вошла в сумму.
        </p>
      ) : null}
    </section>
  )
}

export default OrderLinesSummary
