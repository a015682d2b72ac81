import fc from 'fast-check'

import { tengeInWords } from '../../../lib/domain/amountInWords'
import { ORDER_STATUSES } from '../../../lib/domain/orderLifecycle'

import {
  buildInvoice,
  deliveryLine,
  invoiceAmount,
  invoiceDateText,
  invoiceFileName,
  invoiceStatusProblem,
  INVOICE_HEADINGS,
  INVOICE_MESSAGES,
  sumInWords,
  type Invoice,
  type InvoiceInput,
} from './invoice'

const SUPPLIER = {
  legalName: 'ТОО «Акватория»',
  bin: '201240001237',
  legalAddress: 'г. Атырау, ул. Сатпаева, 17',
  iban: 'KZ86601A861000000001',
  bankName: 'АО «Народный банк Казахстана»',
  bik: 'HSBKKZKX',
  kbe: '17',
}
const COMPANY = {
  legalName: 'ТОО «Аква Строй»',
  bin: '971240001315',
  legalAddress: 'г. Актобе, пр. Абилкайыр хана, 62',
  iban: 'KZ86125KZT5004100100',
  bankName: 'АО «Kaspi Bank»',
  bik: 'CASPKZKA',
  kbe: '17',
}

const input = (extra: Partial<InvoiceInput> = {}): InvoiceInput => ({
  number: 'A-000902',
  date: new Date('2026-03-02T10:00:00Z'),
  lines: [
    { article: 'NS-100', name: 'Насосная станция NS-100', quantity: 2, price: '52000.5' },
    { article: 'F-7', name: 'Фильтр F-7', quantity: 3, price: 1500 },
  ],
  supplier: SUPPLIER,
  buyer: { company: COMPANY },
  ...extra,
})

const built = (value: InvoiceInput): Invoice => {
  const result = buildInvoice(value)
  if (!('invoice' in result)) throw new Error(result.problem)
  return result.invoice
}

describe('invoiceStatusProblem', () => {
  it('allows placed orders and every later status but cancelled', () => {
    const allowed = ORDER_STATUSES.filter((status) => invoiceStatusProblem(status) === null)
    expect(allowed).toEqual(['placed', 'confirmed', 'assembling', 'ready', 'completed'])
    expect(invoiceStatusProblem('draft')).toBe(INVOICE_MESSAGES.draft)
    expect(invoiceStatusProblem('cancelled')).toBe(INVOICE_MESSAGES.cancelled)
  })
})

describe('buildInvoice', () => {
  it('titles it with the number and the date in the shop’s time', () => {
    expect(built(input()).title).toBe('Шот / Счёт на оплату № A-000902 от 2 марта 2026 г.')
    // 20:00 UTC on 1 March is already 2 March in Kazakhstan (UTC+5).
    expect(invoiceDateText(new Date('2026-03-01T20:00:00Z'))).toBe('2 марта 2026 г.')
  })

  it('lists the lines with prices and sums, adding up to the total with НДС included', () => {
    const invoice = built(input())
    expect(invoice.rows).toEqual([
      {
        position: 1,
        article: 'NS-100',
        name: 'Насосная станция NS-100',
        quantity: '2',
        unit: 'шт.',
        price: '52\u00a0000,50',
        sum: '104\u00a0001,00',
      },
      {
        position: 2,
        article: 'F-7',
        name: 'Фильтр F-7',
        quantity: '3',
        unit: 'шт.',
        price: '1\u00a0500,00',
        sum: '4\u00a0500,00',
      },
    ])
    expect(invoice.totalTiyn).toBe(108_501_00)
    expect(invoice.total).toBe('Барлығы / Итого: 108\u00a0501,00')
    // 108 501 × 12 / 112 = 11 625,107…
    expect(invoice.vat).toBe('Оның ішінде ҚҚС 12 % / В том числе НДС 12 %: 11\u00a0625,11')
    expect(invoice.due).toBe('Төленетін сома / Всего к оплате: 108\u00a0501,00 ₸')
    expect(invoice.words).toBe('Сто восемь тысяч пятьсот один тенге 00 тиын')
  })

  it('names the company as the buyer, or the contacts when there is none', () => {
    expect(built(input()).buyer).toEqual([
      'ТОО «Аква Строй»',
      'БИН/ИИН 971240001315',
      'г. Актобе, пр. Абилкайыр хана, 62',
      'IBAN KZ86125KZT5004100100, АО «Kaspi Bank», БИК CASPKZKA, КБе 17',
    ])
    const contact = {
      name: 'Айгерим Сериккызы',
      email: 'aigerim@example.kz',
      phone: '+7 (701) 234 56 78',
    }
    expect(built(input({ buyer: { contact } })).buyer).toEqual([
      'Айгерим Сериккызы',
      'Телефон +7 (701) 234 56 78',
      'E-mail aigerim@example.kz',
    ])
    expect(
      built(input({ buyer: { contact: { ...contact, email: null, phone: null } } })).buyer
    ).toEqual(['Айгерим Сериккызы'])
  })

  it('gives the supplier’s bank details for the payment order', () => {
    expect(built(input()).bank).toContainEqual(['ЖСК / ИИК (IBAN)', 'KZ86601A861000000001'])
    // КНП 710: payment for goods (issue 30 §2).
    expect(built(input()).bank).toContainEqual(['ТМК / КНП', '710'])
    expect(built(input()).signatures).toEqual([
      'Басшы / Руководитель',
      'Бас бухгалтер / Главный бухгалтер',
    ])
    expect(built(input()).supplier[1]).toBe('БИН/ИИН 201240001237')
  })

  it('refuses an order with a price on request or no lines', () => {
    expect(
      buildInvoice(input({ lines: [{ article: 'F-7', name: 'Фильтр', quantity: 1, price: -1 }] }))
    ).toEqual({ problem: INVOICE_MESSAGES.unpriced })
    expect(
      buildInvoice(input({ lines: [{ article: 'F-7', name: 'Фильтр', quantity: 1, price: null }] }))
    ).toEqual({ problem: INVOICE_MESSAGES.unpriced })
    expect(buildInvoice(input({ lines: [] }))).toEqual({ problem: INVOICE_MESSAGES.empty })
  })

  it('always adds up: total = Σ sums, words and НДС of that total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 10_000 }),
            priceTiyn: fc.integer({ min: 1, max: 100_000_000 }),
          }),
          { minLength: 1, maxLength: 30 }
        ),
        (lines) => {
          const invoice = built(
            input({
              lines: lines.map((line, index) => ({
                article: `A-${index}`,
                name: 'Товар',
                quantity: line.quantity,
                price: (line.priceTiyn / 100).toFixed(2),
              })),
            })
          )
          const expected = lines.reduce((sum, line) => sum + line.priceTiyn * line.quantity, 0)
          expect(invoice.totalTiyn).toBe(expected)
          expect(invoice.words).toBe(tengeInWords(expected))
          expect(Math.abs(invoice.vatTiyn * 112 - expected * 12)).toBeLessThanOrEqual(56)
        }
      )
    )
  })
})

