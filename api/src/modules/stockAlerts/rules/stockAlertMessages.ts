import { placeholder, type SharedMessage } from '../../../lib/domain/messageKeys'

import {
  STOCK_ALERT_CANCELLED,
  STOCK_ALERT_EMAIL_REQUIRED,
  STOCK_ALERT_IN_STOCK,
  STOCK_ALERT_LINK_INVALID,
  STOCK_ALERT_PRICE_ON_REQUEST,
  STOCK_ALERT_PRODUCT_GONE,
  STOCK_ALERT_TOO_MANY,
  stockAlertSavedMessage,
} from './stockAlerts'

/**
 * «Сообщить о поступлении»'s shopper-facing messages with their stable keys
 * (domain/messageKeys): the api's answers and refusals the product page's
 * dialog and the cancel page show. The web shows `shared.<key>` of its
 * catalogue for them on a Kazakh page.
 */
export const STOCK_ALERT_MESSAGES: readonly SharedMessage[] = [
  {
    key: 'stockAlert.saved',
    ru: stockAlertSavedMessage(placeholder('address') as unknown as string),
  },
  { key: 'stockAlert.inStock', ru: STOCK_ALERT_IN_STOCK },
  { key: 'stockAlert.priceOnRequest', ru: STOCK_ALERT_PRICE_ON_REQUEST },
  { key: 'stockAlert.gone', ru: STOCK_ALERT_PRODUCT_GONE },
  { key: 'stockAlert.cancelled', ru: STOCK_ALERT_CANCELLED },
  { key: 'stockAlert.linkInvalid', ru: STOCK_ALERT_LINK_INVALID },
  { key: 'stockAlert.emailRequired', ru: STOCK_ALERT_EMAIL_REQUIRED },
  { key: 'stockAlert.tooMany', ru: STOCK_ALERT_TOO_MANY },
]
