import { isPriced, toTiyn, type Amount } from '../money'
import type { OrderStatusName } from '../orderLifecycle'
import { unitLabelIn } from '../productDisplay'

import type { LetterTexts } from './types'

/*
 * The words of the shop's letters in Kazakh, in the register of a good
 * Kazakh shop (kaspi.kz): the polite «сіз», the glossary of docs/storefront.md
 * (Тапсырыс, Себет, Жеткізу, Өзі алып кету, Төлем, Бөліп төлеу).
 */

const PRICE_ON_REQUEST = 'Бағасын менеджерден нақтылаңыз'

const tenge = (fractionDigits: 0 | 2) =>
  new Intl.NumberFormat('kk-KZ', {
    style: 'currency',
    currency: 'KZT',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })
const WHOLE_TENGE = tenge(0)
const TENGE_AND_TIYN = tenge(2)

/** «150 000 ₸», «1 250,50 ₸» through Intl kk-KZ; on-request prices as the Russian rule says. */
function money(amount: Amount | null | undefined): string {
  if (!isPriced(amount)) return PRICE_ON_REQUEST
  const tiyn = toTiyn(amount!)
  return (tiyn % 100 ? TENGE_AND_TIYN : WHOLE_TENGE).format(tiyn / 100)
}

/** The units goods are sold by, as a Kazakh page reads them too (productDisplay). */
const unit = (value?: string | null) => unitLabelIn('kk', value)

const STATUS_TITLES: Record<OrderStatusName, string> = {
  draft: 'Жоба',
  placed: 'Рәсімделді',
  confirmed: 'Расталды',
  assembling: 'Жиналуда',
  ready: 'Беруге дайын',
  completed: 'Орындалды',
  cancelled: 'Күші жойылды',
}

