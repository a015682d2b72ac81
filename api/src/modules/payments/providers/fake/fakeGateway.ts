import { randomBytes, randomInt } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { db } from 'src/lib/db'
import {
  escapeXml,
  fieldValue,
  hasValidSignature,
  parseXmlFields,
  scriptNameOf,
  signFields,
  toXml,
  type PgFields,
} from 'src/modules/payments/providers/freedomPay/signature'

/**
 * A local fake of Freedom Pay's gateway for development, the demo and tests
 * (issue 20 part 3). It signs and checks every message by the documented
 * pg_sig rule with the merchant's key, as the real one does:
 * - POST init_payment.php: checks pg_sig and the merchant, answers signed
 *   XML with pg_payment_id and pg_redirect_url (its own payment page);
 * - GET pay.html: the page where the tester presses «Оплатить» or
 *   «Отказаться»; the press calls the shop's check URL (payment only), then
 *   its result URL, server to server, signed, checks the shop's signed XML
 *   answers, and sends the browser to the success or failure URL with
 *   pg_order_id and pg_payment_id appended;
 * - POST revoke.php: checks pg_sig; refunds a payment it saw paid;
 * - POST v1/merchant/{id}/installment/init (issue 34 §2): signed with the
 *   script name `init`, no URLs in it — the callback and return URLs are
 *   the «cabinet's» (FakeRequest.cabinet), as the real gateway takes them
 *   from the merchant's settings; its page offers «Оформить рассрочку».
 *
 * Issue 28 §1: it must not become a tool for strangers. Its key is the
 * instance's own (fake/key.ts: generated, kept in the database, never
 * committed); it takes callback and return URLs only on the shop's own
 * origin (the address the shop is reached at), so a signed request cannot
 * make the api call or send a browser anywhere else; whatever text it shows
 * is escaped. Its payments live in the database (FakeGatewayPayment), so any
 * api process of a pool shows the page, takes the press and refunds.
 */

export interface FakeGatewaySettings {
  merchantId: string
  /** The key, or where to read it (the instance's own key in the database). */
  secretKey: string | (() => Promise<string>)
}

export interface FakeRequest {
  method: string
  /** The path below the gateway's base, e.g. /init_payment.php. */
  path: string
  query: URLSearchParams
  /** An application/x-www-form-urlencoded body ('' when none). */
  body: string
  /** The gateway's own base URL as the caller reached it (for pg_redirect_url). */
  baseUrl: string
  /** The shop's own origin: the only one its callback and return URLs may be on. */
  shopOrigin: string
  /**
   * The URLs the merchant's cabinet names (the real gateway's settings), used
   * where a call carries none (the installment); null: none are set.
   */
  cabinet: CabinetUrls | null
}

/** The callback and return URLs of a merchant's cabinet. */
export interface CabinetUrls {
  resultUrl: string
  checkUrl: string
  successUrl: string
  failureUrl: string
}

export interface FakeResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** What init_payment.php was asked, as the fake keeps it (FakeGatewayPayment). */
interface FakePayment {
  id: string
  /** `payment` or `installment`. */
  kind: string
  pageToken: string
  orderId: string
  amount: string
  currency: string
  description: string
  resultUrl: string
  checkUrl: string | null
  successUrl: string
  failureUrl: string
  state: string
}

const xml = (fields: PgFields, status = 200): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/xml; charset=utf-8' },
  body: toXml(fields),
})

/**
 * A page of the fake. Its own CSP replaces the api's `form-action 'none'`
 * (lib/securityHeaders: a handler's header wins): its buttons post to
 * itself, and browsers apply form-action to the redirect that follows too,
 * so the shop's return addresses are allowed as well. No scripts.
 */
const html = (body: string, status = 200, returnOrigins: string[] = []): FakeResponse => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      `form-action ${["'self'", ...new Set(returnOrigins)].join(' ')}`,
    ].join('; '),
  },
  body,
})

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const redirect = (to: string): FakeResponse => ({
  status: 303,
  headers: { location: to },
  body: '',
})

/** A path segment decoded, or as it came when it is not valid percent-encoding. */
const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Adds parameters to a URL as the gateway documents for success/failure URLs. */
function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url)
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
  return target.toString()
}