describe('deliveryLine', () => {
  it('bills a fixed delivery fee as a service line, adding to the total', () => {
    expect(deliveryLine('1500.00')).toEqual([
      { article: '—', name: 'Доставка', quantity: 1, price: '1500.00', unit: 'усл.' },
    ])
    const invoice = built(input({ lines: [...input().lines, ...deliveryLine(1500)] }))
    expect(invoice.rows[2]).toMatchObject({ name: 'Доставка', unit: 'усл.', sum: '1\u00a0500,00' })
    expect(invoice.totalTiyn).toBe(110_001_00)
  })

  it('adds nothing for pickup, free delivery or a carrier’s tariff (null)', () => {
    expect(deliveryLine(0)).toEqual([])
    expect(deliveryLine('0.00')).toEqual([])
    expect(deliveryLine(null)).toEqual([])
  })
})

describe('invoiceAmount and invoiceFileName', () => {
  it('always shows tiyn', () => {
    expect(invoiceAmount(0)).toBe('0,00')
    expect(invoiceAmount(5)).toBe('0,05')
    expect(invoiceAmount(1_234_567_89)).toBe('1\u00a0234\u00a0567,89')
  })

  it('names the file after the order', () => {
    expect(invoiceFileName('A-000902')).toBe('Счёт-на-оплату-A-000902.pdf')
    expect(invoiceFileName('A/1"2')).toBe('Счёт-на-оплату-A_1_2.pdf')
  })
})

describe('the invoice in two languages (issue 33)', () => {
  it('every heading and column title is Kazakh, then Russian; the words and the purpose stay as the order holds them', () => {
    const invoice = built(input())
    // Kazakh, a slash, Russian (the Russian as the invoice always wrote it).
    const bilingual = (text: string) =>
      expect(text).toMatch(/^[^/]*[А-Яа-яӘәҒғҚқҢңӨөҰұҮүҺһІі][^/]* \/ [А-ЯЁ]/)
    bilingual(INVOICE_HEADINGS.title)
    bilingual(INVOICE_HEADINGS.paymentOrderSample)
    bilingual(INVOICE_HEADINGS.supplier)
    bilingual(INVOICE_HEADINGS.buyer)
    for (const key of ['name', 'quantity', 'unit', 'price', 'sum'] as const) {
      bilingual(INVOICE_HEADINGS.columns[key])
    }
    for (const line of [invoice.total, invoice.vat, invoice.due, ...invoice.signatures]) {
      bilingual(line)
    }
    expect(invoice.bank.find(([label]) => label.endsWith('Назначение платежа'))?.[1]).toBe(
      'Оплата по счёту № A-000902 от 2 марта 2026 г.'
    )
    expect(invoice.words).toBe('Сто восемь тысяч пятьсот один тенге 00 тиын')
  })

  it('a Kazakh buyer reads the sum in words in Kazakh, then Russian; a Russian one as before', () => {
    expect(built(input({ locale: 'kk' })).words).toBe(
      'Жүз сегіз мың бес жүз бір теңге 00 тиын / Сто восемь тысяч пятьсот один тенге 00 тиын'
    )
    expect(built(input({ locale: 'ru' })).words).toBe(built(input()).words)
    expect(sumInWords(2_305_417_09, 'kk')).toBe(
      'Екі миллион үш жүз бес мың төрт жүз он жеті теңге 09 тиын / ' +
        'Два миллиона триста пять тысяч четыреста семнадцать тенге 09 тиын'
    )
    expect(sumInWords(0)).toBe('Ноль тенге 00 тиын')
  })

  it('only the words follow the buyer’s language: every other line is the same document', () => {
    const { words: _ru, ...russian } = built(input())
    const { words: _kk, ...kazakh } = built(input({ locale: 'kk' }))
    expect(kazakh).toEqual(russian)
  })
})
