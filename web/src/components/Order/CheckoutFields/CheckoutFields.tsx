import { useState, type ReactNode } from 'react'

import { installmentProblem, type InstallmentTerms } from '@domain/installment'
import { formatTenge, totalsOf } from '@domain/money'
import {
  amountDue,
  deliveryChargeOf,
  deliveryChargeText,
  type FulfilmentMethod,
} from '@modules/orders/rules/delivery'
import type { CartCheckoutQuery } from 'types/graphql'

import { SelectField, useFormContext, type FieldValues, type UseFormReturn } from '@redwoodjs/forms'

import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
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
import OrderProblemAlert, {
  type ShortLine,
} from 'src/components/Order/OrderProblemAlert/OrderProblemAlert'
import type { CartData } from 'src/components/ShopState/CartProvider'
import { Button } from 'src/components/ui/Button'
import { errorCodeOf, errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

export type CheckoutShop = CartCheckoutQuery['shops'][number]

/**
 * The payment types as choices: «В рассрочку» only while installments are
 * on, and disabled with the api's own reason while the sum to pay (null: a
 * price on request) is outside their bounds.
 */
export function paymentChoices(
  types: Pick<CheckoutPaymentType, 'id' | 'name' | 'kind' | 'description'>[],
  terms: InstallmentTerms | null,
  due: number | null
) {
  return types
    .filter((type) => type.kind !== 'installment' || terms !== null)
    .map((type) => {
      const problem = type.kind === 'installment' ? installmentProblem(due, terms) : null
      return {
        value: String(type.id),
        label: type.name,
        hint: problem ?? (type.description || undefined),
        disabled: problem !== null,
      }
    })
}
export type CheckoutPaymentType = CartCheckoutQuery['paymentTypes'][number]

export interface CheckoutFieldsProps {
  /** The lines this order is made of. */
  cart: Pick<CartData, 'lines'>
  /** The shops the shopper may pick up from. */
  pickupShops: CheckoutShop[]
  /** Every shop: delivery in their cities is the shop's own. */
  allShops: Pick<CheckoutShop, 'city'>[]
  paymentTypes: CheckoutPaymentType[]
  /** The installment's bounds (issue 34 §2); null or absent: «В рассрочку» is not offered. */
  installmentTerms?: InstallmentTerms | null
  /** Why a shop is not offered (a guest: the shops that take only account orders). */
  pickupNote?: string | null
  /** What the shopper agrees to before placing (a guest's consent). */
  consent?: ReactNode
  problem: CheckoutProblem | null
  busy: boolean
}

/**
 * The one page of a checkout, account or guest (issue 20, issue 30 §1):
 * the lines, pickup at a shop or delivery, a payment type, the contact, the
 * delivery fee of the api's rule as the shopper chooses, and «Подтвердить
 * заказ». Inside the caller's Form, which owns the schema and the mutation.
 */
const CheckoutFields = ({
  cart,
  pickupShops,
  allShops,
  paymentTypes,
  installmentTerms = null,
  pickupNote,
  consent,
  problem,
  busy,
}: CheckoutFieldsProps) => {
  const to = useLocalePath()
  const { watch } = useFormContext()
  const method = (watch('fulfilment') ?? 'pickup') as FulfilmentMethod
  const city = String(watch('city') ?? '')
  const totals = totalsOf(
    cart.lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity }))
  )
  const charge = deliveryChargeOf({
    method,
    city,
    goodsTotal: totals.total,
    shopCities: allShops.map((shop) => shop.city),
  })
  const due = amountDue(totals.total, charge)
  return (
    <>
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
            aria-describedby="field-shop-error field-shop-note"
            aria-required
          >
            {pickupShops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.nameForGuest || shop.name} — {shop.address.address}
              </option>
            ))}
          </SelectField>
          {pickupNote ? (
            <p className="field__hint" id="field-shop-note">
              {pickupNote}
            </p>
          ) : null}
          <FieldMessages name="shop" id="field-shop-error" />
        </div>
      ) : (
        <DeliveryAddressFields withCity />
      )}
      <ChoiceGroup
        name="paymentType"
        legend="Способ оплаты"
        required
        choices={paymentChoices(paymentTypes, installmentTerms, totals.hasUnpriced ? null : due)}
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
          К оплате: <strong>{formatTenge(due)}</strong>
        </p>
      </section>
      {consent}
      {problem ? (
        <OrderProblemAlert
          message={problem.message}
          short={problem.short}
          fix={{ to: to(PATHS.cart), label: 'Изменить количество в корзине' }}
        />
      ) : null}
      <Button type="submit" busy={busy}>
        {busy ? 'Оформляем…' : 'Подтвердить заказ'}
      </Button>
    </>
  )
}

export default CheckoutFields

export interface CheckoutProblem {
  message: string
  short: ShortLine[]
}

/**
 * A refusal of the api, where the shopper sees it: each field's message on
 * its field, or the lines short of stock and the reason above the button.
 */
export function useCheckoutProblem<T extends FieldValues>(formMethods: UseFormReturn<T>) {
  const [problem, setProblem] = useState<CheckoutProblem | null>(null)
  const report = (error: unknown) => {
    const fallback = 'Не удалось оформить заказ. Попробуйте ещё раз.'
    if (errorCodeOf(error) === 'BAD_USER_INPUT') {
      // Each message on its field; what fits no field (a line's article) above the button.
      const message = applyServerErrors(formMethods, error, fallback)
      if (message) setProblem({ message, short: [] })
      return
    }
    const items = errorDetailsOf(error).items
    const short =
      errorCodeOf(error) === 'CONFLICT' && Array.isArray(items) ? (items as ShortLine[]) : []
    setProblem({ message: shopMessageOf(error, fallback), short })
  }
  return { problem, clear: () => setProblem(null), report }
}
