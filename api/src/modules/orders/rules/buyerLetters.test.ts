import {
  alreadyRegisteredLetter,
  confirmEmailLetter,
  passwordResetLetter,
} from '../../../lib/domain/letters'
import type { Locale } from '../../../lib/domain/locale'
import { totalsOf } from '../../../lib/domain/money'
import type { OrderStatusName } from '../../../lib/domain/orderLifecycle'
import {
  paymentReceivedLetter,
  paymentReceivedNews,
  paymentRefundLetter,
} from '../../payments/rules/paymentLetters'
import { arrivalLetter, stockAlertSavedLetter } from '../../stockAlerts/rules/stockAlertLetters'

import { amountDue, chargeOfFee, deliveryChargeText } from './delivery'
import {
  orderConfirmationLetter,
  orderStepLetter,
  type OrderLinks,
  type OrderStepFacts,
} from './orderLetters'

/*
 * Every letter a buyer receives, in both languages (issue 33). The Russian
 * ones are compared byte for byte with the snapshot recorded from the
 * letters as they were before the Kazakh catalogue (a Russian reader sees no
 * change); the Kazakh ones are read for what makes them Kazakh: the words,
 * the /kk pages, ₸.
 */

const BASE = 'https://shop.kz'
const ORDER_STATUSES: OrderStatusName[] = [
  'confirmed',
  'assembling',
  'ready',
  'completed',
  'cancelled',
]

function order(
  kind: 'account' | 'guest',
  way: 'pickup' | 'delivery',
  more: Partial<OrderStepFacts> = {}
): OrderStepFacts {
  const items = [
    { product: { article: 'NS-100', name: 'Насосная станция' }, quantity: 2, price: 12500.5 },
    { product: { article: 'K-1', name: 'Котёл' }, quantity: 1, price: null },
  ]
  const totals = totalsOf(items)
  const fee = way === 'delivery' ? 1500 : 0
  const charge = chargeOfFee(fee)
  return {
    id: 7,
    number: 'A-001001',
    status: 'confirmed',
    paymentStatus: null,
    items,
    total: totals.total,
    hasUnpriced: totals.hasUnpriced,
    shop: way === 'pickup' ? { name: 'Атырау', address: 'ул. Сатпаева, 1' } : null,
    comment: 'Позвоните после обеда',
    fulfilment: {
      method: way,
      city: way === 'delivery' ? 'Атырау' : '',
      address: way === 'delivery' ? 'ул. Абая, 7' : '',
      preferredTime: way === 'delivery' ? 'после 18:00' : '',
      fee,
      feeText: deliveryChargeText(charge, way),
      amountDue: amountDue(totals.total, charge),
    },
    paymentType: { name: 'Онлайн-оплата', kind: 'online' },
    buyer: { kind, name: 'Айгерим', phone: '+7 (701) 234 56 78', email: 'a@b.kz' },
    guest: kind === 'guest' ? { phone: '+7 (701) 234 56 78' } : null,
    ...more,
  }
}

const links = (locale: Locale, kind: 'account' | 'guest'): OrderLinks => ({
  page: `${BASE}${locale === 'kk' ? '/kk' : ''}${kind === 'guest' ? '/my-orders?token=7.key' : '/order?id=7'}`,
  invoice: { url: `${BASE}/api/v1/order/7/invoice/`, payer: 'ТОО «Жылу»' },
})

/** The letters of one reader, in the order a buyer may get them. */
function everyLetter(locale: Locale) {
  const at = (o: OrderStepFacts) => ({ ...o, letterLocale: locale })
  const letters = []
  for (const kind of ['account', 'guest'] as const) {
    for (const way of ['pickup', 'delivery'] as const) {
      const o = at(order(kind, way))
      letters.push(orderConfirmationLetter('a@b.kz', o, links(locale, kind), BASE))
      for (const to of ORDER_STATUSES) {
        letters.push(
          orderStepLetter(
            'a@b.kz',
            { ...o, paymentStatus: to === 'cancelled' ? 'paid' : null },
            { to, comment: 'Звоните' },
            links(locale, kind),
            BASE
          )
        )
      }
      letters.push(
        paymentReceivedLetter('a@b.kz', o, 25001, links(locale, kind).page, BASE, 'installment')
      )
      letters.push(
        paymentRefundLetter(
          'a@b.kz',
          { number: o.number, amount: '25001.00', cancelled: false, by: 'gateway', method: 'card' },
          o,
          links(locale, kind).page,
          BASE
        )
      )
    }
  }
  return letters
}

