import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'

import { formatTenge, isPriced } from '@domain/money'

import Icon from 'src/components/Icon/Icon'
import { useCart } from 'src/components/ShopState/CartProvider'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { useOnceTrue } from 'src/lib/hooks'
import { useLocalePath, useT } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

import CartLineRow from './CartLineRow'

import './CartPopover.css'

// The operator order form loads when it is first opened, not with every page.
const OperatorOrderModal = lazy(
  () => import('src/components/OperatorOrderModal/OperatorOrderModal')
)

/** The cart page's empty state (the popover says it through its messages, `cartPopover.empty`). */
export const EMPTY_CART_TEXT = 'В корзине ничего нет'

/**
 * The header cart button with the real item count and its popover (SPEC §2
 * "Cart popover"): lines, total, clear link, and the next step — the cart page
 * for logged-in shoppers, the operator form for guests.
 */
const CartPopover = () => {
  const t = useT()
  const to = useLocalePath()
  const cart = useCart()
  const [open, setOpen] = useState(false)
  const [operatorOpen, setOperatorOpen] = useState(false)
  const operatorLoaded = useOnceTrue(operatorOpen)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { count, total, hasUnpriced, lines } = cart.cart

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open])

  return (
    <div className="cart-popover" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-icon-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="header-icon-button__icon">
          <Icon name="cart" />
        </span>
        <span className="header-icon-button__label">{t('cartPopover.title')}</span>
        <span className="visually-hidden">{t('cartPopover.count', { count })}</span>
        {count > 0 ? (
          <span className="header-icon-button__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <section id={panelId} className="cart-popover__panel" aria-label={t('cartPopover.title')}>
          {lines.length === 0 ? (
            <p className="cart-popover__empty">{t('cartPopover.empty')}</p>
          ) : (
            <>
              <ul className="cart-popover__lines">
                {lines.map((line) => (
                  <CartLineRow key={line.product.article} line={line} />
                ))}
              </ul>
              <div className="cart-popover__total">
                <span>{t('cartPopover.total')}</span>
                <strong>{isPriced(total) ? formatTenge(total) : '—'}</strong>
              </div>
              {hasUnpriced ? (
                <p className="cart-popover__note">{t('cartPopover.unpriced')}</p>
              ) : null}
              <div className="cart-popover__actions">
                <Button variant="link" onClick={() => cart.clear()}>
                  {t('cartPopover.clear')}
                </Button>
                {/* A guest checks out from the cart too (issue 30 §1), or leaves it to the operator. */}
                {cart.isGuest ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setOpen(false)
                      setOperatorOpen(true)
                    }}
                  >
                    {t('cartPopover.operator')}
                  </Button>
                ) : null}
                <ButtonLink to={to(PATHS.cart)} onClick={() => setOpen(false)}>
                  {t('cartPopover.toCart')}
                </ButtonLink>
              </div>
            </>
          )}
        </section>
      ) : null}
      {operatorLoaded ? (
        <Suspense fallback={null}>
          <OperatorOrderModal
            isOpen={operatorOpen}
            onClose={() => setOperatorOpen(false)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

export default CartPopover
