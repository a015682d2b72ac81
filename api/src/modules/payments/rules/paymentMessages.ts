import type { SharedMessage } from '../../../lib/domain/messageKeys'

import { PAYMENT_STATE_TITLES } from './paymentLifecycle'

/**
 * The payments area's shopper-facing words with stable keys
 * (domain/messageKeys): an order's payment state as the api titles it
 * (`paymentStatusTitle`). The web shows `shared.<key>` of its catalogue.
 */
export const PAYMENT_MESSAGES: readonly SharedMessage[] = Object.entries(PAYMENT_STATE_TITLES).map(
  ([state, ru]) => ({ key: `payment.${state}`, ru })
)