describe('Russian letters are the ones the shop always sent', () => {
  it('order, step and payment letters', () => {
    expect(everyLetter('ru')).toMatchSnapshot()
  })

  it('account and stock-alert letters', () => {
    const arrival = {
      name: 'Насос',
      article: 'N-1',
      price: 46900,
      unit: 'шт',
      shops: [{ name: 'Атырау', address: 'ул. Сатпаева, 1' }],
    }
    expect([
      confirmEmailLetter('a@b.kz', 'tok', BASE),
      alreadyRegisteredLetter('a@b.kz', BASE),
      passwordResetLetter('a@b.kz', 'tok', BASE),
      stockAlertSavedLetter('a@b.kz', arrival, 'tok', BASE),
      arrivalLetter('a@b.kz', arrival, BASE),
    ]).toMatchSnapshot()
  })
})

/** Words only a Russian letter has: none of them may be left in a Kazakh one. */
const RUSSIAN_WORDS =
  /Здравствуйте|Заказ|заказ|Итого|Магазин|Доставка|Оплат|оплат|Страница|письмо|Товар|Цена|Комментарий|менеджер свяжется/

describe('Kazakh letters', () => {
  const kazakh = everyLetter('kk')

  it('are Kazakh from the greeting to the signature, with no Russian word of the shop', () => {
    for (const letter of kazakh) {
      expect(letter.text.startsWith('Сәлеметсіз бе!\n\n')).toBe(true)
      expect(letter.text).toContain('Бұл хат автоматты түрде жіберілді')
      // The buyer's own data (names, addresses) stay as typed: the check reads the shop's words.
      const shopWords = (letter.subject + letter.text).replace(
        /Насосная станция|Котёл|ул\. Сатпаева, 1|ул\. Абая, 7|после 18:00|Позвоните после обеда|Звоните|Онлайн-оплата|ТОО «Жылу»|Атырау|Айгерим/g,
        ''
      )
      expect(shopWords).not.toMatch(RUSSIAN_WORDS)
    }
  })

  it('the placing letter: lines, total with the on-request goods, delivery and its fee, Kazakh pages', () => {
    const letter = orderConfirmationLetter(
      'a@b.kz',
      { ...order('guest', 'delivery'), letterLocale: 'kk' },
      links('kk', 'guest'),
      BASE
    )
    expect(letter.subject).toBe('A-001001 тапсырысы рәсімделді — Акватория')
    expect(letter.text).toContain('A-001001 тапсырысыңыз сәтті рәсімделді.')
    expect(letter.text).toContain('1. Насосная станция (арт. NS-100) — 2 × 12\u00a0500,50\u00a0₸')
    expect(letter.text).toContain('2. Котёл (арт. K-1) — 1 × Бағасын менеджерден нақтылаңыз')
    expect(letter.text).toContain('Барлығы: 25\u00a0001\u00a0₸ + бағасы сұрау бойынша')
    expect(letter.text).toContain(
      'Жеткізу: Атырау, ул. Абая, 7 (после 18:00)\nЖеткізу құны: 1\u00a0500\u00a0₸'
    )
    expect(letter.text).toContain('Жеткізумен бірге төленетін сома: 26\u00a0501\u00a0₸')
    expect(letter.text).toContain('Төлем тәсілі: Онлайн-оплата')
    expect(letter.text).toContain('Түсініктеме: Позвоните после обеда')
    expect(letter.text).toContain(
      `Тапсырыс беті (мәртебесі және онлайн төлем): ${BASE}/kk/my-orders?token=7.key`
    )
    expect(letter.text).toContain(
      `${BASE}/kk/my-orders бетінен табуға болады: тапсырыс нөмірі A-001001`
    )
    expect(letter.text).toContain(
      `Төлем шоты (ТОО «Жылу» атына): ${BASE}/api/v1/order/7/invoice/\n`
    )
  })

  it('a step letter of an account: the news, the manager’s comment and the account’s Kazakh page', () => {
    const letter = orderStepLetter(
      'a@b.kz',
      { ...order('account', 'pickup'), letterLocale: 'kk' },
      { to: 'ready', comment: 'Жду' },
      links('kk', 'account'),
      BASE
    )
    expect(letter.subject).toBe('A-001001 тапсырысы беруге дайын — Акватория')
    expect(letter.text).toContain(
      'Оны Атырау дүкенінде (ул. Сатпаева, 1) алып кетіңіз: тапсырыс нөмірін (A-001001) айтыңыз. ' +
        'Тапсырысты оның бетінде онлайн төлеуге болады.\nМенеджердің түсініктемесі: Жду'
    )
    expect(letter.text).toContain(
      `Төлем шоты (ТОО «Жылу» атына): ${BASE}/api/v1/order/7/invoice/ (жеке кабинетке кіріп ашыңыз)\n` +
        `Жеке кабинеттегі тапсырыс беті: ${BASE}/kk/order?id=7`
    )
  })

  it('name the pickup shop by its Kazakh address where written; the Russian letter keeps the Russian one', () => {
    const shop = { name: 'Атырау', address: 'ул. Сатпаева, 1', addressKk: 'Сәтбаев к-сі, 1' }
    const at = (letterLocale: Locale) => ({ ...order('account', 'pickup'), shop, letterLocale })
    const placed = orderConfirmationLetter('a@b.kz', at('kk'), links('kk', 'account'), BASE)
    expect(placed.text).toContain('Өзі алып кету дүкені: Атырау, Сәтбаев к-сі, 1')
    const ready = orderStepLetter('a@b.kz', at('kk'), { to: 'ready' }, links('kk', 'account'), BASE)
    expect(ready.text).toContain('Оны Атырау дүкенінде (Сәтбаев к-сі, 1) алып кетіңіз')
    const russian = orderConfirmationLetter('a@b.kz', at('ru'), links('ru', 'account'), BASE)
    expect(russian.text).toContain('Магазин: Атырау, ул. Сатпаева, 1')
  })

  it('payment news in Kazakh: money received by installment, refunded to the card', () => {
    const o = {
      ...order('account', 'pickup'),
      letterLocale: 'kk' as const,
      status: 'placed' as const,
    }
    expect(paymentReceivedNews(o, 25001, 'installment')).toEqual({
      title: 'A-001001 тапсырысының төлемі алынды',
      body:
        'Банк бөліп төлеуді рәсімдеп, бізге 25\u00a0001\u00a0₸ төлемді аударды. Бөліп төлеу бойынша ' +
        'төлемдерді банк кестесі бойынша енгізіңіз. Менеджер тапсырысты растап, мерзімдерін хабарлайды.',
    })
  })

  it('account letters link the Kazakh pages', () => {
    expect(confirmEmailLetter('a@b.kz', 'tok', BASE, 'kk')).toEqual({
      to: 'a@b.kz',
      subject: 'Акваторияға кіру үшін e-mail мекенжайыңызды растаңыз',
      text:
        `Сәлеметсіз бе!\n\nТіркелуді аяқтау үшін сілтемені ашыңыз:\n${BASE}/kk/email-confirm?token=tok\n\n` +
        'Сілтеме 48 сағат бойы жарамды. Егер сіз тіркелмеген болсаңыз, бұл хатты жойып жіберіңіз.' +
        '\n\n— Акватория\nБұл хат автоматты түрде жіберілді, оған жауап берудің қажеті жоқ.',
    })
    expect(passwordResetLetter('a@b.kz', 'tok', BASE, 'kk').text).toContain(
      `${BASE}/kk/new-password?token=tok`
    )
    const already = alreadyRegisteredLetter('a@b.kz', BASE, 'kk').text
    expect(already).toContain(`Кіру: ${BASE}/kk/login`)
    expect(already).toContain(`Қалпына келтіру: ${BASE}/kk/recovery`)
  })

  it('stock-alert letters: Kazakh unit, price and the product’s and cancel pages under /kk', () => {
    const product = {
      name: 'Насос',
      article: 'N 1',
      price: 46900,
      unit: 'шт.',
      shops: [{ name: 'Атырау', address: 'ул. Сатпаева, 1' }],
    }
    const saved = stockAlertSavedLetter('a@b.kz', product, 'tok', BASE, 'kk')
    expect(saved.subject).toBe('Түскені туралы хабарлаймыз: Насос')
    expect(saved.text).toContain(`${BASE}/kk/catalog/product/N%201\n`)
    expect(saved.text).toContain(`${BASE}/kk/stock-alerts/cancel?token=tok`)
    const arrival = arrivalLetter('a@b.kz', product, BASE, 'kk')
    expect(arrival.subject).toBe('Тауар сатылымға түсті: Насос')
    expect(arrival.text).toContain('Бағасы: 46\u00a0900\u00a0₸ / дана')
    expect(arrival.text).toContain('Мына дүкендерде бар:\n— Атырау, ул. Сатпаева, 1')
    expect(arrival.text).toContain(`Тапсырыс беру: ${BASE}/kk/catalog/product/N%201`)
  })
})
