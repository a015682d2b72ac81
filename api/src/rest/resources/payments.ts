import { z } from 'zod'

import { shopAddressOf } from 'src/lib/runtime/shopAddress'
import {
  handlePaymentCallback,
  installmentTerms,
  PAYMENT_PROVIDERS,
  payGuestOrder,
  payOrder,
  type CallbackEndpoint,
  type PaymentProviderDefinition,
} from 'src/modules/payments'
import { payOrderInput } from 'src/modules/payments/rules/paymentInput'

import { restBody } from '../body'
import { pathId } from '../params'
import { defineRoute, Reply } from '../router'

const TAG = 'Оплата'

const PayAnswer = z
  .strictObject({
    redirect_url: z.string().describe('Страница оплаты платёжного шлюза: откройте её в браузере'),
  })
  .meta({ id: 'PaymentRedirect', description: 'Куда отправить покупателя для оплаты' })

/**
 * One callback URL of a provider: the request goes as it came to the
 * provider's adapter (by its name), and its answer back in the provider's
 * format, with the status the service chose (400 for unverifiable calls).
 */
const callbackRoute = (provider: PaymentProviderDefinition, endpoint: CallbackEndpoint) =>
  defineRoute({
    method: 'POST',
    // No trailing slash: a provider may name the callback by the URL's last segment (…/result).
    path: `/payment/${provider.slug}/${endpoint.path}`,
    tag: TAG,
    summary: endpoint.summary,
    description: endpoint.description,
    form: endpoint.form,
    xml: endpoint.xml,
    response: z.string(),
    errors: [400, 415, 503],
    handler: async (request) => {
      const outcome = await handlePaymentCallback(
        provider.name,
        { endpoint: endpoint.path, headers: request.headers, form: request.form ?? [] },
        shopAddressOf(request.headers)
      )
      return new Reply(
        outcome.answer.body,
        outcome.httpStatus,
        { 'Content-Type': outcome.answer.contentType },
        true
      )
    },
  })

const InstallmentAnswer = z
  .strictObject({
    available: z.boolean().describe('Можно ли сейчас платить в рассрочку'),
    min: z.number().int().nullable().describe('Наименьшая сумма заказа, ₸ (null — недоступна)'),
    max: z.number().int().nullable().describe('Наибольшая сумма заказа, ₸ (null — недоступна)'),
  })
  .meta({ id: 'InstallmentTerms', description: 'Границы суммы для оплаты в рассрочку' })

/** Online payment (issue 20 part 3): the customer's pay request and every provider's callbacks. */
export const paymentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/payment/installment/',
    tag: TAG,
    summary: 'Условия рассрочки',
    description:
      'Можно ли оплатить заказ в рассрочку и в каких границах суммы заказа (с доставкой), ' +
      'включительно. Товар с ценой в этих границах отмечен на сайте «Можно в рассрочку».',
    response: InstallmentAnswer,
    handler: () => {
      const terms = installmentTerms()
      return { available: terms !== null, min: terms?.min ?? null, max: terms?.max ?? null }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/order/:id/pay/',
    requiresLogin: true,
    tag: TAG,
    summary: 'Оплатить заказ онлайн',
    description:
      'Только свой оформленный и не оплаченный заказ: чужой или несуществующий — 404, черновик, ' +
      'отменённый, выполненный, уже оплаченный или с ценой по запросу — 409. Попытка оплаты ' +
      'сохраняется до обращения к шлюзу; ответ — адрес страницы оплаты. Повторное нажатие в ' +
      'течение 20 минут отдаёт ту же страницу; пока страница готовится — 409; больше 5 новых ' +
      'попыток по заказу в час или 30 нажатий с одного адреса — 429 с Retry-After. ' +
      'Онлайн-оплата не настроена или шлюз не ответил — 503. Поле method: card — картой ' +
      '(по умолчанию), installment — в рассрочку через банк платёжного сервиса: только для суммы ' +
      'в границах рассрочки (GET /payment/installment/), иначе — 409.',
    params: { id: pathId },
    body: restBody({ schema: payOrderInput, example: { method: 'installment' } }),
    response: PayAnswer,
    errors: [400, 401, 404, 409, 429, 503],
    handler: async (request, _query, body) => {
      const { redirectUrl } = await payOrder(
        Number(request.params.id),
        shopAddressOf(request.headers),
        { ip: request.ip },
        body.method
      )
      return { redirect_url: redirectUrl }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/order/guest/:key/pay/',
    tag: TAG,
    summary: 'Оплатить заказ гостя онлайн',
    description:
      'Ключ страницы заказа (guest_key) вместо входа; в остальном — как POST /order/{id}/pay/. ' +
      'Неверный ключ или заказ покупателя с кабинетом — 404.',
    params: { key: z.string().max(64) },
    body: restBody({ schema: payOrderInput, example: {} }),
    response: PayAnswer,
    errors: [400, 404, 409, 429, 503],
    handler: async (request, _query, body) => {
      const { redirectUrl } = await payGuestOrder(
        String(request.params.key),
        shopAddressOf(request.headers),
        { ip: request.ip },
        body.method
      )
      return { redirect_url: redirectUrl }
    },
  }),
  ...PAYMENT_PROVIDERS.flatMap((provider) =>
    provider.callbackEndpoints.map((endpoint) => callbackRoute(provider, endpoint))
  ),
]
