import { Redirect, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import CartCheckoutCell from 'src/components/Order/CartCheckoutCell'
import CheckoutCell from 'src/components/Order/CheckoutCell'
import GuestCheckoutCell from 'src/components/Order/GuestCheckoutCell'
import { useCart } from 'src/components/ShopState/CartProvider'
import { chosenCartLines, parseCheckoutLines } from 'src/lib/checkoutLines'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { accountPath } from 'src/lib/links'

/** The cart's chosen lines (`?lines=`, else all), once the cart has loaded. */
const CartCheckout = ({ articles }: { articles: string[] | null }) => {
  const cart = useCart()
  const t = usePagesT()
  if (cart.loading && !cart.cart.lines.length) {
    return (
      <p role="status" className="cell-status">
        {t('cart.loading')}
      </p>
    )
  }
  const lines = chosenCartLines(cart.cart.lines, articles)
  if (cart.isGuest) {
    // The browser cart gives up the ordered lines once the order is placed.
    const takeOrdered = async () => {
      if (articles === null) return cart.clear()
      for (const line of lines) await cart.remove(line.product.article)
    }
    return <GuestCheckoutCell cart={{ lines }} onPlaced={takeOrdered} />
  }
  return <CartCheckoutCell cart={{ lines }} articles={articles} />
}

/**
 * /checkout: placing the cart's chosen lines in one page (issue 20), for a
 * guest too (issue 30 §1); with ?id=, placing a draft built deliberately (a
 * bad id: the drafts tab; drafts are an account's, so a guest logs in).
 */
const CheckoutPage = () => {
  const { isAuthenticated, loading } = useAuth()
  const t = usePagesT()
  const path = useLocalePath()
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const idParam = params.get('id')
  if (idParam === null) {
    return (
      <div className="checkout">
        <Metadata title={t('checkout.title')} />
        <h1 className="page__title">{t('checkout.title')}</h1>
        <CartCheckout articles={parseCheckoutLines(params.get('lines'))} />
      </div>
    )
  }
  if (!loading && !isAuthenticated) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`)
    return <Redirect to={`${path('/login')}?redirectTo=${back}`} options={{ replace: true }} />
  }
  const id = Number(idParam)
  if (!Number.isInteger(id) || id < 1) {
    return <Redirect to={path(accountPath('draftorders'))} options={{ replace: true }} />
  }
  return (
    <div className="checkout">
      <Metadata title={t('checkout.title')} />
      <CheckoutCell id={id} />
    </div>
  )
}

export default CheckoutPage
