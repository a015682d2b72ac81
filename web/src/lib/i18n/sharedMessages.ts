import { KERNEL_MESSAGES } from '@domain/kernelMessages'
import { ORDER_MESSAGES } from '@modules/orders/rules/orderMessages'
import { PAYMENT_MESSAGES } from '@modules/payments/rules/paymentMessages'
import { STOCK_ALERT_MESSAGES } from '@modules/stockAlerts/rules/stockAlertMessages'

import { PASSWORDS_DIFFER } from 'src/components/AuthForms/passwordRules'

import { useMessagesOf } from './useSharedMessage'

export { sharedMessageId } from './useSharedMessage'

/**
 * Every shared rule's message the storefront can show, with its key
 * (domain/messageKeys). Kept out of lib/i18n's index: only the pages with
 * forms load it (and the schemas it names), not the first bundle.
 */
export const SHARED_MESSAGES = [
  ...KERNEL_MESSAGES,
  ...ORDER_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...STOCK_ALERT_MESSAGES,
  // The repeat field is the web form's own (AuthForms/passwordRules).
  { key: 'passwordsDiffer', ru: PASSWORDS_DIFFER },
]

/** Any shared rule's message in the page's language (./useSharedMessage). */
export const useSharedMessage = () => useMessagesOf(SHARED_MESSAGES)
