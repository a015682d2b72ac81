import type { User } from '@prisma/client'
import { pdfText } from 'testing/pdfText'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { ConflictError, NotAuthenticatedError, NotFoundError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { SupplierRequisitesError } from 'src/modules/orders/invoice/supplier'
import { placeOrderInput } from 'src/modules/orders/rules/draftOrder'
import { INVOICE_MESSAGES } from 'src/modules/orders/rules/invoice'
import { placeOrder } from 'src/modules/orders/workflow/placing'

import { invoicePartiesOf } from '../../modules/orders/workflow/invoiceParties'

import { orderInvoicePdf } from './invoices'
import type { StandardScenario } from './invoices.scenarios'

const loginAs = (user: User | null) =>
  mockCurrentUser(
    user ? currentUserFixture({ id: user.id, email: user.email, role: user.role }) : null
  )

const textOf = async (orderId: number) => {
  const { pdf } = await orderInvoicePdf(orderId)
  return pdfText(pdf).join(' ').replace(/\s+/g, ' ')
}

describe('orderInvoicePdf', () => {
  scenario('the owner gets the invoice of her placed order', async (s: StandardScenario) => {
    loginAs(s.user.aigerim)
    const { fileName, pdf } = await orderInvoicePdf(s.order.placed.id)
    expect(fileName).toBe('Счёт-на-оплату-A-000902.pdf')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ')
    expect(text).toContain('Шот / Счёт на оплату № A-000902 от 2 марта 2026 г.')
    // The buyer is her company; the supplier the shop (.env.defaults' demo values).
    expect(text).toContain('ТОО «Аква Строй»')
    expect(text).toContain('БИН/ИИН 971240001315')
    expect(text).toContain(`БИН/ИИН ${process.env.SHOP_BIN}`)
    expect(text).toContain('Төленетін сома / Всего к оплате: 120 000,00 ₸')
    expect(text).toContain('В том числе НДС 12 %: 12 857,14')
    expect(text).toContain('Сто двадцать тысяч тенге 00 тиын')
  })

  scenario(
    'a customer without company details is named by name and contacts',
    async (s: StandardScenario) => {
      loginAs(s.user.daniyar)
      const text = await textOf(s.order.daniyars.id)
      expect(text).toContain('Серикбаев Данияр')
      expect(text).toContain('Телефон +7 (701) 234 56 78')
      expect(text).toContain('E-mail daniyar@example.kz')
      // The goods (1 001,07) and the fixed delivery fee (1 500), as the order asks to pay.
      expect(text).toContain('Доставка')
      expect(text).toContain('Всего к оплате: 2 501,07 ₸')
      expect(text).toContain('Две тысячи пятьсот один тенге 07 тиын')
    }
  )

  scenario('staff who work orders get any customer’s invoice', async (s: StandardScenario) => {
    loginAs(s.user.manager)
    expect(await textOf(s.order.daniyars.id)).toContain('A-000905')
    expect(await textOf(s.order.placed.id)).toContain('ТОО «Аква Строй»')
  })

  scenario('anyone else hears 404, a guest 401', async (s: StandardScenario) => {
    loginAs(s.user.daniyar)
    await expect(orderInvoicePdf(s.order.placed.id)).rejects.toThrow(NotFoundError)
    loginAs(s.user.editor)
    await expect(orderInvoicePdf(s.order.placed.id)).rejects.toThrow(NotFoundError)
    loginAs(s.user.aigerim)
    await expect(orderInvoicePdf(999_999)).rejects.toThrow(NotFoundError)
    loginAs(null)
    await expect(orderInvoicePdf(s.order.placed.id)).rejects.toThrow(NotAuthenticatedError)
  })

  scenario(
    'a draft, a cancelled order and a price on request are 409',
    async (s: StandardScenario) => {
      loginAs(s.user.aigerim)
      await expect(orderInvoicePdf(s.order.draft.id)).rejects.toEqual(
        new ConflictError(INVOICE_MESSAGES.draft)
      )
      await expect(orderInvoicePdf(s.order.cancelled.id)).rejects.toEqual(
        new ConflictError(INVOICE_MESSAGES.cancelled)
      )
      await expect(orderInvoicePdf(s.order.onRequest.id)).rejects.toEqual(
        new ConflictError(INVOICE_MESSAGES.unpriced)
      )
    }
  )

  describe('the same document tomorrow', () => {
    const SHOP_CHANGES = {
      SHOP_LEGAL_NAME: 'ТОО «Новое имя магазина»',
      SHOP_LEGAL_ADDRESS: 'г. Астана, ул. Новая, 1',
      SHOP_BANK_NAME: 'АО «Другой банк»',
    }
    let saved: Record<string, string | undefined>
    beforeEach(() => {
      saved = Object.fromEntries(Object.keys(SHOP_CHANGES).map((k) => [k, process.env[k]]))
    })
    afterEach(() => {
      for (const [key, value] of Object.entries(saved)) process.env[key] = value
    })
    /** The customer's company and the shop's requisites change after the order was placed. */
    const changeEverything = async (userId: number) => {
      await db.companyDetails.upsert({
        where: { userId },
        update: { legalName: 'ТОО «Переименованное»', legalAddress: 'г. Атырау, ул. Другая, 5' },
        create: {
          userId,
          legalName: 'ТОО «Переименованное»',
          bin: '971240001315',
          legalAddress: 'г. Атырау, ул. Другая, 5',
          iban: 'KZ86125KZT5004100100',
          bankName: 'АО «Kaspi Bank»',
          bik: 'CASPKZKA',
          kbe: '17',
        },
      })
      await db.user.update({ where: { id: userId }, data: { lastName: 'Переименован' } })
      Object.assign(process.env, SHOP_CHANGES)
    }

    scenario(
      'an order placed today keeps its buyer and shop whatever changes later',
      async (s: StandardScenario) => {
        const shop = await db.shop.create({
          data: { name: 'Актобе', nameForGuest: 'Актобе', city: 'Актобе', address: 'ул. 1' },
        })
        await db.stock.create({ data: { productId: s.product.pump.id, shopId: shop.id, count: 5 } })
        loginAs(s.user.aigerim)
        await placeOrder(s.order.draft.id, parseInput(placeOrderInput, {}))
        const before = await textOf(s.order.draft.id)
        expect(before).toContain('ТОО «Аква Строй»')
        expect(before).toContain(process.env.SHOP_LEGAL_NAME)

        await changeEverything(s.user.aigerim.id)
        const after = await textOf(s.order.draft.id)
        expect(after).toBe(before)
        expect(after).not.toContain('Переименованное')
        expect(after).not.toContain('Новое имя магазина')
        // A new order of hers names the new details: the snapshot is per order.
        const snapshot = await db.order.findUniqueOrThrow({ where: { id: s.order.draft.id } })
        expect(snapshot.invoiceBuyer).toMatchObject({ company: { legalName: 'ТОО «Аква Строй»' } })
      }
    )

    scenario(
      'an order placed before the snapshot is fixed by its first invoice',
      async (s: StandardScenario) => {
        loginAs(s.user.daniyar)
        // Five first invoices at once store one snapshot and all read it.
        const order = await db.order.findUniqueOrThrow({ where: { id: s.order.daniyars.id } })
        const parties = await Promise.all(
          Array.from({ length: 5 }, () => db.$transaction((tx) => invoicePartiesOf(tx, order)))
        )
        expect(new Set(parties.map((p) => JSON.stringify(p))).size).toBe(1)
        const first = await textOf(s.order.daniyars.id)
        expect(first).toContain('Серикбаев Данияр')
        await changeEverything(s.user.daniyar.id)
        expect(await textOf(s.order.daniyars.id)).toBe(first)
      }
    )

    scenario(
      'the owner’s language does not change it: the headings are Kazakh and Russian for everyone',
      async (s: StandardScenario) => {
        loginAs(s.user.aigerim)
        const before = await textOf(s.order.placed.id)
        expect(before).toContain('Жеткізуші / Поставщик:')
        await db.user.update({ where: { id: s.user.aigerim.id }, data: { locale: 'kk' } })
        expect(await textOf(s.order.placed.id)).toBe(before)
      }
    )

    scenario(
      'an order placed from a Kazakh page writes its sum in Kazakh, then Russian',
      async (s: StandardScenario) => {
        loginAs(s.user.aigerim)
        await db.order.update({ where: { id: s.order.placed.id }, data: { locale: 'kk' } })
        const text = await textOf(s.order.placed.id)
        expect(text).toContain('Жүз жиырма мың теңге 00 тиын / Сто двадцать тысяч тенге 00 тиын')
        expect(text).toContain('Шот / Счёт на оплату № A-000902 от 2 марта 2026 г.')
      }
    )
  })

  scenario('invalid shop requisites stop invoices with 503', async (s: StandardScenario) => {
    const saved = process.env.SHOP_IBAN
    process.env.SHOP_IBAN = 'KZ00601A861000000001'
    try {
      loginAs(s.user.aigerim)
      await expect(orderInvoicePdf(s.order.placed.id)).rejects.toThrow(SupplierRequisitesError)
    } finally {
      process.env.SHOP_IBAN = saved
    }
  })
})
