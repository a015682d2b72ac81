import { z } from 'zod'

import { shopAddressOf } from 'src/lib/runtime/shopAddress'
import { handlePaymentCallback, payOrder } from 'src/modules/payments'
import type { CallbackKind } from 'src/modules/payments'
import {
  payOrderInput,
  paymentCheckInput,
  paymentResultInput,
} from 'src/modules/payments/rules/paymentInput'

import { restBody } from '../body'
import type { RestRequest } from '../http'
import { pathId } from '../params'
import { defineRoute, Reply } from '../router'

const TAG = 'Оплата'

const PayAnswer = z
  .strictObject({
    redirect_url: z.string().describe('Страница оплаты платёжного шлюза: откройте её в браузере'),
  })
  .meta({ id: 'PaymentRedirect', description: 'Куда отправить покупателя для оплаты' })

/** A callback's signed XML answer, with the status the service chose (400 for unsigned calls). */
async function callback(kind: CallbackKind, request: RestRequest) {
  const outcome = await handlePaymentCallback(
    kind,
    request.form ?? [],
    shopAddressOf(request.headers)
  )
  return new Reply(
    outcome.answer.body,
    outcome.httpStatus,
    { 'Content-Type': outcome.answer.contentType },
    true
  )
}

const callbackRoute = (kind: CallbackKind, summary: string, description: string) =>
  defineRoute({
    method: 'POST',
    // No trailing slash: the signature names the script by the URL's last segment (…/result).
    path: `/payment/freedom-pay/${kind}`,
    tag: TAG,
    summary,
    description:
      `${description} Вызывает платёжный шлюз Freedom Pay (сервер к серверу), поля формы ` +
      'подписаны pg_sig (md5 имени скрипта, значений полей по алфавиту и ключа). Ответ — XML ' +
      '<response> с pg_status ok | rejected | error, pg_description, pg_salt и pg_sig. Подделанный ' +
      'или неполный запрос — 400; неизвестный платёж, чужой заказ, другая сумма или валюта — ' +
      'отказ без изменений (записывается в журнал). Повтор того же вызова ничего не меняет.',
    form: kind === 'result' ? paymentResultInput : paymentCheckInput,
    xml: { description: 'Подписанный ответ шлюзу (XML)' },
    response: z.string(),
    errors: [400, 415, 503],
    handler: (request) => callback(kind, request),
  })

/** Online payment (issue 20 part 3): the customer's pay request and the gateway's callbacks. */
export const paymentRoutes = [
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
      'Онлайн-оплата не настроена или шлюз не ответил — 503.',
    params: { id: pathId },
    body: restBody({ schema: payOrderInput, example: {} }),
    response: PayAnswer,
    errors: [401, 404, 409, 429, 503],
    handler: async (request) => {
      const { redirectUrl } = await payOrder(
        Number(request.params.id),
        shopAddressOf(request.headers),
        { ip: request.ip }
      )
      return { redirect_url: redirectUrl }
    },
  }),
  callbackRoute(
    'result',
    'Результат оплаты (Result URL)',
    'Шлюз сообщает итог платежа: pg_result 1 — оплачен, 0 — нет.'
  ),
  callbackRoute(
    'check',
    'Проверка перед оплатой (Check URL)',
    'Шлюз спрашивает, можно ли принять платёж по заказу.'
  ),
]
