import { formatTenge } from '@domain/money'
import { DELIVERY_RULES, FULFILMENT_TITLES } from '@modules/orders/rules/delivery'

import ChoiceGroup from 'src/components/FormFields/ChoiceGroup'
import TextRow from 'src/components/FormFields/TextRow'

/** The city delivery rule in words: «бесплатно от 10 000 ₸, иначе 1 500 ₸». */
export const cityDeliveryTerms = () =>
  `бесплатно от ${formatTenge(DELIVERY_RULES.freeFrom)}, иначе ${formatTenge(DELIVERY_RULES.cityFee)}`

/**
 * Pickup or delivery, as the account checkout and the guest's operator form
 * both ask it (field `fulfilment`); the delivery hint says where it goes.
 */
export const FulfilmentChoice = ({ deliveryHint }: { deliveryHint: string }) => (
  <ChoiceGroup
    name="fulfilment"
    legend="Способ получения"
    required
    choices={[
      { value: 'pickup', label: FULFILMENT_TITLES.pickup, hint: 'Бесплатно' },
      { value: 'delivery', label: FULFILMENT_TITLES.delivery, hint: deliveryHint },
    ]}
  />
)

/** Where to deliver (fields `city` when asked, `address`, `deliveryTime`). */
export const DeliveryAddressFields = ({ withCity }: { withCity: boolean }) => (
  <>
    {withCity ? <TextRow name="city" label="Город" autoComplete="address-level2" required /> : null}
    <TextRow name="address" label="Адрес доставки" autoComplete="street-address" required />
    <TextRow
      name="deliveryTime"
      label="Удобное время доставки"
      placeholder="Например: завтра после 18:00"
    />
  </>
)
