import { tengeInKazakhWords, tengeInWords } from '../../../lib/domain/amountInWords'
import type { CompanyDetailsInput } from '../../../lib/domain/companyDetailsInput'
import type { Locale } from '../../../lib/domain/locale'
import { isPriced, toTiyn } from '../../../lib/domain/money'
import type { OrderStatusName } from '../../../lib/domain/orderLifecycle'
import { VAT_RATE_PERCENT, vatIncludedTiyn } from '../../../lib/domain/vat'

/**
 * What a «Счёт на оплату» for an order says (issue 20), as plain text the
 * PDF only lays out: the title with number and date, the supplier's and the
 * buyer's requisites, the table of lines, the totals with НДС included and
 * the sum in words. Which orders get one is decided here too. Pure.
 */

export const INVOICE_MESSAGES = {
  draft: 'Счёт на оплату выставляется на оформленный заказ. Сначала оформите заказ.',
  cancelled: 'Заказ отменён: счёт на оплату по нему не выставляется.',
  unpriced:
    'В заказе есть товары с ценой по запросу: счёт на оплату выставит менеджер после уточнения цены.',
  empty: 'В заказе нет товаров: выставлять счёт не на что.',
} as const

/** null when an order of this status may have an invoice; otherwise why not (409). */
export function invoiceStatusProblem(status: OrderStatusName): string | null {
  if (status === 'draft') return INVOICE_MESSAGES.draft
  if (status === 'cancelled') return INVOICE_MESSAGES.cancelled
  return null
}

type Amount = number | string | { toString(): string }

export interface InvoiceLineInput {
  article: string
  name: string
  quantity: number
  /** The unit price fixed at placing; null or ≤ 0 is «on request». */
  price: Amount | null
  /** «шт.» unless said (a delivery is «усл.»). */
  unit?: string
}

/** The article column of a delivery line: it is a service, not goods. */
export const DELIVERY_ARTICLE = '—'

/**
 * The line a fixed delivery fee adds (domain/delivery: the sum to pay is
 * the goods plus that fee); none for pickup, free delivery or a carrier's
 * tariff, which is paid apart.
 */
export function deliveryLine(fee: Amount | null | undefined): InvoiceLineInput[] {
  if (!isPriced(fee)) return []
  return [{ article: DELIVERY_ARTICLE, name: 'Доставка', quantity: 1, price: fee!, unit: 'усл.' }]
}

/** A buyer without company details: the account's or the guest's contacts. */
export interface InvoiceContact {
  name: string
  email: string | null
  /** As shown, e.g. «+7 (701) 234 56 78». */
  phone: string | null
}

export interface InvoiceInput {
  number: string
  /** When the order was placed: the invoice's date. */
  date: Date
  lines: InvoiceLineInput[]
  supplier: CompanyDetailsInput
  buyer: { company: CompanyDetailsInput } | { contact: InvoiceContact }
  /**
   * The language the order was placed in (`Order.locale`, fixed then, so the
   * invoice stays one document): a Kazakh buyer reads the sum in words in
   * Kazakh first. Russian unless said.
   */
  locale?: Locale
}

export interface InvoiceRow {
  position: number
  article: string
  name: string
  quantity: string
  unit: string
  price: string
  sum: string
}

export interface Invoice {
  /** «Шот / Счёт на оплату № A-000902 от 2 марта 2026 г.» */
  title: string
  /** «Поставщик: …» and «Покупатель: …» blocks, a line each. */
  supplier: string[]
  buyer: string[]
  /** The supplier's bank details for the payment order, as label → value. */
  bank: [label: string, value: string][]
  rows: InvoiceRow[]
  /** «Итого: 104 001,00» */
  total: string
  /** «В том числе НДС 12 %: 11 143,00» */
  vat: string
  /** «Всего к оплате: 104 001,00 ₸» */
  due: string
  /**
   * «Сто четыре тысячи один тенге 00 тиын»; a Kazakh order's in Kazakh, then
   * Russian, as the headings: «Жүз төрт мың бір теңге 00 тиын / Сто четыре …».
   */
  words: string
  /** The signature lines, «Руководитель» and «Главный бухгалтер». */
  signatures: readonly string[]
  totalTiyn: number
  vatTiyn: number
}

/**
 * КНП, the code of the payment's purpose the buyer's bank asks for: 710,
 * payment for goods (the National Bank's classifier; a delivery on the same
 * invoice is part of the sale).
 */
export const PAYMENT_PURPOSE_CODE = '710'

/**
 * The invoice's headings and column titles in both languages, Kazakh first,
 * as Kazakhstan's invoices are written (issue 33; the language law puts the
 * state language first). One document for every reader: nothing on it
 * depends on who opens it or in which language the page is, so an invoice is
 * the same document on every day it is opened. The requisites, the lines and
 * the sum in words are as the order holds them.
 */
export const INVOICE_HEADINGS = {
  title: 'Шот / Счёт на оплату',
  paymentOrderSample: 'Төлем тапсырмасының үлгісі / Образец платёжного поручения',
  supplier: 'Жеткізуші / Поставщик:',
  buyer: 'Сатып алушы / Покупатель:',
  columns: {
    position: '№',
    article: 'Артикул',
    name: 'Атауы / Наименование',
    quantity: 'Саны / Кол-во',
    unit: 'Өлш. бір. / Ед.',
    price: 'Бағасы / Цена',
    sum: 'Сомасы / Сумма',
  },
  total: 'Барлығы / Итого',
  vat: (percent: number) => `Оның ішінде ҚҚС ${percent} % / В том числе НДС ${percent} %`,
  due: 'Төленетін сома / Всего к оплате',
  itemsAndSum: (count: number) =>
    `Барлық атаулар ${count}, сомасы / Всего наименований ${count}, на сумму:`,
  stamp: 'М.О. / М.П.',
} as const

