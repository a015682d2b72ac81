import { useState } from 'react'

import { formatTenge, totalsOf } from '@domain/money'
import { cartCheckoutInput, type CartCheckoutInput } from '@modules/orders/rules/checkout'
import {
  amountDue,
  deliveryChargeOf,
  deliveryChargeText,
  type FulfilmentMethod,
} from '@modules/orders/rules/delivery'
import type {
  CartCheckoutMutation,
  CartCheckoutMutationVariables,
  CartCheckoutQuery,
} from 'types/graphql'

import { Form, SelectField } from '@redwoodjs/forms'
import { navigate } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import ChoiceGroup from 'src/components/FormFields/ChoiceGroup'
import { FieldLabel, FieldMessages, RequiredNote } from 'src/components/FormFields/FieldParts'
import PhoneField from 'src/components/FormFields/PhoneField'
import TextRow from 'src/components/FormFields/TextRow'
import OrderLinesSummary from 'src/components/OperatorOrderModal/OrderLinesSummary'
import {
  cityDeliveryTerms,
  DeliveryAddressFields,
  FulfilmentChoice,
} from 'src/components/Order/DeliveryFields/DeliveryFields'
import { START_ORDER_PAYMENT } from 'src/components/Order/orderFragments'
import OrderProblemAlert, {
  type ShortLine,
} from 'src/components/Order/OrderProblemAlert/OrderProblemAlert'
import type { CartData } from 'src/components/ShopState/CartProvider'
import { Button, ButtonLink } from 'src/components/ui/Button'
import { goToGateway } from 'src/lib/gateway'
import { errorCodeOf, errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { orderPath, PATHS } from 'src/lib/links'
import { joinFieldMessages, useSchemaForm } from 'src/lib/schemaResolver'

export const CART_CHECKOUT = gql`
  mutation CartCheckoutMutation($input: CartCheckoutInput!) {
    checkoutCart(input: $input) {
      id
      number
    }
  }
`

export type CheckoutChoices = Pick<CartCheckoutQuery, 'shops' | 'paymentTypes' | 'me'>

interface CartCheckoutFormProps extends CheckoutChoices {
  /** The cart's lines chosen for this order (the cart page's checked lines, or all). */
  cart: Pick<CartData, 'lines'>
  /** The articles to send; null: the whole cart. */
  articles: string[] | null
}

/**
 * The account checkout (issue 20): pickup at a shop or delivery, a payment
 * type, the contact prefilled from the profile, the order summary with the
 * delivery fee of domain/delivery as the shopper chooses, and «Подтвердить
 * заказ». The form is parsed by the api's own schema; a refusal by the
 * server lands on the fields it names, or lists the lines short of stock.
 */
const CartCheckoutForm = ({ cart, articles, shops, paymentTypes, me }: CartCheckoutFormProps) => {
  const { formMethods, onValid } = useSchemaForm(cartCheckoutInput, {
    defaultValues: {
      fulfilment: 'pickup',
      shop: shops[0] ? String(shops[0].id) : '',
      city: '',
      address: '',
      deliveryTime: '',
      paymentType: paymentTypes[0] ? String(paymentTypes[0].id) : '',
      name: [me.firstName, me.lastName].filter(Boolean).join(' '),
      phone: me.phone ?? '',
      email: me.email,
      comment: '',
    },
  })
  const [problem, setProblem] = useState<string | null>(null)
  const [short, setShort] = useState<ShortLine[]>([])
  const [checkout, { loading }] = useMutation<CartCheckoutMutation, CartCheckoutMutationVariables>(
    CART_CHECKOUT,
    // The server cart lost the ordered lines: the header's cart reads it again.
    { refetchQueries: ['MyCartQuery'] }
  )
  const [startPayment] = useMutation(START_ORDER_PAYMENT)

  /** «Онлайн-оплата»: straight on to the gateway's page; it sends the shopper back to the order. */
  const payOnline = async (orderId: number) => {
    try {
      const { data } = await startPayment({ variables: { id: orderId } })
      goToGateway(data.startOrderPayment.redirectUrl)
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось перейти к оплате. Оплатите со страницы заказа.'))
      navigate(orderPath(orderId))
    }
  }

  const method = (formMethods.watch('fulfilment') ?? 'pickup') as FulfilmentMethod
  const city = String(formMethods.watch('city') ?? '')
  const totals = totalsOf(
    cart.lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity }))
  )
  const charge = deliveryChargeOf({
    method,
    city,
    goodsTotal: totals.total,
    shopCities: shops.map((shop) => shop.city),
  })

  const onSubmit = async (input: CartCheckoutInput) => {
    setProblem(null)
    setShort([])
    try {
      const { data } = await checkout({ variables: { input: { ...input, articles } } })
      const placed = data?.checkoutCart
      if (!placed) return
      toast.success(`Заказ ${placed.number} оформлен`)
      const payment = paymentTypes.find((type) => String(type.id) === String(input.paymentType))
      if (payment?.kind === 'online') await payOnline(placed.id)
      else navigate(orderPath(placed.id))
    } catch (error) {
      const details = errorDetailsOf(error)
      if (errorCodeOf(error) === 'BAD_USER_INPUT' && details.fields) {
        for (const [name, messages] of Object.entries(details.fields as Record<string, string[]>)) {
          formMethods.setError(name as keyof CartCheckoutInput, {
            type: 'server',
            message: joinFieldMessages(messages),
          })
        }
        return
      }
      if (errorCodeOf(error) === 'CONFLICT' && Array.isArray(details.items)) {
        setShort(details.items as ShortLine[])
      }
      setProblem(shopMessageOf(error, 'Не удалось оформить заказ. Попробуйте ещё раз.'))
    }
  }

  if (!cart.lines.length) {
    return (
      <div className="card">
        <p>В корзине нет товаров для заказа.</p>
        <ButtonLink to={PATHS.precatalog}>Перейти в каталог</ButtonLink>
      </div>
    )
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onValid(onSubmit)}
      className="form checkout-form"
      noValidate
    >
      <OrderLinesSummary cart={{ lines: cart.lines, ...totals }} />
      <RequiredNote />
      <FulfilmentChoice
        deliveryHint={`В городах наших магазинов ${cityDeliveryTerms()}; в другие города — транспортной компанией`}
      />
      {method === 'pickup' ? (
        <div className="field">
          <FieldLabel name="shop" id="field-shop" required>
            Магазин
          </FieldLabel>
          <SelectField
            name="shop"
            id="field-shop"
            className="field__input"
            aria-describedby="field-shop-error"
            aria-required
          >
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.nameForGuest || shop.name} — {shop.address.address}
              </option>
            ))}
          </SelectField>
          <FieldMessages name="shop" id="field-shop-error" />
        </div>
      ) : (
        <>
          <DeliveryAddressFields withCity />
        </>
      )}
      <ChoiceGroup
        name="paymentType"
        legend="Способ оплаты"
        required
        choices={paymentTypes.map((type) => ({
          value: String(type.id),
          label: type.name,
          hint: type.description || undefined,
        }))}
      />
      <TextRow name="name" label="Имя" autoComplete="name" required />
      <PhoneField name="phone" label="Телефон" required />
      <TextRow name="email" label="E-mail" type="email" autoComplete="email" required />
      <TextRow name="comment" label="Комментарий к заказу" type="textarea" />
      <section className="checkout-form__totals" aria-label="Итого к оплате">
        <p>
          Товары: <strong>{formatTenge(totals.total)}</strong>
        </p>
        <p>
          {method === 'pickup' ? 'Самовывоз' : 'Доставка'}:{' '}
          <strong>{deliveryChargeText(charge, method)}</strong>
        </p>
        <p className="checkout-form__due">
          К оплате: <strong>{formatTenge(amountDue(totals.total, charge))}</strong>
        </p>
      </section>
      {problem ? (
        <OrderProblemAlert
          message={problem}
          short={short}
          fix={{ to: PATHS.cart, label: 'Изменить количество в корзине' }}
        />
      ) : null}
      <Button type="submit" busy={loading}>
        {loading ? 'Оформляем…' : 'Подтвердить заказ'}
      </Button>
    </Form>
  )
}

export default CartCheckoutForm
