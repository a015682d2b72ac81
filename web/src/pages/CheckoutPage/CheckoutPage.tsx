import { Redirect, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import CartCheckoutCell from 'src/components/Order/CartCheckoutCell'
import CheckoutCell from 'src/components/Order/CheckoutCell'
import { useCart } from 'src/components/ShopState/CartProvider'
import { chosenCartLines, parseCheckoutLines } from 'src/lib/checkoutLines'
import { accountPath } from 'src/lib/links'

/** The cart's chosen lines (`?lines=`, else all), once the cart has loaded. */
const CartCheckout = ({ articles }: { articles: string[] | null }) => {
  const cart = useCart()
  if (cart.loading && !cart.cart.lines.length) {
    return (
      <p role="status" className="cell-status">
        Загружаем корзину…
      </p>
    )
  }
  return (
    <CartCheckoutCell
      cart={{ lines: chosenCartLines(cart.cart.lines, articles) }}
      articles={articles}
    />
  )
}

/**
 * /checkout: placing the cart's chosen lines in one page (issue 20); with
 * ?id=, placing a draft built deliberately (a bad id: the drafts tab).
 */
const CheckoutPage = () => {
  const params = new URLSearchParams(useLocation().search)
  const idParam = params.get('id')
  if (idParam === null) {
    return (
      <div className="checkout">
        <Metadata title="Оформление заказа" />
        <h1 className="page__title">Оформление заказа</h1>
        <CartCheckout articles={parseCheckoutLines(params.get('lines'))} />
      </div>
    )
  }
  const id = Number(idParam)
  if (!Number.isInteger(id) || id < 1) {
    return <Redirect to={accountPath('draftorders')} options={{ replace: true }} />
  }
  return (
    <div className="checkout">
      <Metadata title="Оформление заказа" />
      <CheckoutCell id={id} />
    </div>
  )
}

export default CheckoutPage
