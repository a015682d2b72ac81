import { formatTenge, PRICE_ON_REQUEST } from '../money'
import { ORDER_STATUS_TITLES } from '../orderLifecycle'
import { unitLabel } from '../productDisplay'

import type { LetterTexts } from './types'

/** The words of the shop's letters in Russian: these are the texts the shop always sent. */
export const RUSSIAN_LETTERS: LetterTexts = {
  locale: 'ru',
  greeting: 'Здравствуйте!',
  signature: '\n\n— Акватория\nЭто письмо отправлено автоматически, отвечать на него не нужно.',
  money: formatTenge,
  priceOnRequest: PRICE_ON_REQUEST,
  unit: unitLabel,

  account: {
    confirmSubject: 'Подтвердите e-mail для входа в Акваторию',
    confirmText: (link) =>
      `Чтобы завершить регистрацию, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует 48 часов. Если вы не регистрировались, просто удалите это письмо.`,
    alreadyRegisteredSubject: 'Вы уже зарегистрированы в Акватории',
    alreadyRegisteredText: ({ login, recovery }) =>
      `Кто-то (возможно, вы) пытался зарегистрироваться с этим адресом, ` +
      `но учётная запись уже есть. Войти: ${login}\n` +
      `Забыли пароль? Восстановить: ${recovery}`,
    passwordResetSubject: 'Восстановление пароля в Акватории',
    passwordResetText: (link) =>
      `Чтобы задать новый пароль, откройте ссылку:\n${link}\n\n` +
      `Ссылка действует 1 час и только один раз. Если вы не просили восстановить пароль, ` +
      `ничего не делайте: пароль останется прежним.`,
  },

  order: {
    line: ({ index, name, article, quantity, price }) =>
      `${index}. ${name} (арт. ${article}) — ${quantity} × ${price}`,
    totalWithUnpriced: (sum) =>
      `${sum} + позиции с ценой по запросу (${PRICE_ON_REQUEST.toLowerCase()})`,
    totalLabel: 'Итого',
    commentLabel: 'Комментарий',
    shopUnknown: 'уточнит менеджер',
    paymentLine: (name) => `\nСпособ оплаты: ${name}`,
    pickupLine: (shop) => `\nМагазин: ${shop}`,
    deliveryLines: ({ place, time, fee, due }) =>
      `\nДоставка: ${place}${time ? ` (${time})` : ''}\nСтоимость доставки: ${fee}` +
      (due ? `\nК оплате с доставкой: ${due}` : ''),
    deliveryCharge: (charge, method) => {
      if (charge.kind === 'carrier') return 'По тарифу транспортной компании — сообщит менеджер'
      if (charge.kind === 'fee') return formatTenge(charge.amount)
      return method === 'pickup' ? 'Бесплатно' : 'Бесплатно (заказ от 10 000 ₸)'
    },
    invoiceLine: ({ url, payer, forAccount }) =>
      `Счёт на оплату${payer ? ` на ${payer}` : ''}: ${url}` +
      (forAccount ? ' (откройте, войдя в личный кабинет)\n' : '\n'),
    accountPage: (link) => `Страница заказа в личном кабинете: ${link}`,
    guestPage: (link) => `Страница заказа (статус и оплата онлайн): ${link}`,
    guestLookup: ({ url, number, phone }) =>
      `\nБез этой ссылки заказ можно найти на ${url} по номеру заказа ${number} и телефону ${phone}.`,
    placedSubject: (number) => `Заказ ${number} оформлен — Акватория`,
    placedText: (number) =>
      `Ваш заказ ${number} успешно сформирован. ` +
      `Менеджер свяжется с вами, чтобы подтвердить наличие и сроки.`,
    placedNotice: (number) => ({
      title: `Заказ ${number} оформлен`,
      body: 'Менеджер свяжется с вами, чтобы подтвердить наличие и сроки.',
    }),
    managerComment: (comment) => `\nКомментарий менеджера: ${comment}`,
    stepSubject: (title) => `${title} — Акватория`,
    step: ({ to, number: n, delivery, shop, place, preferredTime, payBy, paidOnline }) => {
      const at = shop ? ` в магазине ${shop.name}, ${shop.address}` : ''
      const hint =
        payBy === 'online'
          ? ' Оплатить его онлайн можно на странице заказа.'
          : payBy === 'installment'
            ? ' Оформить рассрочку можно на странице заказа.'
            : payBy === 'invoice'
              ? ' Счёт на оплату — на странице заказа.'
              : ''
      switch (to) {
        case 'confirmed':
          return {
            title: `Заказ ${n} подтверждён`,
            body:
              (delivery
                ? 'Магазин подтвердил заказ. Мы напишем, когда передадим его курьеру.'
                : `Магазин подтвердил заказ. Мы напишем, когда он будет готов к выдаче${at}.`) +
              hint,
          }
        case 'assembling':
          return {
            title: `Заказ ${n} собирается`,
            body: delivery
              ? 'Мы напишем, когда передадим его курьеру.'
              : 'Мы напишем, когда он будет готов к выдаче.',
          }
        case 'ready':
          return delivery
            ? {
                title: `Заказ ${n} передан курьеру`,
                body:
                  `Курьер привезёт его по адресу ${place}` +
                  `${preferredTime ? ` (${preferredTime})` : ''} ` +
                  'и позвонит перед приездом.' +
                  hint,
              }
            : {
                title: `Заказ ${n} готов к выдаче`,
                body: `Заберите его${at || ' в магазине'}: назовите номер заказа ${n}.${hint}`,
              }
        case 'completed':
          return {
            title: `Заказ ${n} ${delivery ? 'доставлен' : 'выдан'}`,
            body: 'Спасибо за покупку! Вопросы о товаре и гарантии — по телефону магазина.',
          }
        case 'cancelled':
          return {
            title: `Заказ ${n} отменён магазином`,
            body:
              'Если вы не просили отменить заказ, позвоните нам: менеджер объяснит причину.' +
              (paidOnline
                ? ' Оплата вернётся на карту, с которой вы платили: о возврате придёт отдельное письмо.'
                : ''),
          }
        default:
          return { title: `Заказ ${n}: ${ORDER_STATUS_TITLES[to].toLowerCase()}`, body: '' }
      }
    },
  },

  payment: {
    refundTitle: ({ number, cancelled, by }) => {
      if (cancelled) return `Заказ ${number} отменён`
      return by === 'gateway'
        ? `Оплата заказа ${number} возвращается`
        : `Оплату заказа ${number} вернёт магазин`
    },
    refundBody: ({ sum, by, installment }) =>
      by === 'gateway'
        ? installment
          ? `Рассрочка на ${sum} отменяется: банк закроет её и вернёт уже внесённые платежи. Срок зависит от банка.`
          : `Оплата ${sum} возвращается на карту, с которой вы платили. Срок зачисления зависит от банка, выпустившего карту.`
        : `Оплату ${sum} вернёт магазин: платёжный сервис не принял возврат сразу, менеджер свяжется с вами.`,
    receivedTitle: (number) => `Оплата заказа ${number} получена`,
    receivedBody: ({ sum, installment, placed }) =>
      (installment
        ? `Банк оформил рассрочку и перечислил нам оплату ${sum}. ` +
          'Платежи по рассрочке вносите по графику банка.'
        : `Мы получили оплату ${sum}.`) +
      (placed
        ? ' Менеджер подтвердит заказ и сообщит сроки.'
        : ' Заказ в работе: мы напишем о следующем шаге.'),
  },

  stockAlert: {
    savedSubject: (name) => `Сообщим о поступлении: ${name}`,
    savedText: ({ name, article, link, cancelLink }) =>
      `На сайте Акватории попросили сообщить на этот адрес, когда в продаже ` +
      `появится товар:\n${name} (артикул ${article})\n${link}\n\n` +
      `Мы напишем один раз — когда товар поступит в один из магазинов.\n\n` +
      `Если вы не просили об этом или передумали, отмените подписку одним нажатием:\n` +
      cancelLink,
    arrivalSubject: (name) => `Товар поступил в продажу: ${name}`,
    arrivalNotice: ({ name, shops }) => ({
      title: `Товар поступил в продажу: ${name}`,
      body: shops.length ? `Есть в магазинах: ${shops.join(', ')}` : '',
    }),
    arrivalText: ({ name, article, price, unit, shops, link }) =>
      `Товар, о котором вы просили сообщить, снова в продаже:\n` +
      `${name} (артикул ${article})\n` +
      `Цена: ${price} за ${unit}\n\n` +
      `Есть в магазинах:\n${shops.join('\n')}\n\n` +
      `Заказать: ${link}\n\n` +
      `Это письмо приходит один раз: подписка на этот товар закончилась. ` +
      `Количество ограничено — наличие меняется.`,
  },
}
