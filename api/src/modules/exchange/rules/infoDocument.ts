import { ORDER_STATUS_TITLES, ORDER_STATUSES } from '../../../lib/domain/orderLifecycle'
import { FULFILMENT_METHODS, FULFILMENT_TITLES } from '../../orders/rules/delivery'

import { el, group, type XmlElement } from './xml'

/**
 * `type=sale&mode=info`: the shop's order statuses, payment types and
 * delivery methods as a `Справочник`, so the 1C administrator maps them to
 * 1C's own. The same Ид the orders document writes («Статуса заказа ИД»,
 * «Метод оплаты ИД», «Метод доставки ИД»). The `Справочник` is the root,
 * not wrapped in a `КоммерческаяИнформация`: exactly the shape 1C-Bitrix's
 * sale.export.1c answers, which is what 1C's module reads. Pure.
 */

export type PaymentKindName = 'on_receipt' | 'invoice' | 'online' | 'installment'

/** 1C's ТипОплаты of each kind of payment the shop takes. */
export const PAYMENT_KIND_1C: Record<PaymentKindName, string> = {
  on_receipt: 'Наличный расчет',
  invoice: 'Безналичный расчет',
  online: 'Эквайринговая операция',
  // The provider's bank pays the shop the whole sum through the same acquiring.
  installment: 'Эквайринговая операция',
}

const item = (id: string, title: string, extra: XmlElement[] = []) =>
  group('Элемент', [el('Ид', id), el('Название', title), ...extra])

export function infoDocument(input: {
  paymentTypes: { id: number; name: string; kind: PaymentKindName }[]
}): XmlElement {
  return group('Справочник', [
    // «Cтатусы» begins with a Latin C (U+0043), exactly as 1C-Bitrix writes
    // it and 1C's module therefore reads it.
    group(
      'C\u0442\u0430\u0442\u0443\u0441\u044b',
      ORDER_STATUSES.filter((s) => s !== 'draft').map((s) => item(s, ORDER_STATUS_TITLES[s]))
    ),
    group(
      'ПлатежныеСистемы',
      input.paymentTypes.map((p) =>
        item(String(p.id), p.name, [el('ТипОплаты', PAYMENT_KIND_1C[p.kind])])
      )
    ),
    group(
      'СлужбыДоставки',
      FULFILMENT_METHODS.map((m) => item(m, FULFILMENT_TITLES[m]))
    ),
  ])
}
