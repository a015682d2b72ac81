import { placeholder, type SharedMessage } from './messageKeys'
import { QUANTITY_MESSAGE, stockMessage } from './orderLineLimits'

/**
 * A cart or order line's messages with their keys (domain/messageKeys),
 * without zod: the header's cart, in the web's first bundle, shows them.
 */
export const ORDER_LINE_MESSAGES: readonly SharedMessage[] = [
  { key: 'quantity', ru: QUANTITY_MESSAGE },
  { key: 'stock', ru: stockMessage(placeholder('count')) },
]
