import { amountDue, chargeOfFee, deliveryChargeText } from './delivery'
import { formatTenge, PRICE_ON_REQUEST, totalsOf } from './money'

/**
 * Letters the shop sends about accounts and orders, in Russian. Pure: the outbox stores
 * what these return, and the mail worker sends it.
 */
export interface Letter {
  to: string
  subject: string
  text: string
}

/** The shop's address in letters: SITE_URL as for search engines (PUBLIC_URL is its older name). */
export const publicUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.SITE_URL || env.PUBLIC_URL || 'http://localhost:8910').replace(/\/+$/, '')

const SIGNATURE = '\n\n— Акватория\nЭто письмо отправлено автоматически, отвечать на него не нужно.'

/**
 * A one-time secret in a letter's link: `?token=…`. Every link with a
 * secret is written by `tokenLink`, so `redactLetter` finds them all.
 */
const TOKEN_PARAM = 'token'
const TOKEN_IN_LINK = new RegExp(`([?&]${TOKEN_PARAM}=)[^\\s&#]+`, 'g')

/** What replaces a link's secret in the outbox once the letter is sent. */
export const REDACTED_TOKEN = 'REDACTED'

const tokenLink = (base: string, path: string, token: string) =>
  `${base}${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`

/**
 * The letter as the outbox keeps it after delivery: the secrets of its
 * links replaced (the tokens table keeps only their hashes; the outbox
 * should not keep them in clear either). Other fields stay as they are.
 */
export function redactLetter<T extends Letter>(letter: T): T {
  if (typeof letter.text !== 'string') return letter
  return { ...letter, text: letter.text.replace(TOKEN_IN_LINK, `$1${REDACTED_TOKEN}`) }
}

export function confirmEmailLetter(to: string, token: string, base = publicUrl()): Letter {
  const link = tokenLink(base, '/email-confirm', token)
  return {
    to,
    subject: 'Подтвердите e-mail для входа в Акваторию',
    text:
      `Здравствуйте!\n\nЧтобы завершить регистрацию, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует 48 часов. Если вы не регистрировались, просто удалите это письмо.` +
      SIGNATURE,
  }
}

export function alreadyRegisteredLetter(to: string, base = publicUrl()): Letter {
  return {
    to,
    subject: 'Вы уже зарегистрированы в Акватории',
    text:
      `Здравствуйте!\n\nКто-то (возможно, вы) пытался зарегистрироваться с этим адресом, ` +
      `но учётная запись уже есть. Войти: ${base}/login\n` +
      `Забыли пароль? Восстановить: ${base}/recovery` +
      SIGNATURE,
  }
}

export function passwordResetLetter(to: string, token: string, base = publicUrl()): Letter {
  const link = tokenLink(base, '/new-password', token)
  return {
    to,
    subject: 'Восстановление пароля в Акватории',
    text:
      `Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует 1 час и только один раз. Если вы не просили восстановить пароль, ` +
      `ничего не делайте: пароль останется прежним.` +
      SIGNATURE,
  }
}

export interface OrderLetterLine {
  article: string
  name: string
  quantity: number
  /** Unit price fixed at placing; 0, -1 or null: on request. */
  price: number | string | null
}

/** How the order reaches the shopper and how it is paid, as the checkout fixed it. */
export interface OrderLetterFulfilment {
  method: 'pickup' | 'delivery'
  city: string
  address: string
  preferredTime: string
  /** null: a transport company's tariff. */
  fee: number | null
  paymentType: string | null
}

export interface OrderLetterSummary {
  number: string
  lines: OrderLetterLine[]
  shop: { name: string; address: string } | null
  comment: string
  /** Left out for orders placed without the checkout (drafts placed by PATCH /place, guests). */
  fulfilment?: OrderLetterFulfilment
  /** A guest finds the order at /my-orders by its number and the phone given. */
  guestLookup?: { phone: string }
}

const letterLines = (lines: OrderLetterLine[]) =>
  lines.map(
    (line, index) =>
      `${index + 1}. ${line.name} (арт. ${line.article}) — ${line.quantity} × ${formatTenge(line.price)}`
  )

