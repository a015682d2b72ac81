import { cartCheckoutInput, type CartCheckoutInput } from '@modules/orders/rules/checkout'
import { checkoutContactDefaults } from '@modules/orders/rules/checkoutContact'
import type {
  CartCheckoutMutation,
  CartCheckoutMutationVariables,
  CartCheckoutQuery,
} from 'types/graphql'

import { Form } from '@redwoodjs/forms'
import { navigate } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import CheckoutFields, {
  useCheckoutProblem,
} from 'src/components/Order/CheckoutFields/CheckoutFields'
import EmptyCheckout from 'src/components/Order/CheckoutFields/EmptyCheckout'
import { onlineMethodOf, useOrderPayment } from 'src/components/Order/useOrderPayment'
import type { CartData } from 'src/components/ShopState/CartProvider'
import { useLocalePath } from 'src/lib/i18n'
import { usePageLocale } from 'src/lib/i18n/pageLocale'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { orderPath } from 'src/lib/links'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const CART_CHECKOUT = gql`
  mutation CartCheckoutMutation($input: CartCheckoutInput!) {
    checkoutCart(input: $input) {
      id
      number
    }
  }
`

export type CheckoutChoices = Pick<
  CartCheckoutQuery,
  'shops' | 'paymentTypes' | 'installmentTerms' | 'me'
>

interface CartCheckoutFormProps extends CheckoutChoices {
  /** The cart's lines chosen for this order (the cart page's checked lines, or all). */
  cart: Pick<CartData, 'lines'>
  /** The articles to send; null: the whole cart. */
  articles: string[] | null
}

/**
 * The account checkout (issue 20): the one page of CheckoutFields with the
 * contact prefilled from the profile (else the last order's), parsed by the api's own schema; an
 * online payment goes straight on to the gateway.
 */
const CartCheckoutForm = ({
  cart,
  articles,
  shops,
  paymentTypes,
  installmentTerms,
  me,
}: CartCheckoutFormProps) => {
  const t = usePagesT()
  const path = useLocalePath()
  const contact = checkoutContactDefaults(me, me.lastOrderContact)
  const locale = usePageLocale()
  const { formMethods, onValid } = useSchemaForm(cartCheckoutInput, {
    defaultValues: {
      fulfilment: 'pickup',
      shop: shops[0] ? String(shops[0].id) : '',
      city: '',
      address: '',
      deliveryTime: '',
      paymentType: paymentTypes[0] ? String(paymentTypes[0].id) : '',
      ...contact,
      comment: '',
    },
  })
  const { problem, clear, report } = useCheckoutProblem(formMethods)
  const [checkout, { loading }] = useMutation<CartCheckoutMutation, CartCheckoutMutationVariables>(
    CART_CHECKOUT,
    // The server cart lost the ordered lines: the header's cart reads it again.
    { refetchQueries: ['MyCartQuery'] }
  )
  const { pay } = useOrderPayment({ afterPlacing: true })

  const onSubmit = async (input: CartCheckoutInput) => {
    clear()
    try {
      const { data } = await checkout({ variables: { input: { ...input, articles, locale } } })
      const placed = data?.checkoutCart
      if (!placed) return
      toast.success(t('checkout.placed', { number: placed.number }))
      const payment = paymentTypes.find((type) => String(type.id) === String(input.paymentType))
      // Card or installment: straight on to the gateway; it sends the shopper back to the order.
      const method = onlineMethodOf(payment?.kind)
      if (method && (await pay({ id: placed.id }, method))) return
      navigate(path(orderPath(placed.id)))
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
      <CheckoutFields
        cart={cart}
        pickupShops={shops}
        allShops={shops}
        paymentTypes={paymentTypes}
        installmentTerms={installmentTerms}
        problem={problem}
        busy={loading}
      />
    </Form>
  )
}

export default CartCheckoutForm