/** The bank details' labels: Kazakh, then Russian. */
const BANK_LABELS = {
  beneficiary: 'Бенефициар',
  bin: 'БСН / БИН',
  iban: 'ЖСК / ИИК (IBAN)',
  bank: 'Бенефициар банкі / Банк бенефициара',
  bik: 'БСК / БИК',
  kbe: 'КБе',
  knp: 'ТМК / КНП',
  purpose: 'Төлем мақсаты / Назначение платежа',
} as const

/** Who signs a Kazakhstan invoice: lines to sign on, left blank for the pen. */
export const INVOICE_SIGNATURES = [
  'Басшы / Руководитель',
  'Бас бухгалтер / Главный бухгалтер',
] as const

/** The unit every line of the shop is sold in. */
export const INVOICE_UNIT = 'шт.'

/** «104 001,00»: an invoice always shows tiyn. */
export function invoiceAmount(tiyn: number): string {
  const whole = String(Math.floor(tiyn / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
  return `${whole},${String(tiyn % 100).padStart(2, '0')}`
}

const invoiceDate = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Asia/Almaty',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** «2 марта 2026 г.» in the shop's time (Kazakhstan). */
export const invoiceDateText = (date: Date) => invoiceDate.format(date)

const requisites = (party: CompanyDetailsInput) => [
  party.legalName,
  `БИН/ИИН ${party.bin}`,
  party.legalAddress,
  `IBAN ${party.iban}, ${party.bankName}, БИК ${party.bik}, КБе ${party.kbe}`,
]

function buyerLines(buyer: InvoiceInput['buyer']): string[] {
  if ('company' in buyer) return requisites(buyer.company)
  const { name, email, phone } = buyer.contact
  return [name, ...(phone ? [`Телефон ${phone}`] : []), ...(email ? [`E-mail ${email}`] : [])]
}

/**
 * The sum to pay in words: Russian, and for a Kazakh buyer Kazakh before it
 * (the state language first, as on the headings; the Russian stays for the
 * buyer's bank and accountant).
 */
export function sumInWords(totalTiyn: number, locale: Locale = 'ru'): string {
  const russian = tengeInWords(totalTiyn)
  return locale === 'kk' ? `${tengeInKazakhWords(totalTiyn)} / ${russian}` : russian
}

/**
 * The invoice of an order, or the reason there can be none (409): a line
 * whose price is on request, or no lines. The total is the lines' sum in
 * tiyn, so the table adds up to it exactly.
 */
export function buildInvoice(input: InvoiceInput): { invoice: Invoice } | { problem: string } {
  if (input.lines.length === 0) return { problem: INVOICE_MESSAGES.empty }
  if (input.lines.some((line) => !isPriced(line.price)))
    return { problem: INVOICE_MESSAGES.unpriced }
  let totalTiyn = 0
  const rows = input.lines.map((line, index) => {
    const priceTiyn = toTiyn(line.price!)
    const sumTiyn = priceTiyn * line.quantity
    totalTiyn += sumTiyn
    return {
      position: index + 1,
      article: line.article,
      name: line.name,
      quantity: String(line.quantity),
      unit: line.unit ?? INVOICE_UNIT,
      price: invoiceAmount(priceTiyn),
      sum: invoiceAmount(sumTiyn),
    }
  })
  const vatTiyn = vatIncludedTiyn(totalTiyn)
  const { supplier } = input
  return {
    invoice: {
      title: `${INVOICE_HEADINGS.title} № ${input.number} от ${invoiceDateText(input.date)}`,
      supplier: requisites(supplier),
      buyer: buyerLines(input.buyer),
      bank: [
        [BANK_LABELS.beneficiary, supplier.legalName],
        [BANK_LABELS.bin, supplier.bin],
        [BANK_LABELS.iban, supplier.iban],
        [BANK_LABELS.bank, supplier.bankName],
        [BANK_LABELS.bik, supplier.bik],
        [BANK_LABELS.kbe, supplier.kbe],
        [BANK_LABELS.knp, PAYMENT_PURPOSE_CODE],
        // The purpose is copied into the payment order as it is: one language.
        [
          BANK_LABELS.purpose,
          `Оплата по счёту № ${input.number} от ${invoiceDateText(input.date)}`,
        ],
      ],
      rows,
      total: `${INVOICE_HEADINGS.total}: ${invoiceAmount(totalTiyn)}`,
      vat: `${INVOICE_HEADINGS.vat(VAT_RATE_PERCENT)}: ${invoiceAmount(vatTiyn)}`,
      due: `${INVOICE_HEADINGS.due}: ${invoiceAmount(totalTiyn)} ₸`,
      words: sumInWords(totalTiyn, input.locale),
      signatures: INVOICE_SIGNATURES,
      totalTiyn,
      vatTiyn,
    },
  }
}

/** The PDF's file name: «Счёт-на-оплату-A-000902.pdf». */
export const invoiceFileName = (orderNumber: string) =>
  `Счёт-на-оплату-${orderNumber.replace(/[^\p{L}\p{N}-]/gu, '_')}.pdf`
