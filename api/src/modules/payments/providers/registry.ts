import type { PaymentProviderDefinition } from '../provider'

import { freedomPay } from './freedomPay'

/**
 * The payment providers the shop knows, each a folder of ./ exporting its
 * definition (../provider.ts). New attempts go to the first one whose
 * settings are complete; callbacks and refunds go to the one that started
 * the attempt (Payment.provider), so attempts already made keep working
 * when another provider takes the new ones.
 */
export const PAYMENT_PROVIDERS: readonly PaymentProviderDefinition[] = [freedomPay]
