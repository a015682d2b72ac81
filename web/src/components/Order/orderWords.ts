import { formatTenge, isPriced, type Amount } from '@domain/money'
import {
  DELIVERY_RULES,
  type DeliveryCharge,
  type FulfilmentMethod,
} from '@modules/orders/rules/delivery'

import { useUnitWords } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'

/**
 * The order rules' words in the page's language (issue 33): the same
 * choices as `deliveryChargeText`, `FULFILMENT_TITLES` and `formatTenge`'s
 * «Цену уточняйте у менеджера» make, with the catalogue's texts. Prices keep
 * the shop's ₸ formatting in both languages.
 */
export function useOrderWords() {
  const t = usePagesT()
  const units = useUnitWords()
  const tenge = (amount: Amount | null | undefined) =>
    isPriced(amount) ? formatTenge(amount) : t('order.priceOnRequest')
  return {
    tenge,
    /** «2 шт.» / «2 дана»; a unit of measure (м, кг, л) is written alike in both languages. */
    quantity: units.quantity,
    fulfilmentTitle: (method: FulfilmentMethod) => t(`order.fulfilment.${method}`),
    deliveryCharge: (charge: DeliveryCharge, method: FulfilmentMethod) => {
      if (charge.kind === 'carrier') return t('order.charge.carrier')
      if (charge.kind === 'fee') return formatTenge(charge.amount)
      return method === 'pickup'
        ? t('order.charge.free')
        : t('order.charge.freeFrom', { sum: formatTenge(DELIVERY_RULES.freeFrom) })
    },
    /** The city delivery rule: «бесплатно от 10 000 ₸, иначе 1 500 ₸». */
    cityDeliveryTerms: () =>
      t('order.cityDeliveryTerms', {
        free: formatTenge(DELIVERY_RULES.freeFrom),
        fee: formatTenge(DELIVERY_RULES.cityFee),
      }),
  }
}
