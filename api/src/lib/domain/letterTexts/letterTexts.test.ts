import { ORDER_STATUSES } from '../orderLifecycle'

import { lettersIn } from './index'

describe('lettersIn: one catalogue per language (issue 33)', () => {
  it('gives Russian for Russian, a missing or an unknown language', () => {
    expect(lettersIn('ru').greeting).toBe('Здравствуйте!')
    expect(lettersIn(null).locale).toBe('ru')
    expect(lettersIn(undefined).locale).toBe('ru')
    expect(lettersIn('de' as never).locale).toBe('ru')
    expect(lettersIn('kk').greeting).toBe('Сәлеметсіз бе!')
  })

  it('Kazakh money goes through Intl kk-KZ with ₸; tiyn only when there are some; on request in words', () => {
    const { money } = lettersIn('kk')
    expect(money(150000)).toBe('150\u00a0000\u00a0₸')
    expect(money('1250.5')).toBe('1\u00a0250,50\u00a0₸')
    expect(money(0)).toBe('Бағасын менеджерден нақтылаңыз')
    expect(money(-1)).toBe('Бағасын менеджерден нақтылаңыз')
    // Russian keeps the shop's own format (plain spaces), as its letters always had.
    expect(lettersIn('ru').money('1250.5')).toBe('1 250,50 ₸')
  })

  it('Kazakh units: 1C’s Russian abbreviations read as Kazakh words, others as they are', () => {
    const { unit } = lettersIn('kk')
    expect(unit('шт')).toBe('дана')
    expect(unit('шт.')).toBe('дана')
    expect(unit(null)).toBe('дана')
    expect(unit('компл')).toBe('жиынтық')
    expect(unit('м')).toBe('м')
    expect(lettersIn('ru').unit('шт')).toBe('шт.')
  })

  it('every status a buyer hears of has a title naming the order, in both languages', () => {
    for (const locale of ['ru', 'kk'] as const) {
      for (const to of ORDER_STATUSES) {
        for (const delivery of [false, true]) {
          const news = lettersIn(locale).order.step({
            to,
            number: 'A-1',
            delivery,
            shop: null,
            place: 'Атырау',
            preferredTime: '',
            payBy: null,
            paidOnline: false,
          })
          expect(news.title).toContain('A-1')
        }
      }
    }
  })

  it('the delivery charge in Kazakh: free, a fee, a carrier’s tariff', () => {
    const { deliveryCharge } = lettersIn('kk').order
    expect(deliveryCharge({ kind: 'free', amount: 0 }, 'pickup')).toBe('Тегін')
    expect(deliveryCharge({ kind: 'free', amount: 0 }, 'delivery')).toBe(
      'Тегін (10\u00a0000\u00a0₸ және одан жоғары тапсырыс)'
    )
    expect(deliveryCharge({ kind: 'fee', amount: 1500 }, 'delivery')).toBe('1\u00a0500\u00a0₸')
    expect(deliveryCharge({ kind: 'carrier', amount: null }, 'delivery')).toMatch(
      /^Көлік компаниясының/
    )
  })
})
