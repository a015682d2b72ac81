import { redactLetter } from '../../../lib/domain/letters'

import { arrivalLetter, stockAlertSavedLetter } from './stockAlertLetters'

const BASE = 'https://akvatoria.kz'

describe('stock alert letters', () => {
  it('tells a guest the address was given, with a one-click cancel whose secret is redacted once sent', () => {
    const letter = stockAlertSavedLetter(
      'guest@mail.kz',
      { name: 'Насос Grundfos UPS 25-40', article: 'GR 25/40' },
      'secret-token',
      BASE
    )
    expect(letter.to).toBe('guest@mail.kz')
    expect(letter.subject).toBe('Сообщим о поступлении: Насос Grundfos UPS 25-40')
    expect(letter.text).toContain('https://akvatoria.kz/catalog/product/GR%2025%2F40')
    expect(letter.text).toContain('https://akvatoria.kz/stock-alerts/cancel?token=secret-token')
    expect(redactLetter(letter).text).not.toContain('secret-token')
  })

  it('names the price the subscriber pays, the shops that have it and the end of the alert', () => {
    const letter = arrivalLetter(
      'opt@akvatoria.kz',
      {
        name: 'Котёл Navien',
        article: 'NV-1',
        price: '245000.00',
        unit: 'шт',
        shops: [
          { name: 'Атырау', address: 'ул. Сатпаева, 1' },
          { name: 'Актобе', address: 'пр. Абилкайыр хана, 2' },
        ],
      },
      BASE
    )
    expect(letter.subject).toBe('Товар поступил в продажу: Котёл Navien')
    expect(letter.text).toContain('Цена: 245 000 ₸ за шт.')
    expect(letter.text).toContain('— Атырау, ул. Сатпаева, 1\n— Актобе, пр. Абилкайыр хана, 2')
    expect(letter.text).toContain('Заказать: https://akvatoria.kz/catalog/product/NV-1')
    expect(letter.text).toContain('Это письмо приходит один раз')
  })
})
