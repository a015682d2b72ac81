import { useState, type ReactNode } from 'react'

import { installmentProblem, type InstallmentTerms } from '@domain/installment'
import { totalsOf } from '@domain/money'
import { amountDue, deliveryChargeOf, type FulfilmentMethod } from '@modules/orders/rules/delivery'
import type { CartCheckoutQuery } from 'types/graphql'

import { SelectField, useFormContext, type FieldValues, type UseFormReturn } from '@redwoodjs/forms'

import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import ChoiceGroup from 'src/components/FormFields/ChoiceGroup'
import { FieldLabel, FieldMessages, RequiredNote } from 'src/components/FormFields/FieldParts'
import PhoneField from 'src/components/FormFields/PhoneField'
import TextRow from 'src/components/FormFields/TextRow'
import OrderLinesSummary from 'src/components/OperatorOrderModal/OrderLinesSummary'
import {
  DeliveryAddressFields,
  FulfilmentChoice,
} from 'src/components/Order/DeliveryFields/DeliveryFields'
import OrderProblemAlert, {
  type ShortLine,
} from 'src/components/Order/OrderProblemAlert/OrderProblemAlert'
import { useOrderWords } from 'src/components/Order/orderWords'
import type { CartData } from 'src/components/ShopState/CartProvider'
import { Button } from 'src/components/ui/Button'
import { errorCodeOf, errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocale, useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { PATHS } from 'src/lib/links'

export type CheckoutShop = CartCheckoutQuery['shops'][number]

/** How a payment type and its hint read on the page (issue 33: the page's language). */
export interface PaymentWords {
  name: (
    type: Partial<Pick<CheckoutPaymentType, 'nameKk'>> & Pick<CheckoutPaymentType, 'name'>
  ) => string
  description: (
    type: Partial<Pick<CheckoutPaymentType, 'descriptionKk'>> &
      Pick<CheckoutPaymentType, 'description'>
  ) => string
  problem: (reason: string) => string
}

/** The Russian words as stored. */
const AS_STORED: PaymentWords = {
  name: (type) => type.name,
  description: (type) => type.description,
  problem: (reason) => reason,
}

/**
 * The payment types as choices: «В рассрочку» only while installments are
 * on, and disabled with the api's own reason while the sum to pay (null: a
 * price on request) is outside their bounds.
 */
export function paymentChoices(
  types: (Pick<CheckoutPaymentType, 'id' | 'name' | 'kind' | 'description'> &
    Partial<Pick<CheckoutPaymentType, 'nameKk' | 'descriptionKk'>>)[],
  terms: InstallmentTerms | null,
  due: number | null,
  words: PaymentWords = AS_STORED
) {
  return types
    .filter((type) => type.kind !== 'installment' || terms !== null)
    .map((type) => {
      const problem = type.kind === 'installment' ? installmentProblem(due, terms) : null
      return {
        value: String(type.id),
        label: words.name(type),
        hint: problem !== null ? words.problem(problem) : words.description(type) || undefined,
        disabled: problem !== null,
      }
    })
}
export type CheckoutPaymentType = CartCheckoutQuery['paymentTypes'][number]

/**
 * Payment types are the shop's data: a Kazakh page shows their Kazakh name
 * and description where the shop wrote them (the Russian ones otherwise),
 * and the installment's reason, the rule's, in Kazakh.
 */
export function usePaymentWords(): PaymentWords {
  const locale = useLocale()
  const inLanguage = useSharedMessage()
  const kazakh = locale === 'kk'
  return {
    name: (type) => (kazakh && type.nameKk) || type.name,
    description: (type) => (kazakh && type.descriptionKk) || type.description,
    problem: inLanguage,
  }
}

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
  const { watch } = useFormContext()
  const t = usePagesT()
  const path = useLocalePath()
  const words = useOrderWords()
  const paymentWords = usePaymentWords()
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
        deliveryHint={t('checkout.deliveryHint', { terms: words.cityDeliveryTerms() })}
      />
      {method === 'pickup' ? (
        <div className="field">
          <FieldLabel name="shop" id="field-shop" required>
            {t('checkout.shop')}
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
        legend={t('checkout.payment')}
        required
        choices={paymentChoices(
          paymentTypes,
          installmentTerms,
          totals.hasUnpriced ? null : due,
          paymentWords
        )}
      />
      <TextRow name="name" label={t('checkout.name')} autoComplete="name" required />
      <PhoneField name="phone" label={t('checkout.phone')} required />
      <TextRow
        name="email"
        label={t('checkout.email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextRow name="comment" label={t('checkout.comment')} type="textarea" />
      <section className="checkout-form__totals" aria-label={t('checkout.totals')}>
        <p>
          {t('checkout.goods')} <strong>{words.tenge(totals.total)}</strong>
        </p>
        <p>
          {t(method === 'pickup' ? 'checkout.pickupCharge' : 'checkout.deliveryCharge')}{' '}
          <strong>{words.deliveryCharge(charge, method)}</strong>
        </p>
        <p className="checkout-form__due">
          {t('checkout.due')} <strong>{words.tenge(due)}</strong>
        </p>
      </section>
      {consent}
      {problem ? (
        <OrderProblemAlert
          message={problem.message}
          short={problem.short}
          fix={{ to: path(PATHS.cart), label: t('checkout.fixInCart') }}
        />
      ) : null}
      <Button type="submit" busy={busy}>
        {busy ? t('checkout.placing') : t('checkout.confirm')}
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
  const t = usePagesT()
  const inLanguage = useSharedMessage()
  const report = (error: unknown) => {
    const fallback = t('checkout.failed')
    if (errorCodeOf(error) === 'BAD_USER_INPUT') {
      // Each message on its field; what fits no field (a line's article) above the button.
      const message = applyServerErrors(formMethods, error, fallback)
      if (message) setProblem({ message: inLanguage(message), short: [] })
      return
    }
    const items = errorDetailsOf(error).items
    const short =
      errorCodeOf(error) === 'CONFLICT' && Array.isArray(items) ? (items as ShortLine[]) : []
    setProblem({
      message: inLanguage(shopMessageOf(error, fallback)),
      short: short.map((line) => ({ ...line, message: inLanguage(line.message) })),
    })
  }
  return { problem, clear: () => setProblem(null), report }
}
