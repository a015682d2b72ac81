import type { InputOf } from '@domain/inputFields'
import { guestCheckoutFormFields } from '@modules/orders/rules/checkout'
import { PRIVACY_MESSAGE } from '@modules/orders/rules/guestOrder'
import type {
  CheckoutAsGuestMutation,
  CheckoutAsGuestMutationVariables,
  GuestCheckoutQuery,
} from 'types/graphql'

import { Form } from '@redwoodjs/forms'
import { Link, navigate } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import ConsentRow from 'src/components/FormFields/ConsentRow'
import CheckoutFields, {
  useCheckoutProblem,
} from 'src/components/Order/CheckoutFields/CheckoutFields'
import EmptyCheckout from 'src/components/Order/CheckoutFields/EmptyCheckout'
import {
  onlineMethodOf,
  PAY_AFTER_PLACING_FAILED,
  useOrderPayment,
} from 'src/components/Order/useOrderPayment'
import type { CartData } from 'src/components/ShopState/CartProvider'
import { useLocalePath } from 'src/lib/i18n'
import { guestOrderPath, PATHS } from 'src/lib/links'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const CHECKOUT_AS_GUEST = gql`
  mutation CheckoutAsGuestMutation($input: GuestCheckoutInput!) {
    checkoutAsGuest(input: $input) {
      id
      number
      guestKey
    }
  }
`

type GuestCheckoutValues = InputOf<typeof guestCheckoutFormFields>

interface GuestCheckoutFormProps
  extends Pick<GuestCheckoutQuery, 'shops' | 'paymentTypes' | 'installmentTerms'> {
  /** The cart's lines chosen for this order. */
  cart: Pick<CartData, 'lines'>
  /** Takes the ordered lines out of the browser cart once the order is placed. */
  onPlaced: () => Promise<void>
}

/** Shops that take guest orders; the others are named, with why (issue 30 §1). */
export function pickupChoicesOf(shops: GuestCheckoutQuery['shops']) {
  const open = shops.filter((shop) => shop.isCanOrderByGuest)
  const closed = shops.filter((shop) => !shop.isCanOrderByGuest)
  const note = closed.length
    ? `${closed.map((shop) => shop.nameForGuest || shop.name).join(', ')} ` +
      `${closed.length > 1 ? 'принимают' : 'принимает'} заказы на самовывоз только из личного кабинета.`
    : null
  return { open, note }
}

/**
 * A guest's checkout (issue 30 §1): the account's one page with the consent
 * a guest gives; the order lands on its own page (the key the api answers
 * with), or goes straight on to the gateway for an online payment. An
 * account is offered after placing, never before.
 */
const GuestCheckoutForm = ({
  cart,
  shops,
  paymentTypes,
  installmentTerms,
  onPlaced,
}: GuestCheckoutFormProps) => {
  const to = useLocalePath()
  const { open, note } = pickupChoicesOf(shops)
  const { formMethods, onValid } = useSchemaForm(guestCheckoutFormFields, {
    defaultValues: {
      fulfilment: open.length ? 'pickup' : 'delivery',
      shop: open[0] ? String(open[0].id) : '',
      city: '',
      address: '',
      deliveryTime: '',
      paymentType: paymentTypes[0] ? String(paymentTypes[0].id) : '',
      name: '',
      phone: '',
      email: '',
      comment: '',
    },
  })
  const { problem, clear, report } = useCheckoutProblem(formMethods)
  const [checkout, { loading }] = useMutation<
    CheckoutAsGuestMutation,
    CheckoutAsGuestMutationVariables
  >(CHECKOUT_AS_GUEST)
  const { pay } = useOrderPayment(PAY_AFTER_PLACING_FAILED)

  const onSubmit = async (values: GuestCheckoutValues) => {
    clear()
    try {
      const items = cart.lines.map((line) => ({
        product: line.product.article,
        quantity: line.quantity,
      }))
      const { data } = await checkout({ variables: { input: { ...values, items } } })
      const placed = data?.checkoutAsGuest
      if (!placed?.guestKey) return
      await onPlaced()
      toast.success(`Заказ ${placed.number} оформлен`)
      const payment = paymentTypes.find((type) => String(type.id) === String(values.paymentType))
      const method = onlineMethodOf(payment?.kind)
      if (method && (await pay({ id: placed.id, guestKey: placed.guestKey }, method))) return
      navigate(to(guestOrderPath(placed.guestKey)))
    } catch (error) {
      report(error)
    }
  }

  if (!cart.lines.length) return <EmptyCheckout />

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onValid(onSubmit)}
      className="form checkout-form"
      noValidate
    >
      <p className="checkout-form__lead">
        Оформите заказ без регистрации: ссылку на заказ и его оплату мы пришлём на e-mail. Уже есть
        личный кабинет?{' '}
        <Link to={to(`${PATHS.login}?redirectTo=${encodeURIComponent(to('/checkout'))}`)}>
          Войдите
        </Link>
        .
      </p>
      <CheckoutFields
        cart={cart}
        pickupShops={open}
        allShops={shops}
        paymentTypes={paymentTypes}
        installmentTerms={installmentTerms}
        pickupNote={note}
        problem={problem}
        busy={loading}
        consent={
          <ConsentRow name="privacyPolicyAccepted" message={PRIVACY_MESSAGE}>
            Я принимаю <Link to={to(PATHS.policy)}>политику обработки персональных данных</Link>
          </ConsentRow>
        }
      />
    </Form>
  )
}

export default GuestCheckoutForm