function letterTotal(lines: OrderLetterLine[]) {
  const totals = totalsOf(lines)
  // Nothing priced: formatTenge(0) would read «on request» twice.
  if (totals.hasUnpriced && totals.total === 0) return PRICE_ON_REQUEST
  return totals.hasUnpriced
    ? `${formatTenge(totals.total)} + позиции с ценой по запросу (${PRICE_ON_REQUEST.toLowerCase()})`
    : formatTenge(totals.total)
}

/**
 * Where the goods go and how they are paid: the shop for pickup, the address,
 * time and fee of a delivery, the sum with a fixed fee, the payment type.
 */
function fulfilmentText(order: OrderLetterSummary, shopOr: string): string {
  const f = order.fulfilment
  if (!f || f.method === 'pickup') {
    const pay = f?.paymentType ? `\nСпособ оплаты: ${f.paymentType}` : ''
    return `\nМагазин: ${shopOr}${pay}`
  }
  const charge = chargeOfFee(f.fee)
  const place = [f.city, f.address].filter(Boolean).join(', ')
  const time = f.preferredTime ? ` (${f.preferredTime})` : ''
  const due =
    charge.kind === 'fee'
      ? `\nК оплате с доставкой: ${formatTenge(amountDue(totalsOf(order.lines).total, charge))}`
      : ''
  const pay = f.paymentType ? `\nСпособ оплаты: ${f.paymentType}` : ''
  return `\nДоставка: ${place}${time}\nСтоимость доставки: ${deliveryChargeText(charge, 'delivery')}${due}${pay}`
}

/** The letter a shopper gets when an order is placed (SPEC §2 'Заказ успешно сформирован'). */
export function orderConfirmationLetter(
  to: string,
  order: OrderLetterSummary,
  base = publicUrl()
): Letter {
  const lines = letterLines(order.lines)
  const total = letterTotal(order.lines)
  const where =
    order.shop || order.fulfilment
      ? fulfilmentText(
          order,
          order.shop ? `${order.shop.name}, ${order.shop.address}` : 'уточнит менеджер'
        )
      : ''
  const comment = order.comment ? `\nКомментарий: ${order.comment}` : ''
  const follow = order.guestLookup
    ? `Статус заказа можно проверить на ${base}/my-orders по номеру заказа ${order.number} и телефону ${order.guestLookup.phone}.`
    : `Заказ виден в личном кабинете: ${base}/personal-account?tab=currentorders`
  return {
    to,
    subject: `Заказ ${order.number} оформлен — Акватория`,
    text:
      `Здравствуйте!\n\nВаш заказ ${order.number} успешно сформирован. ` +
      `Менеджер свяжется с вами, чтобы подтвердить наличие и сроки.\n\n` +
      `${lines.join('\n')}\n\nИтого: ${total}${where}${comment}\n\n${follow}` +
      SIGNATURE,
  }
}

/**
 * The shop's orders mailbox: every placed order is told to it. ORDERS_EMAIL;
 * unset, orders@akvatoria.kz (in development the letter lands in the mail
 * drop folder, see lib/mailer.ts).
 */
export const ordersMailbox = (env: NodeJS.ProcessEnv = process.env) =>
  env.ORDERS_EMAIL?.trim() || 'orders@akvatoria.kz'

export interface StaffOrderLetterSummary extends OrderLetterSummary {
  /** Guest order or account order: who to call back. */
  customer: { kind: 'guest' | 'account'; name: string; phone: string | null; email: string | null }
}

/**
 * The letter the shop's orders mailbox gets for every placed order (issue
 * 18): number, customer and contacts, shop, lines and total — enough to call
 * the buyer back without opening anything.
 */
export function staffOrderLetter(to: string, order: StaffOrderLetterSummary): Letter {
  const { customer } = order
  const who =
    customer.kind === 'guest' ? 'гость, без личного кабинета' : 'покупатель с личным кабинетом'
  const shop = order.shop ? `${order.shop.name}, ${order.shop.address}` : 'не выбран'
  const comment = order.comment ? `\nКомментарий: ${order.comment}` : ''
  return {
    to,
    subject: `Новый заказ ${order.number}: ${customer.name}`,
    text:
      `Оформлен заказ ${order.number}.\n\n` +
      `Покупатель: ${customer.name} (${who})\n` +
      `Телефон: ${customer.phone || 'не указан'}\n` +
      `E-mail: ${customer.email || 'не указан'}\n` +
      `${fulfilmentText(order, shop).slice(1)}${comment}\n\n` +
      `${letterLines(order.lines).join('\n')}\n\nИтого: ${letterTotal(order.lines)}` +
      SIGNATURE,
  }
}

