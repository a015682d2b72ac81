import { placeholder, type SharedMessage } from '../../../lib/domain/messageKeys'
import {
  NO_ARTICLE_MESSAGE,
  NO_ROWS_MESSAGE,
  NO_STOCK_MESSAGE,
  TOO_LARGE_MESSAGE,
  TOO_MANY_ROWS_MESSAGE,
  unknownArticleMessage,
} from '../../../lib/domain/orderFileRows'

import { CHOOSE_PAYMENT_MESSAGE, CHOOSE_PICKUP_SHOP_MESSAGE } from './checkout'
import {
  ADDRESS_REQUIRED_MESSAGE,
  CHOOSE_FULFILMENT_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  deliveryChargeText,
  FULFILMENT_TITLES,
} from './delivery'
import { CHOOSE_SHOP_MESSAGE } from './draftOrder'
import { GUEST_SHOP_MESSAGE, ORDER_REFERENCE_MESSAGE, PRIVACY_MESSAGE } from './guestOrder'

/**
 * The orders area's shopper-facing messages with their stable keys
 * (domain/messageKeys): the checkouts', the operator order's and the guest
 * look-up's. The web shows `shared.<key>` of its catalogue for them.
 */
export const ORDER_MESSAGES: readonly SharedMessage[] = [
  { key: 'choosePickupShop', ru: CHOOSE_PICKUP_SHOP_MESSAGE },
  { key: 'choosePickupShop', ru: CHOOSE_SHOP_MESSAGE },
  { key: 'choosePayment', ru: CHOOSE_PAYMENT_MESSAGE },
  { key: 'chooseFulfilment', ru: CHOOSE_FULFILMENT_MESSAGE },
  { key: 'cityRequired', ru: CITY_REQUIRED_MESSAGE },
  { key: 'addressRequired', ru: ADDRESS_REQUIRED_MESSAGE },
  { key: 'privacy', ru: PRIVACY_MESSAGE },
  { key: 'guestShop', ru: GUEST_SHOP_MESSAGE },
  { key: 'orderReference', ru: ORDER_REFERENCE_MESSAGE },
  // A placed order's fulfilment as the api words it (`fulfilment.title`, `feeText`).
  { key: 'fulfilment.pickup', ru: FULFILMENT_TITLES.pickup },
  { key: 'fulfilment.delivery', ru: FULFILMENT_TITLES.delivery },
  { key: 'charge.free', ru: deliveryChargeText({ kind: 'free', amount: 0 }, 'pickup') },
  { key: 'charge.freeDelivery', ru: deliveryChargeText({ kind: 'free', amount: 0 }, 'delivery') },
  { key: 'charge.carrier', ru: deliveryChargeText({ kind: 'carrier', amount: null }, 'delivery') },
  // An order file's refusals and its rows' messages (domain/orderFileRows: the fill report).
  { key: 'orderFile.tooManyRows', ru: TOO_MANY_ROWS_MESSAGE },
  { key: 'orderFile.tooLarge', ru: TOO_LARGE_MESSAGE },
  { key: 'orderFile.noRows', ru: NO_ROWS_MESSAGE },
  { key: 'orderFile.unknownArticle', ru: unknownArticleMessage(String(placeholder('article'))) },
  { key: 'orderFile.noArticle', ru: NO_ARTICLE_MESSAGE },
  { key: 'orderFile.noStock', ru: NO_STOCK_MESSAGE },
]
