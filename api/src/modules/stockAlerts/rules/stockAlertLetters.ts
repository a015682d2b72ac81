/**
 * The two letters of «Сообщить о поступлении» (issue 34 §3). Pure: the
 * outbox stores what these return. A guest is told at once that the address
 * was given, with a one-click cancel link (a stranger who typed someone
 * else's address is undone by its owner); everyone gets one letter when the
 * product arrives, and the alert ends with it.
 */
import { publicUrl, SIGNATURE, tokenLink, type Letter } from '../../../lib/domain/letters'
import { formatTenge, type Amount } from '../../../lib/domain/money'
import { unitLabel } from '../../../lib/domain/productDisplay'

export const productLink = (article: string, base = publicUrl()) =>
  `${base}/catalog/product/${encodeURIComponent(article)}`

/** The cancel page a guest's letter links to (its `?token=` is the secret). */
export const STOCK_ALERT_CANCEL_PATH = '/stock-alerts/cancel'

export interface AlertProductRef {
  name: string
  article: string
}

export function stockAlertSavedLetter(
  to: string,
  product: AlertProductRef,
  cancelToken: string,
  base = publicUrl()
): Letter {
  return {
    to,
    subject: `Сообщим о поступлении: ${product.name}`,
    text:
      `Здравствуйте!\n\nНа сайте Акватории попросили сообщить на этот адрес, когда в продаже ` +
      `появится товар:\n${product.name} (артикул ${product.article})\n${productLink(product.article, base)}\n\n` +
      `Мы напишем один раз — когда товар поступит в один из магазинов.\n\n` +
      `Если вы не просили об этом или передумали, отмените подписку одним нажатием:\n` +
      `${tokenLink(base, STOCK_ALERT_CANCEL_PATH, cancelToken)}` +
      SIGNATURE,
  }
}

export interface ArrivalFacts extends AlertProductRef {
  /** The price the subscriber pays (their price type's; retail for a guest). */
  price: Amount
  unit: string
  /** The shops that can sell it now, in the shop's order. */
  shops: { name: string; address: string }[]
}

export function arrivalLetter(to: string, facts: ArrivalFacts, base = publicUrl()): Letter {
  const shops = facts.shops.map((shop) => `— ${shop.name}, ${shop.address}`).join('\n')
  return {
    to,
    subject: `Товар поступил в продажу: ${facts.name}`,
    text:
      `Здравствуйте!\n\nТовар, о котором вы просили сообщить, снова в продаже:\n` +
      `${facts.name} (артикул ${facts.article})\n` +
      `Цена: ${formatTenge(facts.price)} за ${unitLabel(facts.unit)}\n\n` +
      `Есть в магазинах:\n${shops}\n\n` +
      `Заказать: ${productLink(facts.article, base)}\n\n` +
      `Это письмо приходит один раз: подписка на этот товар закончилась. ` +
      `Количество ограничено — наличие меняется.` +
      SIGNATURE,
  }
}
