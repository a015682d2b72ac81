import { logger } from 'src/lib/logger'

import type { CallbackEndpoint, PaymentProviderDefinition } from '../../provider'
import { fakeGatewayKey } from '../fake/key'

import { paymentCheckInput, paymentResultInput } from './callbackFields'
import { createFreedomPay } from './freedomPay'
import { freedomPaySettings } from './settings'

const callbackEndpoint = (
  path: 'result' | 'check',
  summary: string,
  description: string
): CallbackEndpoint => ({
  path,
  summary,
  description:
    `${description} Вызывает платёжный шлюз Freedom Pay (сервер к серверу), поля формы ` +
    'подписаны pg_sig (md5 имени скрипта, значений полей по алфавиту и ключа). Ответ — XML ' +
    '<response> с pg_status ok | rejected | error, pg_description, pg_salt и pg_sig. Подделанный ' +
    'или неполный запрос — 400; неизвестный платёж, чужой заказ, другая сумма или валюта — ' +
    'отказ без изменений (записывается в журнал). Повтор того же вызова ничего не меняет.',
  form: path === 'result' ? paymentResultInput : paymentCheckInput,
  xml: { description: 'Подписанный ответ шлюзу (XML)' },
})

/**
 * Freedom Pay (issue 20 part 3): the shop's first provider. Its settings are
 * FREEDOM_PAY_* (settings.ts); pointed at the shop's own fake gateway
 * (../fake, which imitates it), it signs with the instance's generated key.
 */
export const freedomPay: PaymentProviderDefinition = {
  name: 'freedom_pay',
  title: 'Freedom Pay',
  slug: 'freedom-pay',
  callbackEndpoints: [
    callbackEndpoint(
      'result',
      'Результат оплаты (Result URL)',
      'Шлюз сообщает итог платежа: pg_result 1 — оплачен, 0 — нет.'
    ),
    callbackEndpoint(
      'check',
      'Проверка перед оплатой (Check URL)',
      'Шлюз спрашивает, можно ли принять платёж по заказу.'
    ),
  ],
  configure(env) {
    const settings = freedomPaySettings(env)
    if ('reason' in settings) return settings
    const { freedomPay: configured } = settings
    if (configured.installmentProblem) {
      logger.warn({ reason: configured.installmentProblem }, 'Installments are off')
    }
    return {
      available: true,
      installment: configured.installment,
      connect: async (shop) =>
        createFreedomPay(
          configured.fake ? { ...configured, secretKey: await fakeGatewayKey() } : configured,
          { origin: shop.origin }
        ),
    }
  },
}
