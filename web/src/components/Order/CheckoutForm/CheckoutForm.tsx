import { useRef, useState } from 'react'

import { parseWith } from '@domain/inputFields'
import { CHOOSE_SHOP_MESSAGE, checkoutInput } from '@modules/orders/rules/draftOrder'
import type { CheckoutShopsQuery, OrderFields } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import { useMutation, useQuery } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { PLACE_ORDER } from 'src/components/Order/orderFragments'
import OrderProblemAlert, {
  type ShortLine,
} from 'src/components/Order/OrderProblemAlert/OrderProblemAlert'
import { useOrderWords } from 'src/components/Order/orderWords'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { errorCodeOf, errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { accountPath, orderPath } from 'src/lib/links'

export const CHECKOUT_SHOPS = gql`
  query CheckoutShopsQuery {
    shops {
      id
      name
      nameForGuest
      address {
        address
      }
    }
  }
`

/** SPEC §2 /checkout: the draft's lines, the shop to collect from and a comment; places the draft. */
const CheckoutForm = ({ order }: { order: OrderFields }) => {
  const shops = useQuery<CheckoutShopsQuery>(CHECKOUT_SHOPS)
  const [shop, setShop] = useState<string>(order.shop ? String(order.shop.id) : '')
  const [comment, setComment] = useState(order.comment)
  const [short, setShort] = useState<ShortLine[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [place, placing] = useMutation(PLACE_ORDER)
  const shopField = useRef<HTMLSelectElement>(null)
  const t = usePagesT()
  const path = useLocalePath()
  const words = useOrderWords()
  const inLanguage = useSharedMessage()

  if (!order.isEditable) {
    return (
      <div className="alert alert--success" role="status">
        <h2>{t('checkout.placed', { number: order.number })}</h2>
        <p>{t('checkout.placedStatus', { status: inLanguage(order.statusTitle) })}</p>
        <p>
          <Link to={path(accountPath('currentorders'))}>{t('account.tab.currentorders')}</Link> ·{' '}
          <Link to={path(orderPath(order.id))}>{t('order.open')}</Link>
        </p>
      </div>
    )
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    // The api's own schema for placing: the same messages as the server's.
    const parsed = parseWith(checkoutInput, { shop, comment })
    if ('fields' in parsed) {
      setProblem(Object.values(parsed.fields).flat()[0])
      // The focus goes to the field in error, as on every schema form.
      if (parsed.fields.shop) shopField.current?.focus()
      return
    }
    setProblem(null)
    setShort([])
    try {
      await place({ variables: { id: order.id, ...parsed.data } })
      toast.success(t('checkout.placedToast'))
    } catch (error) {
      const details = errorDetailsOf(error)
      if (errorCodeOf(error) === 'CONFLICT' && Array.isArray(details.items)) {
        setShort(details.items as ShortLine[])
      }
      setProblem(shopMessageOf(error, t('checkout.failedDraft')))
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h1 className="page__title">{t('checkout.titleOf', { number: order.number })}</h1>
      <ul className="checkout__lines" aria-label={t('order.lines')}>
        {order.items.map((item) => (
          <li key={item.id}>
            {item.product.name} × {item.quantity} —{' '}
            {item.lineTotal === null ? words.tenge(item.price) : words.tenge(item.lineTotal)}
          </li>
        ))}
      </ul>
      <p>
        {t('order.total')} <strong>{words.tenge(order.total)}</strong>
      </p>
      <div className="field">
        <label htmlFor="checkout-shop" className="field__label">
          {t('checkout.shop')}
        </label>
        <select
          ref={shopField}
          id="checkout-shop"
          className="field__input"
          value={shop}
          aria-invalid={problem === CHOOSE_SHOP_MESSAGE}
          onChange={(event) => setShop(event.target.value)}
        >
          <option value="">{t('checkout.chooseShop')}</option>
          {shops.data?.shops.map((item) => (
            <option key={item.id} value={item.id}>
              {item.nameForGuest || item.name} — {item.address.address}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="checkout-comment" className="field__label">
          {t('checkout.commentShort')}
        </label>
        <textarea
          id="checkout-comment"
          className="field__input"
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {problem ? (
        <OrderProblemAlert
          message={inLanguage(problem)}
          short={short.map((line) => ({ ...line, message: inLanguage(line.message) }))}
          fix={{ to: path(orderPath(order.id)), label: t('checkout.fixOrder') }}
        />
      ) : null}
      <Button type="submit" busy={placing.loading} disabled={!order.items.length}>
        {t('checkout.confirm')}
      </Button>
      <ButtonLink to={path(orderPath(order.id))} variant="link">
        {t('checkout.backToOrder')}
      </ButtonLink>
    </form>
  )
}

export default CheckoutForm
