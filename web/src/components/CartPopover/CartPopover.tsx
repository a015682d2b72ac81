import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'

import Icon from 'src/components/Icon/Icon'
import { useCart } from 'src/components/ShopState/CartProvider'
import { useOnceTrue } from 'src/lib/hooks'
import { useT } from 'src/lib/i18n'

import './CartPopover.css'

// The open popover's lines, total and actions load when a shopper first
// reaches for the button (pointer over it, focus, or a press), not with
// every page: the closed header button is all the first screen shows.
const loadCartPanel = () => import('./CartPanel')
const CartPanel = lazy(loadCartPanel)

// The operator order form loads when it is first opened, not with every page.
const OperatorOrderModal = lazy(
  () => import('src/components/OperatorOrderModal/OperatorOrderModal')
)

/**
 * The header cart button with the real item count and its popover (SPEC §2
 * "Cart popover"): lines, total, clear link, and the next step — the cart page
 * for logged-in shoppers, the operator form for guests.
 */
const CartPopover = () => {
  const cart = useCart()
  const t = useT()
  const [open, setOpen] = useState(false)
  const [operatorOpen, setOperatorOpen] = useState(false)
  const operatorLoaded = useOnceTrue(operatorOpen)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { count } = cart.cart

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
        onPointerEnter={() => void loadCartPanel()}
        onFocus={() => void loadCartPanel()}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="header-icon-button__icon">
          <Icon name="cart" />
        </span>
        <span className="header-icon-button__label">{t('cart.title')}</span>
        <span className="visually-hidden">{t('cart.countHidden', { count })}</span>
        {count > 0 ? (
          <span className="header-icon-button__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartPanel
            id={panelId}
            onClose={() => setOpen(false)}
            onOperator={() => {
              setOpen(false)
              setOperatorOpen(true)
            }}
          />
        </Suspense>
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