/** The months of the demo's installment (its page shows the monthly payment). */
export const INSTALLMENT_MONTHS = 12

export function createFakeGateway(
  settings: FakeGatewaySettings,
  options: { fetch?: typeof fetch } = {}
) {
  const doFetch = options.fetch ?? fetch
  const keyOf = settings.secretKey
  const secretKey = () => (typeof keyOf === 'string' ? Promise.resolve(keyOf) : keyOf())
  /** Every message the fake sent or took, for tests and the log. */
  const journal: { script: string; fields: PgFields; answer?: PgFields | null }[] = []

  const salt = () => String(randomInt(1e9, 1e10))
  const sign = async (script: string, fields: PgFields) =>
    signFields(script, [...fields, ['pg_salt', salt()]], await secretKey())

  /** A documented error answer: pg_status error with a code and words, signed. */
  const error = async (script: string, code: string, words: string) =>
    xml(
      await sign(script, [
        ['pg_status', 'error'],
        ['pg_error_code', code],
        ['pg_error_description', words],
      ])
    )

  async function readSigned(script: string, body: string): Promise<PgFields | FakeResponse> {
    const fields = [...new URLSearchParams(body).entries()] as PgFields
    journal.push({ script, fields })
    if (!hasValidSignature(script, fields, await secretKey())) {
      return error(script, '9998', 'Неверная подпись запроса')
    }
    if (fieldValue(fields, 'pg_merchant_id') !== settings.merchantId) {
      return error(script, '9999', 'Неизвестный магазин')
    }
    return fields
  }

  async function initPayment(request: FakeRequest): Promise<FakeResponse> {
    const fields = await readSigned('init_payment.php', request.body)
    if (!Array.isArray(fields)) return fields
    const get = (name: string) => fieldValue(fields, name) ?? ''
    const missing = ['pg_order_id', 'pg_amount', 'pg_description', 'pg_result_url'].filter(
      (name) => !get(name)
    )
    if (missing.length) return error('init_payment.php', '1000', `Нет полей: ${missing.join(', ')}`)
    const urls = {
      resultUrl: get('pg_result_url'),
      checkUrl: get('pg_check_url') || null,
      successUrl: get('pg_success_url'),
      failureUrl: get('pg_failure_url'),
    }
    const foreign = Object.entries(urls).filter(
      ([, url]) => url !== null && url !== '' && originOf(url) !== request.shopOrigin
    )
    if (foreign.length) {
      return error(
        'init_payment.php',
        '1001',
        `Адреса должны быть на сайте магазина: ${foreign.map(([name]) => name).join(', ')}`
      )
    }
    const payment = await createPayment('payment', get, urls)
    const page = `${request.baseUrl}/pay.html?customer=${payment.pageToken}`
    return xml(
      await sign('init_payment.php', [
        ['pg_status', 'ok'],
        ['pg_payment_id', payment.id],
        ['pg_redirect_url', page],
        ['pg_redirect_url_type', 'need data'],
      ])
    )
  }

  const createPayment = (kind: string, get: (name: string) => string, urls: object) =>
    db.fakeGatewayPayment.create({
      data: {
        id: String(randomInt(1e8, 1e9)),
        pageToken: randomBytes(24).toString('base64url'),
        kind,
        orderId: get('pg_order_id'),
        amount: get('pg_amount'),
        currency: get('pg_currency') || 'KZT',
        description: get('pg_description'),
        ...(urls as CabinetUrls),
      },
    })

  /** The installment's init: the documented five fields, the URLs from the cabinet. */
  async function installmentInit(request: FakeRequest, merchantInPath: string) {
    const fields = await readSigned('init', request.body)
    if (!Array.isArray(fields)) return fields
    const get = (name: string) => fieldValue(fields, name) ?? ''
    if (merchantInPath !== settings.merchantId) {
      return error('init', '9999', 'Неизвестный магазин')
    }
    const missing = ['pg_order_id', 'pg_amount', 'pg_description'].filter((name) => !get(name))
    if (missing.length) return error('init', '1000', `Нет полей: ${missing.join(', ')}`)
    if (!request.cabinet) {
      return error('init', '1002', 'В кабинете магазина не указаны адреса для результата')
    }
    const payment = await createPayment('installment', get, request.cabinet)
    return xml(
      await sign('init', [
        ['pg_status', 'ok'],
        ['pg_payment_id', payment.id],
        ['pg_merchant_id', settings.merchantId],
        ['pg_order_id', payment.orderId],
        ['pg_amount', payment.amount],
        ['pg_redirect_url', `${request.baseUrl}/pay.html?customer=${payment.pageToken}`],
        ['pg_type', 'init'],
      ])
    )
  }

  const paymentOfPage = (token: string | null): Promise<FakePayment | null> =>
    token
      ? db.fakeGatewayPayment.findUnique({ where: { pageToken: token } })
      : Promise.resolve(null)

  async function payPage(request: FakeRequest): Promise<FakeResponse> {
    const payment = await paymentOfPage(request.query.get('customer'))
    if (!payment) return html('<p>Платёж не найден.</p>', 404)
    if (payment.state !== 'new') return html('<p>Этот платёж уже завершён.</p>', 409)
    const form = (decision: string, label: string) =>
      `<form method="post" action="pay.html"><input type="hidden" name="customer" value="${escapeXml(
        payment.pageToken
      )}"><input type="hidden" name="decision" value="${decision}"><button type="submit">${label}</button></form>`
    const installment = payment.kind === 'installment'
    // The demo's product: 0-0-12, twelve equal monthly payments, no overpayment.
    const monthly = Math.ceil(Number(payment.amount) / INSTALLMENT_MONTHS)
    return html(
      `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${
        installment ? 'Тестовая рассрочка' : 'Тестовая оплата'
      }</title></head><body>
<h1>${installment ? 'Тестовая рассрочка' : 'Тестовый платёжный шлюз'}</h1>
<p>${
        installment
          ? 'Это локальная имитация рассрочки Freedom Pay: банк не проверяет заявку, деньги не списываются.'
          : 'Это локальная имитация Freedom Pay: деньги не списываются.'
      }</p>
<p>${escapeXml(payment.description)}</p>
<p>Сумма: <strong>${escapeXml(payment.amount)} ${escapeXml(payment.currency)}</strong></p>
${
  installment && Number.isFinite(monthly)
    ? `<p>Рассрочка 0-0-${INSTALLMENT_MONTHS}: ${INSTALLMENT_MONTHS} платежей по ${monthly} ${escapeXml(payment.currency)} в месяц, без переплаты.</p>`
    : ''
}${form('pay', installment ? 'Оформить рассрочку' : 'Оплатить')}${form('decline', 'Отказаться')}
</body></html>`,
      200,
      [payment.successUrl, payment.failureUrl].map(originOf).filter((o): o is string => !!o)
    )
  }

  /** Calls one of the shop's callback URLs, signed; its verified answer's status, or why not. */
  async function callShop(url: string, fields: PgFields): Promise<string> {
    const script = scriptNameOf(url)
    const signed = await sign(script, fields)
    let text: string
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(signed as [string, string][]).toString(),
        // A callback URL answers itself; a redirect elsewhere is not followed.
        redirect: 'manual',
      })
      text = await response.text()
    } catch {
      journal.push({ script, fields: signed, answer: null })
      return 'unreachable'
    }
    const answer = parseXmlFields(text)
    journal.push({ script, fields: signed, answer })
    if (!answer || !hasValidSignature(script, answer, await secretKey())) return 'bad answer'
    return fieldValue(answer, 'pg_status') ?? 'bad answer'
  }

  async function decide(request: FakeRequest): Promise<FakeResponse> {
    const form = new URLSearchParams(request.body)
    const payment = await paymentOfPage(form.get('customer'))
    if (!payment) return html('<p>Платёж не найден.</p>', 404)
    // One press per payment, whichever api process took it.
    const { count } = await db.fakeGatewayPayment.updateMany({
      where: { id: payment.id, state: 'new' },
      data: { state: 'pressed' },
    })
    if (count === 0) return html('<p>Этот платёж уже завершён.</p>', 409)
    const common: PgFields = [
      ['pg_order_id', payment.orderId],
      ['pg_payment_id', payment.id],
      ['pg_amount', payment.amount],
      ['pg_currency', payment.currency],
    ]
    let succeeded = form.get('decision') === 'pay'
    if (succeeded && payment.checkUrl) {
      succeeded = (await callShop(payment.checkUrl, common)) === 'ok'
    }
    const status = await callShop(payment.resultUrl, [
      ...common,
      ['pg_result', succeeded ? '1' : '0'],
      ['pg_can_reject', '1'],
      ['pg_description', payment.description],
      ['pg_payment_date', new Date().toISOString().slice(0, 19).replace('T', ' ')],
      ['pg_testing_mode', '1'],
    ])
    // Documented: a payment the shop rejects is returned, and the buyer goes to the failure URL.
    const accepted = succeeded && status === 'ok'
    await db.fakeGatewayPayment.update({
      where: { id: payment.id },
      data: { state: accepted ? 'paid' : 'declined' },
    })
    const back = accepted ? payment.successUrl : payment.failureUrl
    if (!back) return html(`<p>Ответ магазина: ${escapeXml(status)}.</p>`)
    return redirect(withParams(back, { pg_order_id: payment.orderId, pg_payment_id: payment.id }))
  }

  async function revoke(request: FakeRequest): Promise<FakeResponse> {
    const fields = await readSigned('revoke.php', request.body)
    if (!Array.isArray(fields)) return fields
    const id = fieldValue(fields, 'pg_payment_id') ?? ''
    const amount = fieldValue(fields, 'pg_refund_amount') ?? ''
    const payment = await db.fakeGatewayPayment.findUnique({ where: { id } })
    if (!payment || (payment.state !== 'paid' && payment.state !== 'refunded')) {
      return error('revoke.php', '4002', 'Платёж не найден')
    }
    if (payment.state === 'refunded') return error('revoke.php', '4004', 'Возврат уже выполнен')
    if (amount !== payment.amount) return error('revoke.php', '4006', 'Неверная сумма возврата')
    // Conditional: two refunds at once from two processes, only one returns the money.
    const { count } = await db.fakeGatewayPayment.updateMany({
      where: { id, state: 'paid' },
      data: { state: 'refunded' },
    })
    if (count === 0) return error('revoke.php', '4004', 'Возврат уже выполнен')
    return xml(await sign('revoke.php', [['pg_status', 'ok']]))
  }

  async function handle(request: FakeRequest): Promise<FakeResponse> {
    const route = `${request.method} ${request.path.replace(/^\/+/, '/')}`
    switch (route) {
      case 'POST /init_payment.php':
        return initPayment(request)
      case 'GET /pay.html':
        return payPage(request)
      case 'POST /pay.html':
        return decide(request)
      case 'POST /revoke.php':
        return revoke(request)
      default: {
        const installment = /^POST \/v1\/merchant\/([^/]+)\/installment\/init$/.exec(route)
        if (installment) return installmentInit(request, safeDecode(installment[1]))
        return html('<p>Нет такой страницы.</p>', 404)
      }
    }
  }

  /** The fake's state of a payment (tests): new, pressed, paid, declined or refunded. */
  const stateOf = async (id: string) =>
    (await db.fakeGatewayPayment.findUnique({ where: { id } }))?.state ?? null

  return { handle, journal, stateOf }
}

export type FakeGateway = ReturnType<typeof createFakeGateway>

/**
 * The fake on its own HTTP server (tests: port 0 picks a free one). Its base
 * URL is what FREEDOM_PAY_GATEWAY_URL should be set to.
 */
export async function startFakeGateway(
  settings: FakeGatewaySettings,
  options: { port?: number; fetch?: typeof fetch; shopOrigin: string; cabinet?: CabinetUrls }
): Promise<{ gateway: FakeGateway; baseUrl: string; close: () => Promise<void> }> {
  const gateway = createFakeGateway(settings, options)
  let baseUrl = ''
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', baseUrl)
      gateway
        .handle({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          body: Buffer.concat(chunks).toString('utf8'),
          baseUrl,
          shopOrigin: options.shopOrigin,
          cabinet: options.cabinet ?? null,
        })
        .then((answer) => {
          res.writeHead(answer.status, answer.headers)
          res.end(answer.body)
        })
        .catch(() => {
          res.writeHead(500)
          res.end()
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    gateway,
    baseUrl,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
