import { useEffect, useState } from 'react'
import type { RefObject } from 'react'

import type { InputOf } from '@domain/inputFields'
import { deliveryChargeOf, type FulfilmentMethod } from '@modules/orders/rules/delivery'
import { guestOrderFormFields, PRIVACY_MESSAGE } from '@modules/orders/rules/guestOrder'
import type {
  GuestShopsQuery,
  SubmitGuestOrderMutation,
  SubmitGuestOrderMutationVariables,
} from 'types/graphql'

import { Form, SelectField } from '@redwoodjs/forms'
import { Link } from '@redwoodjs/router'
import { useMutation, useQuery } from '@redwoodjs/web'

import ConsentRow from 'src/components/FormFields/ConsentRow'
import { FieldLabel, FieldMessages, RequiredNote } from 'src/components/FormFields/FieldParts'
import PhoneField from 'src/components/FormFields/PhoneField'
import TextRow from 'src/components/FormFields/TextRow'
import Modal from 'src/components/Modal/Modal'
import {
  DeliveryAddressFields,
  FulfilmentChoice,
} from 'src/components/Order/DeliveryFields/DeliveryFields'
import { useOrderWords } from 'src/components/Order/orderWords'
import { useCart } from 'src/components/ShopState/CartProvider'
import { Button } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { usePageLocale } from 'src/lib/i18n/pageLocale'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { richText } from 'src/lib/i18n/richText'
import { PATHS } from 'src/lib/links'
import { useSchemaForm } from 'src/lib/schemaResolver'

import OrderLinesSummary from './OrderLinesSummary'

import './OperatorOrderModal.css'

export const GUEST_SHOPS = gql`
  query GuestShopsQuery {
    shops(isCanOrderByGuest: true) {
      id
      nameForGuest
      city
      address {
        address
      }
    }
  }
`

export const SUBMIT_GUEST_ORDER = gql`
  mutation SubmitGuestOrderMutation($input: GuestOrderInput!) {
    submitGuestOrder(input: $input) {
      id
      number
    }
  }
`

/** The guest order's own schema; its lines come from the cart, not from fields. */
const operatorForm = guestOrderFormFields

type Outcome =
  | { kind: 'success'; email: string; number: string; id: number }
  | { kind: 'error' }
  | null

/**
 * A guest's order through the operator (SPEC §2 cart popover, §4 Guest order,
 * §5 Operator form): validate, require consent, post, empty the cart, show
 * the success modal; a failure shows the error modal. Either way the comment
 * is cleared and the form closes.
 */
