import { useEffect, useRef, useState } from 'react'

import { isPriced, totalsOf } from '@domain/money'
import { checkAll, followChecked, toggleChecked } from '@domain/selection'

import { navigate } from '@redwoodjs/router'
import { Metadata, useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import CartLineRow from 'src/components/CartPopover/CartLineRow'
import OperatorOrderModal from 'src/components/OperatorOrderModal/OperatorOrderModal'
import { useOrderWords } from 'src/components/Order/orderWords'
import { useCart } from 'src/components/ShopState/CartProvider'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { cartCheckoutPath, orderPath, PATHS } from 'src/lib/links'

import './CartPage.css'

export const CREATE_ORDER_DRAFT = gql`
  mutation CreateOrderDraftMutation($items: [OrderLineInput!]) {
    createOrderDraft(items: $items) {
      id
      number
    }
  }
`

/**
 * /cart: the whole cart with checked lines (SPEC §4 "Checked items follow
 * the cart list"). Every shopper orders the checked lines on the one-page
 * checkout (a guest too, issue 30 §1); a logged-in one may keep them as a
 * draft to work on, a guest may leave it to the operator to call back.
 */
const CartPage = () => {
  const cart = useCart()
  const t = usePagesT()
  const path = useLocalePath()
  const words = useOrderWords()
  const articles = cart.cart.lines.map((line) => line.product.article)
  const [checked, setChecked] = useState<Set<string>>(() => new Set(articles))
  const previous = useRef<string[]>(articles)
  const [operatorOpen, setOperatorOpen] = useState(false)
  const [createDraft, creating] = useMutation(CREATE_ORDER_DRAFT)

  const articlesKey = articles.join('\u0000')
  useEffect(() => {
    const next = articlesKey ? articlesKey.split('\u0000') : []
    const before = previous.current
    setChecked((current) => followChecked(current, before, next))
    previous.current = next
  }, [articlesKey])

  const chosen = cart.cart.lines.filter((line) => checked.has(line.product.article))
  const totals = totalsOf(
    chosen.map((line) => ({ price: line.unitPrice, quantity: line.quantity }))
  )

  const everythingChosen = chosen.length === cart.cart.lines.length

  const saveAsDraft = async () => {
    if (!chosen.length) return
    const everything = everythingChosen
    try {
      // The whole cart goes over in one step that also empties it on the server.
      const { data } = await createDraft({
        variables: {
          items: everything
            ? undefined
            : chosen.map((line) => ({ product: line.product.article, quantity: line.quantity })),
        },
      })
      if (!everything) for (const line of chosen) await cart.remove(line.product.article)
      else await cart.clear()
      toast.success(t('cart.draftCreated', { number: data.createOrderDraft.number }))
      navigate(path(orderPath(data.createOrderDraft.id)))
    } catch (error) {
      toast.error(shopMessageOf(error, t('cart.draftFailed')))
    }
  }

  return (
    <div className="cart-page">
      <Metadata title={t('cart.title')} description={t('cart.description')} />
      <h1 className="page__title">{t('cart.title')}</h1>
      {cart.loading && !cart.cart.lines.length ? (
        <p role="status" className="cell-status">
          {t('cart.loading')}
        </p>
      ) : !cart.cart.lines.length ? (
        <div className="card">
          <p>{t('cart.empty')}</p>
          <ButtonLink to={path(PATHS.precatalog)}>{t('cart.toCatalog')}</ButtonLink>
        </div>
      ) : (
        <>
          <div className="cart-page__bulk">
            <Button variant="link" onClick={() => setChecked(checkAll(articles))}>
              {t('cart.chooseAll')}
            </Button>
            <Button variant="link" onClick={() => setChecked(new Set())}>
              {t('cart.chooseNone')}
            </Button>
            <Button
              variant="link"
              disabled={!chosen.length}
              onClick={async () => {
                for (const line of chosen) await cart.remove(line.product.article)
              }}
            >
              {t('cart.removeChosen')}
            </Button>
          </div>
          <ul className="cart-page__lines" aria-label={t('cart.lines')}>
            {cart.cart.lines.map((line) => (
              <CartLineRow
                key={line.product.article}
                line={line}
                withSum
                selection={{
                  checked: checked.has(line.product.article),
                  onToggle: () =>
                    setChecked((current) => toggleChecked(current, line.product.article)),
                }}
              />
            ))}
          </ul>
          <div className="cart-page__summary card" aria-live="polite">
            <p>{t('cart.chosen', { chosen: chosen.length, all: cart.cart.lines.length })}</p>
            <p className="cart-page__total">
              {t('order.total')}{' '}
              <strong>{isPriced(totals.total) ? words.tenge(totals.total) : '—'}</strong>
            </p>
            {totals.hasUnpriced ? (
              <p className="cart-page__note">{t('order.unpricedNote')}</p>
            ) : null}
            <Button
              disabled={!chosen.length}
              onClick={() =>
                navigate(
                  path(
                    cartCheckoutPath(
                      everythingChosen ? null : chosen.map((line) => line.product.article)
                    )
                  )
                )
              }
            >
              {t('cart.checkout')}
            </Button>
            {cart.isGuest ? (
              // «Позвоните мне»: the operator confirms the order by phone (SPEC §2).
              <Button variant="link" onClick={() => setOperatorOpen(true)}>
                {t('cart.viaOperator')}
              </Button>
            ) : (
              <>
                <Button
                  variant="link"
                  busy={creating.loading}
                  disabled={!chosen.length}
                  onClick={saveAsDraft}
                >
                  {t('cart.saveDraft')}
                </Button>
              </>
            )}
            <Button variant="link" onClick={() => cart.clear()}>
              {t('cart.clear')}
            </Button>
          </div>
        </>
      )}
      <OperatorOrderModal isOpen={operatorOpen} onClose={() => setOperatorOpen(false)} />
    </div>
  )
}

export default CartPage
