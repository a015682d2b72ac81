import { pdfText } from 'testing/pdfText'

import { buildInvoice, type Invoice, type InvoiceInput } from 'src/modules/orders/rules/invoice'

import { ARTICLE_MAX_LINES, articleLayout, renderInvoicePdf } from './pdf'

const PARTY = {
  legalName: 'ТОО «Акватория»',
  bin: '201240001237',
  legalAddress: 'г. Атырау, ул. Сатпаева, 17',
  iban: 'KZ86601A861000000001',
  bankName: 'АО «Народный банк Казахстана»',
  bik: 'HSBKKZKX',
  kbe: '17',
}

const invoiceOf = (extra: Partial<InvoiceInput> = {}): Invoice => {
  const result = buildInvoice({
    number: 'A-000902',
    date: new Date('2026-03-02T10:00:00Z'),
    lines: [{ article: 'NS-100', name: 'Насосная станция NS-100', quantity: 2, price: 60000 }],
    supplier: PARTY,
    buyer: { company: { ...PARTY, legalName: 'ТОО «Аква Строй»', bin: '971240001315' } },
    ...extra,
  })
  if (!('invoice' in result)) throw new Error(result.problem)
  return result.invoice
}

/** Whitespace as one space: readers split lines and cells their own way. */
const flat = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ')

describe('renderInvoicePdf', () => {
  it('writes a PDF whose text can be selected: number, buyer’s БИН, total, words', async () => {
    const pdf = await renderInvoicePdf(invoiceOf(), { author: 'ТОО «Акватория»' })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = flat(pdfText(pdf))
    expect(text).toContain('Шот / Счёт на оплату № A-000902 от 2 марта 2026 г.')
    expect(text).toContain('БИН/ИИН 971240001315')
    expect(text).toContain('ТОО «Аква Строй»')
    expect(text).toContain('Насосная станция NS-100')
    expect(text).toContain('Төленетін сома / Всего к оплате: 120 000,00 ₸')
    expect(text).toContain('Оның ішінде ҚҚС 12 % / В том числе НДС 12 %: 12 857,14')
    expect(text).toContain('Сто двадцать тысяч тенге 00 тиын')
    expect(text).toContain('KZ86601A861000000001')
  })

  it('embeds its font (no text drawn as pictures, no font the reader must have)', async () => {
    const pdf = (await renderInvoicePdf(invoiceOf(), { author: 'x' })).toString('latin1')
    expect(pdf).toMatch(/\/FontFile2/)
    expect(pdf).toMatch(/DejaVuSans/)
    expect(pdf).toMatch(/\/ToUnicode/)
    expect(pdf).not.toMatch(/\/Subtype \/Image/)
  })

  it('carries a long order over pages, the header again on each', async () => {
    const lines = Array.from({ length: 80 }, (_, index) => ({
      article: `ART-${index + 1}`,
      name: `Товар номер ${index + 1} с длинным названием, которое занимает две строки в ячейке`,
      quantity: 1,
      price: 100,
    }))
    const pages = pdfText(await renderInvoicePdf(invoiceOf({ lines }), { author: 'x' }))
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) expect(page).toContain('Атауы / Наименование')
    const text = flat(pages)
    expect(text).toContain('ART-80')
    expect(text).toContain('Восемь тысяч тенге 00 тиын')
  })
})

describe('what a Kazakhstan accountant looks for (issue 30 §2)', () => {
  it('the payment order sample carries КНП 710 and the purpose; the supplier signs on two lines', async () => {
    const text = flat(pdfText(await renderInvoicePdf(invoiceOf(), { author: 'x' })))
    expect(text).toContain('ТМК / КНП: 710')
    expect(text).toContain(
      'Төлем мақсаты / Назначение платежа: Оплата по счёту № A-000902 от 2 марта 2026 г.'
    )
    expect(text).toMatch(/Руководитель _+ \/_+\//)
    expect(text).toMatch(/Главный бухгалтер _+ \/_+\//)
    expect(text).toContain('Басшы / Руководитель')
    expect(text).toContain('М.О. / М.П.')
  })

  it('a long article shrinks to keep to two lines, and is printed whole', async () => {
    // As long as real articles run (a supplier's code with its options): three lines at 9 pt.
    const long = 'GRUNDFOS-CMBE3-62-IUCCDA-98374713'
    expect(articleLayout('NS-100')).toEqual({ size: 9, lines: 1 })
    const fitted = articleLayout(long)
    expect(fitted.lines).toBeLessThanOrEqual(ARTICLE_MAX_LINES)
    expect(fitted.size).toBeLessThan(9)
    const lines = [{ article: long, name: 'Насос', quantity: 1, price: 100 }]
    const text = flat(pdfText(await renderInvoicePdf(invoiceOf({ lines }), { author: 'x' })))
    expect(text.replace(/\s/g, '')).toContain(long)
  })
})