const OperatorOrderModal = ({
  isOpen,
  onClose,
  returnFocusTo,
}: {
  isOpen: boolean
  onClose: () => void
  /** The cart button: the popover that opened the form is closed by then. */
  returnFocusTo?: RefObject<HTMLElement | null>
}) => {
  const cart = useCart()
  const t = usePagesT()
  const path = useLocalePath()
  const words = useOrderWords()
  const locale = usePageLocale()
  const { formMethods, onValid } = useSchemaForm(operatorForm, {
    defaultValues: { fulfilment: 'pickup', address: '', deliveryTime: '' },
  })
  const [outcome, setOutcome] = useState<Outcome>(null)
  const shops = useQuery<GuestShopsQuery>(GUEST_SHOPS, { skip: !isOpen })
  const [submit, { loading }] = useMutation<
    SubmitGuestOrderMutation,
    SubmitGuestOrderMutationVariables
  >(SUBMIT_GUEST_ORDER)

  const onSubmit = async (values: InputOf<typeof operatorForm>) => {
    try {
      const { data } = await submit({
        variables: {
          input: {
            ...values,
            items: cart.localLines.map((line) => ({
              product: line.article,
              quantity: line.quantity,
            })),
            locale,
          },
        },
      })
      await cart.clear()
      setOutcome({
        kind: 'success',
        email: values.email,
        number: data?.submitGuestOrder.number ?? '',
        id: data?.submitGuestOrder.id ?? 0,
      })
    } catch (error) {
      console.error('guest order', error)
      setOutcome({ kind: 'error' })
    }
    formMethods.setValue('comment', '')
    onClose()
  }

  const shopOptions = shops.data?.shops ?? []
  const method = (formMethods.watch('fulfilment') ?? 'pickup') as FulfilmentMethod
  const chosenShop = shopOptions.find(
    (shop) => String(shop.id) === String(formMethods.watch('shop'))
  )
  // The same rule as the account checkout: delivery within the chosen shop's city.
  const charge = deliveryChargeOf({
    method,
    city: chosenShop?.city ?? '',
    goodsTotal: cart.cart.total,
    shopCities: shopOptions.map((shop) => shop.city),
  })

  // One city takes guest orders (SPEC §5): chosen for the guest, still shown.
  const onlyShopId = shopOptions.length === 1 ? shopOptions[0].id : null
  useEffect(() => {
    if (onlyShopId !== null && !formMethods.getValues('shop')) {
      formMethods.setValue('shop', String(onlyShopId))
    }
  }, [onlyShopId, formMethods])

  return (
    <>
      <Modal
        isOpen={isOpen}
        onClose={onClose}
        title={t('operator.title')}
        returnFocusTo={returnFocusTo}
      >
        <OrderLinesSummary cart={cart.cart} />
        <Form formMethods={formMethods} onSubmit={onValid(onSubmit)} className="form" noValidate>
          <RequiredNote />
          <TextRow name="name" label={t('checkout.name')} autoComplete="name" required />
          <PhoneField name="phoneNumber" label={t('checkout.phone')} required />
          <TextRow
            name="email"
            label={t('checkout.email')}
            type="email"
            autoComplete="email"
            required
          />
          <div className="field">
            <FieldLabel name="shop" id="field-shop" required>
              {t('checkout.city')}
            </FieldLabel>
            <SelectField
              name="shop"
              id="field-shop"
              className="field__input"
              aria-describedby="field-shop-error"
              aria-required
              defaultValue=""
            >
              <option value="" disabled>
                {shops.loading ? t('operator.loadingCities') : t('operator.chooseCity')}
              </option>
              {shopOptions.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.nameForGuest} — {shop.address.address}
                </option>
              ))}
            </SelectField>
            <FieldMessages name="shop" id="field-shop-error" />
          </div>
          <FulfilmentChoice
            deliveryHint={t('operator.deliveryHint', { terms: words.cityDeliveryTerms() })}
          />
          {method === 'delivery' ? (
            <>
              <DeliveryAddressFields withCity={false} />
              {chosenShop ? (
                <p className="operator-order__delivery" role="status">
                  {t('checkout.deliveryCharge')} {words.deliveryCharge(charge, method)}
                </p>
              ) : null}
            </>
          ) : null}
          <TextRow name="comment" label={t('checkout.comment')} type="textarea" />
          <ConsentRow name="privacyPolicyAccepted" message={PRIVACY_MESSAGE}>
            {richText(t('checkout.privacyConsent'), (text) => (
              <Link to={path(PATHS.policy)}>{text}</Link>
            ))}
          </ConsentRow>
          <Button type="submit" busy={loading} disabled={cart.localLines.length === 0}>
            {loading ? t('operator.sending') : t('cart.checkout')}
          </Button>
        </Form>
      </Modal>
      <Modal
        isOpen={outcome?.kind === 'success'}
        onClose={() => setOutcome(null)}
        title={t('checkout.placedToast')}
        returnFocusTo={returnFocusTo}
      >
        {outcome?.kind === 'success' ? (
          <p>
            {richText(
              t('operator.accepted', { number: outcome.number, email: outcome.email }),
              (text) => (
                <Link to={path(PATHS.myOrders)}>{text}</Link>
              )
            )}
          </p>
        ) : null}
        <Button onClick={() => setOutcome(null)}>{t('operator.understood')}</Button>
      </Modal>
      <Modal
        isOpen={outcome?.kind === 'error'}
        onClose={() => setOutcome(null)}
        title={t('operator.errorTitle')}
        returnFocusTo={returnFocusTo}
      >
        <p>{t('operator.error')}</p>
        <Button onClick={() => setOutcome(null)}>{t('operator.close')}</Button>
      </Modal>
    </>
  )
}

export default OperatorOrderModal