/**
 * The letter an invited staff member gets (issue 18 «Staff»): the link sets
 * their first password on the recovery page, like a reset link.
 */
export function staffInvitationLetter(
  to: string,
  token: string,
  roleTitle: string,
  base = publicUrl()
): Letter {
  const link = tokenLink(base, '/new-password', token)
  return {
    to,
    subject: 'Приглашение в управление магазином Акватория',
    text:
      `Здравствуйте!\n\nВас пригласили в управление магазином Акватория (роль: ${roleTitle}).\n` +
      `Чтобы задать пароль, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует 72 часа и только один раз. После этого войдите на ${base}/login ` +
      `и откройте ${base}/admin.` +
      SIGNATURE,
  }
}

/** A returned online payment, as the buyer's letter tells it (issue 28 §1). */
export interface PaymentRefundSummary {
  number: string
  /** The payment's amount, e.g. '104001.00'. */
  amount: string
  /** The order is cancelled (by the buyer or the shop), not only its payment returned. */
  cancelled: boolean
}

/**
 * The buyer's letter when an online payment goes back: through the gateway
 * (`by: 'gateway'`), or, when the gateway refused the refund, by the shop
 * (`by: 'shop'`: a manager returns it and calls).
 */
export function paymentRefundLetter(
  to: string,
  refund: PaymentRefundSummary & { by: 'gateway' | 'shop' },
  base = publicUrl()
): Letter {
  return {
    to,
    subject: `${paymentRefundTitle(refund)} — Акватория`,
    text:
      `Здравствуйте!\n\n${paymentRefundTitle(refund)}. ${paymentRefundBody(refund)}\n\n` +
      `Заказ виден в личном кабинете: ${base}/personal-account?tab=historyorders` +
      SIGNATURE,
  }
}

/** «Заказ N отменён. …» or «Оплата заказа N возвращается»: the letter's and notification's title. */
export function paymentRefundTitle(refund: PaymentRefundSummary & { by: 'gateway' | 'shop' }) {
  if (refund.cancelled) return `Заказ ${refund.number} отменён`
  return refund.by === 'gateway'
    ? `Оплата заказа ${refund.number} возвращается`
    : `Оплату заказа ${refund.number} вернёт магазин`
}

/** What happens to the money, in one or two sentences. */
export function paymentRefundBody(refund: PaymentRefundSummary & { by: 'gateway' | 'shop' }) {
  const sum = formatTenge(Number(refund.amount))
  return refund.by === 'gateway'
    ? `Оплата ${sum} возвращается на карту, с которой вы платили. Срок зачисления зависит от банка, выпустившего карту.`
    : `Оплату ${sum} вернёт магазин: платёжный сервис не принял возврат сразу, менеджер свяжется с вами.`
}

/**
 * The orders mailbox's letter when the gateway refused to return the payment
 * of a cancelled order: someone must return it by hand. The order also shows
 * on the back office dashboard («Оплачен, но отменён — верните оплату»).
 */
export function refundFailedStaffLetter(
  to: string,
  order: { id: number; number: string; amount: string; providerPaymentId: string | null },
  base = publicUrl()
): Letter {
  const sum = formatTenge(Number(order.amount))
  return {
    to,
    subject: `Верните оплату: заказ ${order.number} отменён, но оплачен`,
    text:
      `Заказ ${order.number} отменён, а его онлайн-оплата ${sum} не вернулась: ` +
      `платёжный сервис не принял возврат.\n\n` +
      `Верните оплату кнопкой «Вернуть оплату» на странице заказа ${base}/admin/orders/${order.id} ` +
      `или в кабинете Freedom Pay (платёж ${order.providerPaymentId ?? 'не указан'}).` +
      SIGNATURE,
  }
}
