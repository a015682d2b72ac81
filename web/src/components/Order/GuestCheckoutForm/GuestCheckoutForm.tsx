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
import { onlineMethodOf, useOrderPayment } from 'src/components/Order/useOrderPayment'
import type { CartData } from 'src/components/ShopState/CartProvider'
import { useLocalePath } from 'src/lib/i18n'
import { usePageLocale } from 'src/lib/i18n/pageLocale'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { richText } from 'src/lib/i18n/richText'
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

/**
 * Shops that take guest orders; the others are named, with why (issue 30 §1),
 * by `note` (the catalogue's `checkout.accountOnlyShops`: «{shops}
 * принимает/принимают …»).
 */
export function pickupChoicesOf(
  shops: GuestCheckoutQuery['shops'],
  note: (names: string, count: number) => string
) {
  const open = shops.filter((shop) => shop.isCanOrderByGuest)
  const closed = shops.filter((shop) => !shop.isCanOrderByGuest)
  return {
    open,
    note: closed.length
      ? note(closed.map((shop) => shop.nameForGuest || shop.name).join(', '), closed.length)
      : null,
  }
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
  const t = usePagesT()
  const path = useLocalePath()
  const { open, note } = pickupChoicesOf(shops, (names, count) =>
    t('checkout.accountOnlyShops', { shops: names, count })
  )
  const locale = usePageLocale()
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
  const { pay } = useOrderPayment({ afterPlacing: true })

  const onSubmit = async (values: GuestCheckoutValues) => {
    clear()
    try {
      const items = cart.lines.map((line) => ({
        product: line.product.article,
        quantity: line.quantity,
      }))
      const { data } = await checkout({ variables: { input: { ...values, items, locale } } })
      const placed = data?.checkoutAsGuest
      if (!placed?.guestKey) return
      await onPlaced()
      toast.success(t('checkout.placed', { number: placed.number }))
      const payment = paymentTypes.find((type) => String(type.id) === String(values.paymentType))
      const method = onlineMethodOf(payment?.kind)
      if (method && (await pay({ id: placed.id, guestKey: placed.guestKey }, method))) return
      navigate(path(guestOrderPath(placed.guestKey)))
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
        {richText(t('checkout.guestLead'), (text) => (
          <Link to={`${path(PATHS.login)}?redirectTo=${encodeURIComponent(path('/checkout'))}`}>
            {text}
          </Link>
        ))}
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
            {richText(t('checkout.privacyConsent'), (text) => (
              <Link to={path(PATHS.policy)}>{text}</Link>
            ))}
          </ConsentRow>
        }
      />
    </Form>
  )
}

export default GuestCheckoutForm
