import type { InstallmentTerms } from 'src/lib/domain/installment'
import { ServiceUnavailableError } from 'src/lib/errors'
import { logger } from 'src/lib/logger'
import { shopAddressOf, type ShopAddress } from 'src/lib/runtime/shopAddress'

import type { PaymentProvider, PaymentProviderDefinition } from './provider'
import { PAYMENT_PROVIDERS } from './providers/registry'
import { PAYMENT_UNAVAILABLE_MESSAGE } from './rules/paymentLifecycle'

/**
 * Which provider the shop pays through, from each provider's own settings
 * (providers/<provider>/settings.ts; docs/deploy.md). Online payment is
 * available while one of them is configured.
 */

export type ProviderChoice =
  | {
      available: true
      definition: PaymentProviderDefinition
      connect(shop: { origin: string }): Promise<PaymentProvider>
      installment: InstallmentTerms | null
    }
  | { available: false; reason: string }

const choiceOf = (definition: PaymentProviderDefinition, env: NodeJS.ProcessEnv) => {
  const configuration = definition.configure(env)
  return 'reason' in configuration
    ? ({ available: false, reason: `${definition.name}: ${configuration.reason}` } as const)
    : ({
        available: true,
        definition,
        connect: configuration.connect,
        installment: configuration.installment,
      } as const)
}

/** The provider new attempts go to: the first of PAYMENT_PROVIDERS whose settings are complete. */
export function paymentSettings(env: NodeJS.ProcessEnv = process.env): ProviderChoice {
  const reasons: string[] = []
  for (const definition of PAYMENT_PROVIDERS) {
    const choice = choiceOf(definition, env)
    if (!('reason' in choice)) return choice
    reasons.push(choice.reason)
  }
  return { available: false, reason: reasons.join('; ') || 'no payment provider is known' }
}

/** Whether customers can pay online now (the web hides the button otherwise). */
export const onlinePaymentAvailable = () => paymentSettings().available

/**
 * The amounts new installments take (issue 34 §2): the provider's for new
 * attempts, or null when it offers none or online payment is off.
 */
export function installmentTerms(env: NodeJS.ProcessEnv = process.env): InstallmentTerms | null {
  const choice = paymentSettings(env)
  return 'reason' in choice ? null : choice.installment
}

/** A provider ready to talk to, with what the shop knows of it. */
export interface ConnectedProvider {
  definition: PaymentProviderDefinition
  port: PaymentProvider
  installment: InstallmentTerms | null
}

async function connected(choice: ProviderChoice, shop: ShopAddress): Promise<ConnectedProvider> {
  if ('reason' in choice) {
    logger.warn({ reason: choice.reason }, 'Online payment is not available')
    throw new ServiceUnavailableError(PAYMENT_UNAVAILABLE_MESSAGE)
  }
  return {
    definition: choice.definition,
    port: await choice.connect({ origin: shop.origin }),
    installment: choice.installment,
  }
}

/** The provider for a new attempt, or 503 in Russian (production without credentials). */
export const providerForNewAttempts = (shop: ShopAddress) => connected(paymentSettings(), shop)

/**
 * The provider of this name — the one a callback's route is for, or the one
 * that took an attempt's money (Payment.provider) — or 503 when it is not configured.
 */
export function providerNamed(name: string, shop: ShopAddress): Promise<ConnectedProvider> {
  const definition = PAYMENT_PROVIDERS.find((known) => known.name === name)
  return connected(
    definition
      ? choiceOf(definition, process.env)
      : { available: false, reason: `no payment provider is named ${name}` },
    shop
  )
}

/** How staff know the provider of this name (its title), even while it is not configured. */
export const providerTitle = (name: string) =>
  PAYMENT_PROVIDERS.find((known) => known.name === name)?.title ?? name

/** The address of the request being served (GraphQL), else SITE_URL's. */
export const requestShopAddress = () =>
  shopAddressOf((context.event as { headers?: Record<string, string> } | undefined)?.headers)
