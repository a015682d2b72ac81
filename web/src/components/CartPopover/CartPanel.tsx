import { isPriced } from '@domain/money'

import { useOrderWords } from 'src/components/Order/orderWords'
import { useCart } from 'src/components/ShopState/CartProvider'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { PATHS } from 'src/lib/links'

import CartLineRow from './CartLineRow'

/** The open cart popover (./CartPopover.tsx): its lines, total and next steps. */
const CartPanel = ({
  id,
  onClose,
  onOperator,
}: {
  id: string
  onClose: () => void
  /** A guest leaves the cart to the operator's form. */
  onOperator: () => void
}) => {
  const cart = useCart()
  const t = usePagesT()
  const path = useLocalePath()
  const words = useOrderWords()
  const { total, hasUnpriced, lines } = cart.cart
  return (
    <section id={id} className="cart-popover__panel" aria-label={t('cart.title')}>
      {lines.length === 0 ? (
        <p className="cart-popover__empty">{t('cart.empty')}</p>
      ) : (
        <>
          <ul className="cart-popover__lines">
            {lines.map((line) => (
              <CartLineRow key={line.product.article} line={line} />
            ))}
          </ul>
          <div className="cart-popover__total">
            <span>{t('order.total')}</span>
            <strong>{isPriced(total) ? words.tenge(total) : '—'}</strong>
          </div>
          {hasUnpriced ? <p className="cart-popover__note">{t('order.unpricedNote')}</p> : null}
          <div className="cart-popover__actions">
            <Button variant="link" onClick={() => cart.clear()}>
              {t('cart.clear')}
            </Button>
            {/* A guest checks out from the cart too (issue 30 §1), or leaves it to the operator. */}
            {cart.isGuest ? (
              <Button variant="secondary" onClick={onOperator}>
                {t('cart.viaOperator')}
              </Button>
            ) : null}
            <ButtonLink to={path(PATHS.cart)} onClick={onClose}>
              {t('cart.toCart')}
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  )
}

export default CartPanel
