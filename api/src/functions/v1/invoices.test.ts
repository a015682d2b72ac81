import type { User } from '@prisma/client'
import { pdfText } from 'testing/pdfText'
import { callV1 } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { INVOICE_MESSAGES } from 'src/modules/orders/rules/invoice'
import type { StandardScenario } from 'src/services/invoices/invoices.scenarios'

/** Guests go through the real function (no cookie); users are mocked and call the router. */
async function invoiceAs(who: User | 'guest', orderId: number | string) {
  mockCurrentUser(
    who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
  )
  return callV1(`/order/${orderId}/invoice/`, { asCurrentUser: who !== 'guest' })
}

/** The bytes of a binary answer (the adapter sends them base64-encoded). */
const bytesOf = (answer: { text: string }) => Buffer.from(answer.text, 'base64')

describe('GET /api/v1/order/{id}/invoice/', () => {
  scenario('the owner gets a PDF named after the order', async (s: StandardScenario) => {
    const answer = await invoiceAs(s.user.aigerim, s.order.placed.id)
    expect(answer.status).toBe(200)
    expect(answer.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    expect(answer.headers['Content-Disposition']).toBe(
      'attachment; filename="____-__-______-A-000902.pdf"; ' +
        "filename*=UTF-8''%D0%A1%D1%87%D1%91%D1%82-%D0%BD%D0%B0-%D0%BE%D0%BF%D0%BB%D0%B0%D1%82%D1%83-A-000902.pdf"
    )
    const pdf = bytesOf(answer)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(answer.headers['Content-Length']).toBe(String(pdf.length))
    const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ')
    expect(text).toContain('Счёт на оплату № A-000902')
    expect(text).toContain('БИН/ИИН 971240001315')
    expect(text).toContain('Сто двадцать тысяч тенге 00 тиын')
  })

  scenario(
    'staff get it too; another customer and an editor get 404',
    async (s: StandardScenario) => {
      expect((await invoiceAs(s.user.manager, s.order.placed.id)).status).toBe(200)
      for (const who of [s.user.daniyar, s.user.editor]) {
        const answer = await invoiceAs(who, s.order.placed.id)
        expect({ who: who.email, status: answer.status, body: answer.body }).toEqual({
          who: who.email,
          status: 404,
          body: { detail: 'Заказ не найден.' },
        })
      }
      expect((await invoiceAs(s.user.aigerim, 'abc')).status).toBe(404)
    }
  )

  scenario(
    'staff asking for a draft’s invoice hear 404, as for a missing order',
    async (s: StandardScenario) => {
      const answer = await invoiceAs(s.user.manager, s.order.draft.id)
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 404,
        body: { detail: 'Заказ не найден.' },
      })
    }
  )

  scenario(
    'a staff read of an invoice is audited, the owner’s is not',
    async (s: StandardScenario) => {
      expect((await invoiceAs(s.user.aigerim, s.order.placed.id)).status).toBe(200)
      expect(await db.auditEntry.count()).toBe(0)
      expect((await invoiceAs(s.user.manager, s.order.placed.id)).status).toBe(200)
      const entries = await db.auditEntry.findMany()
      expect(entries).toEqual([
        expect.objectContaining({
          actorId: s.user.manager.id,
          actorEmail: s.user.manager.email,
          action: 'invoice.download',
          entity: 'order',
          entityId: String(s.order.placed.id),
          after: expect.objectContaining({
            number: s.order.placed.number,
            customerId: s.user.aigerim.id,
          }),
        }),
      ])
    }
  )

  scenario('a guest gets 401', async (s: StandardScenario) => {
    const answer = await invoiceAs('guest', s.order.placed.id)
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ detail: 'Учетные данные не были предоставлены.' })
  })

  scenario(
    'a draft, a cancelled order and a price on request get 409 in Russian',
    async (s: StandardScenario) => {
      for (const [order, detail] of [
        [s.order.draft, INVOICE_MESSAGES.draft],
        [s.order.cancelled, INVOICE_MESSAGES.cancelled],
        [s.order.onRequest, INVOICE_MESSAGES.unpriced],
      ] as const) {
        const answer = await invoiceAs(s.user.aigerim, order.id)
        expect({ number: order.number, status: answer.status, body: answer.body }).toEqual({
          number: order.number,
          status: 409,
          body: { detail },
        })
      }
    }
  )

  scenario(
    'invalid shop requisites answer 503 with a Russian detail',
    async (s: StandardScenario) => {
      const saved = process.env.SHOP_BIK
      process.env.SHOP_BIK = 'NOTABIK'
      try {
        const answer = await invoiceAs(s.user.aigerim, s.order.placed.id)
        expect(answer.status).toBe(503)
        expect(answer.body).toEqual({ detail: expect.stringContaining('реквизиты магазина') })
      } finally {
        process.env.SHOP_BIK = saved
      }
    }
  )
})
