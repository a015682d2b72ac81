import ChoiceGroup from 'src/components/FormFields/ChoiceGroup'
import TextRow from 'src/components/FormFields/TextRow'
import { useOrderWords } from 'src/components/Order/orderWords'
import { usePagesT } from 'src/lib/i18n/pageSide'

/**
 * Pickup or delivery, as the account checkout and the guest's operator form
 * both ask it (field `fulfilment`); the delivery hint says where it goes.
 */
export const FulfilmentChoice = ({ deliveryHint }: { deliveryHint: string }) => {
  const t = usePagesT()
  const words = useOrderWords()
  return (
    <ChoiceGroup
      name="fulfilment"
      legend={t('checkout.fulfilment')}
      required
      choices={[
        { value: 'pickup', label: words.fulfilmentTitle('pickup'), hint: t('order.charge.free') },
        { value: 'delivery', label: words.fulfilmentTitle('delivery'), hint: deliveryHint },
      ]}
    />
  )
}

/** Where to deliver (fields `city` when asked, `address`, `deliveryTime`). */
export const DeliveryAddressFields = ({ withCity }: { withCity: boolean }) => {
  const t = usePagesT()
  return (
    <>
      {withCity ? (
        <TextRow name="city" label={t('checkout.city')} autoComplete="address-level2" required />
      ) : null}
      <TextRow
        name="address"
        label={t('checkout.address')}
        autoComplete="street-address"
        required
      />
      <TextRow
        name="deliveryTime"
        label={t('checkout.deliveryTime')}
        placeholder={t('checkout.deliveryTimeExample')}
      />
    </>
  )
}
