import { guestOrder } from 'src/testing/orderMocks'

// Redwood's mock-cell plugin also registers `standard` for GuestOrderQuery.
export const standard = () => ({ guestOrder: guestOrder() })

/** The shop has confirmed it. */
export const confirmed = () => ({
  guestOrder: guestOrder({ statusTitle: 'Подтверждён', hasUnpriced: false }),
})

/** Wrong phone, someone else's order and a missing order all answer this (NOT_FOUND). */
export const NOT_FOUND_MESSAGE = 'Заказ не найден.'