export const KAZAKH_LETTERS: LetterTexts = {
  locale: 'kk',
  greeting: 'Сәлеметсіз бе!',
  signature: '\n\n— Акватория\nБұл хат автоматты түрде жіберілді, оған жауап берудің қажеті жоқ.',
  money,
  priceOnRequest: PRICE_ON_REQUEST,
  unit,

  account: {
    confirmSubject: 'Акваторияға кіру үшін e-mail мекенжайыңызды растаңыз',
    confirmText: (link) =>
      `Тіркелуді аяқтау үшін сілтемені ашыңыз:\n${link}\n\n` +
      `Сілтеме 48 сағат бойы жарамды. Егер сіз тіркелмеген болсаңыз, бұл хатты жойып жіберіңіз.`,
    alreadyRegisteredSubject: 'Сіз Акваторияда тіркелгенсіз',
    alreadyRegisteredText: ({ login, recovery }) =>
      `Біреу (мүмкін, сіз) осы мекенжаймен тіркелмек болды, ` +
      `бірақ есептік жазба бұрыннан бар. Кіру: ${login}\n` +
      `Құпиясөзді ұмыттыңыз ба? Қалпына келтіру: ${recovery}`,
    passwordResetSubject: 'Акваториядағы құпиясөзді қалпына келтіру',
    passwordResetText: (link) =>
      `Жаңа құпиясөз орнату үшін сілтемені ашыңыз:\n${link}\n\n` +
      `Сілтеме 1 сағат бойы және бір рет қана жарамды. Егер сіз құпиясөзді қалпына келтіруді ` +
      `сұрамаған болсаңыз, ештеңе істемеңіз: құпиясөз өзгермейді.`,
  },

  order: {
    line: ({ index, name, article, quantity, price }) =>
      `${index}. ${name} (арт. ${article}) — ${quantity} × ${price}`,
    totalWithUnpriced: (sum) =>
      `${sum} + бағасы сұрау бойынша айтылатын тауарлар (${PRICE_ON_REQUEST.toLowerCase()})`,
    totalLabel: 'Барлығы',
    commentLabel: 'Түсініктеме',
    shopUnknown: 'менеджер нақтылайды',
    paymentLine: (name) => `\nТөлем тәсілі: ${name}`,
    pickupLine: (shop) => `\nӨзі алып кету дүкені: ${shop}`,
    deliveryLines: ({ place, time, fee, due }) =>
      `\nЖеткізу: ${place}${time ? ` (${time})` : ''}\nЖеткізу құны: ${fee}` +
      (due ? `\nЖеткізумен бірге төленетін сома: ${due}` : ''),
    deliveryCharge: (charge, method) => {
      if (charge.kind === 'carrier')
        return 'Көлік компаниясының тарифі бойынша — менеджер хабарлайды'
      if (charge.kind === 'fee') return money(charge.amount)
      return method === 'pickup' ? 'Тегін' : `Тегін (${money(10_000)} және одан жоғары тапсырыс)`
    },
    invoiceLine: ({ url, payer, forAccount }) =>
      `Төлем шоты${payer ? ` (${payer} атына)` : ''}: ${url}` +
      (forAccount ? ' (жеке кабинетке кіріп ашыңыз)\n' : '\n'),
    accountPage: (link) => `Жеке кабинеттегі тапсырыс беті: ${link}`,
    guestPage: (link) => `Тапсырыс беті (мәртебесі және онлайн төлем): ${link}`,
    guestLookup: ({ url, number, phone }) =>
      `\nБұл сілтемесіз тапсырысты ${url} бетінен табуға болады: тапсырыс нөмірі ${number}, ` +
      `телефон ${phone}.`,
    placedSubject: (number) => `${number} тапсырысы рәсімделді — Акватория`,
    placedText: (number) =>
      `${number} тапсырысыңыз сәтті рәсімделді. ` +
      `Тауардың бар-жоғы мен мерзімдерін растау үшін менеджер сізбен хабарласады.`,
    placedNotice: (number) => ({
      title: `${number} тапсырысы рәсімделді`,
      body: 'Тауардың бар-жоғы мен мерзімдерін растау үшін менеджер сізбен хабарласады.',
    }),
    managerComment: (comment) => `\nМенеджердің түсініктемесі: ${comment}`,
    stepSubject: (title) => `${title} — Акватория`,
    step: ({ to, number: n, delivery, shop, place, preferredTime, payBy, paidOnline }) => {
      const hint =
        payBy === 'online'
          ? ' Тапсырысты оның бетінде онлайн төлеуге болады.'
          : payBy === 'installment'
            ? ' Бөліп төлеуді тапсырыс бетінде рәсімдеуге болады.'
            : payBy === 'invoice'
              ? ' Төлем шоты — тапсырыс бетінде.'
              : ''
      const atShop = shop ? `${shop.name} дүкенінде (${shop.address})` : 'дүкенде'
      switch (to) {
        case 'confirmed':
          return {
            title: `${n} тапсырысы расталды`,
            body:
              (delivery
                ? 'Дүкен тапсырысты растады. Оны курьерге тапсырғанда хабарлаймыз.'
                : shop
                  ? `Дүкен тапсырысты растады. Ол ${atShop} беруге дайын болғанда хабарлаймыз.`
                  : 'Дүкен тапсырысты растады. Ол беруге дайын болғанда хабарлаймыз.') + hint,
          }
        case 'assembling':
          return {
            title: `${n} тапсырысы жиналуда`,
            body: delivery
              ? 'Оны курьерге тапсырғанда хабарлаймыз.'
              : 'Ол беруге дайын болғанда хабарлаймыз.',
          }
        case 'ready':
          return delivery
            ? {
                title: `${n} тапсырысы курьерге тапсырылды`,
                body:
                  `Курьер оны ${place} мекенжайына жеткізеді` +
                  `${preferredTime ? ` (${preferredTime})` : ''} ` +
                  'және келер алдында қоңырау шалады.' +
                  hint,
              }
            : {
                title: `${n} тапсырысы беруге дайын`,
                body: `Оны ${atShop} алып кетіңіз: тапсырыс нөмірін (${n}) айтыңыз.${hint}`,
              }
        case 'completed':
          return {
            title: `${n} тапсырысы ${delivery ? 'жеткізілді' : 'берілді'}`,
            body: 'Сатып алғаныңызға рахмет! Тауар мен кепілдік туралы сұрақтар бойынша дүкенге қоңырау шалыңыз.',
          }
        case 'cancelled':
          return {
            title: `${n} тапсырысының күшін дүкен жойды`,
            body:
              'Егер сіз тапсырыстан бас тартуды сұрамаған болсаңыз, бізге қоңырау шалыңыз: ' +
              'менеджер себебін түсіндіреді.' +
              (paidOnline
                ? ' Төлем сіз төлеген картаға қайтарылады: қайтару туралы бөлек хат келеді.'
                : ''),
          }
        default:
          return { title: `${n} тапсырысы: ${STATUS_TITLES[to].toLowerCase()}`, body: '' }
      }
    },
  },

  payment: {
    refundTitle: ({ number, cancelled, by }) => {
      if (cancelled) return `${number} тапсырысының күші жойылды`
      return by === 'gateway'
        ? `${number} тапсырысының төлемі қайтарылуда`
        : `${number} тапсырысының төлемін дүкен қайтарады`
    },
    refundBody: ({ sum, by, installment }) =>
      by === 'gateway'
        ? installment
          ? `${sum} сомасына бөліп төлеу жойылады: банк оны жабады және енгізілген төлемдерді қайтарады. Мерзімі банкке байланысты.`
          : `${sum} төлем сіз төлеген картаға қайтарылуда. Қаражаттың түсу мерзімі картаны шығарған банкке байланысты.`
        : `${sum} төлемді дүкен қайтарады: төлем сервисі қайтаруды бірден қабылдамады, менеджер сізбен хабарласады.`,
    receivedTitle: (number) => `${number} тапсырысының төлемі алынды`,
    receivedBody: ({ sum, installment, placed }) =>
      (installment
        ? `Банк бөліп төлеуді рәсімдеп, бізге ${sum} төлемді аударды. ` +
          'Бөліп төлеу бойынша төлемдерді банк кестесі бойынша енгізіңіз.'
        : `Біз ${sum} төлемді алдық.`) +
      (placed
        ? ' Менеджер тапсырысты растап, мерзімдерін хабарлайды.'
        : ' Тапсырыс орындалуда: келесі қадам туралы хабарлаймыз.'),
  },

  stockAlert: {
    savedSubject: (name) => `Түскені туралы хабарлаймыз: ${name}`,
    savedText: ({ name, article, link, cancelLink }) =>
      `Акватория сайтында осы мекенжайға мына тауар сатылымға түскенде хабарлауды сұрады:\n` +
      `${name} (артикул ${article})\n${link}\n\n` +
      `Біз бір рет — тауар дүкендердің біріне түскенде жазамыз.\n\n` +
      `Егер сіз мұны сұрамаған болсаңыз немесе ойыңыздан қайтсаңыз, жазылымнан бір басумен бас тартыңыз:\n` +
      cancelLink,
    arrivalSubject: (name) => `Тауар сатылымға түсті: ${name}`,
    arrivalNotice: ({ name, shops }) => ({
      title: `Тауар сатылымға түсті: ${name}`,
      body: shops.length ? `Мына дүкендерде бар: ${shops.join(', ')}` : '',
    }),
    arrivalText: ({ name, article, price, unit, shops, link }) =>
      `Сіз хабарлауды сұраған тауар қайтадан сатылымда:\n` +
      `${name} (артикул ${article})\n` +
      `Бағасы: ${price} / ${unit}\n\n` +
      `Мына дүкендерде бар:\n${shops.join('\n')}\n\n` +
      `Тапсырыс беру: ${link}\n\n` +
      `Бұл хат бір рет қана келеді: осы тауарға жазылым аяқталды. ` +
      `Саны шектеулі — қоймадағы қалдық өзгеріп отырады.`,
  },
}
