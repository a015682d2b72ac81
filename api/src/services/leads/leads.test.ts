import { db } from 'src/lib/db'
import { callbackLeadInput } from 'src/lib/domain/callbackLead'
import { InvalidInputError, TooManyRequestsError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { crmLeadKey } from 'src/lib/outbox'
import { RATE_RULES } from 'src/lib/rateLimit'

import { submitCallbackLead, submitLead } from './leads'

const raw = { username: 'Ерлан', phone: '8 777 123 45 67', comment: 'Нужен котёл' }
const form = parseInput(callbackLeadInput, raw)

describe('submitLead', () => {
  scenario('stores the lead and its outbox row together, calling nothing external', async () => {
    const lead = await submitLead(form, { ip: '10.1.0.1' })
    expect(lead).toMatchObject({
      source: 'callback',
      username: 'Ерлан',
      phone: '+77771234567',
      crmState: 'pending',
      ip: '10.1.0.1',
    })
    const row = await db.outboxMessage.findUniqueOrThrow({
      where: { idempotencyKey: crmLeadKey(lead.id) },
    })
    expect(row).toMatchObject({ kind: 'crm_lead', state: 'pending', payload: { leadId: lead.id } })
  })

  scenario('keeps the page (path only) and the product the form was sent from', async () => {
    const lead = await submitLead(
      parseInput(callbackLeadInput, {
        ...raw,
        page: '/new-password?token=secret',
        article: ' GR-1 ',
      }),
      { ip: '10.1.0.2' }
    )
    expect(lead).toMatchObject({ page: '/new-password', productArticle: 'GR-1' })
    const plain = await submitLead(form, { ip: '10.1.0.2' })
    expect(plain).toMatchObject({ page: null, productArticle: null })
  })

  scenario('refuses a bad form and stores nothing', async () => {
    await expect(
      submitCallbackLead({ input: { phone: '123', comment: 42 as never } }, {} as never)
    ).rejects.toThrow(InvalidInputError)
    expect(await db.callbackLead.count()).toBe(1)
    expect(await db.outboxMessage.count()).toBe(0)
  })

  scenario('is limited per address', async () => {
    const ip = { ip: '10.1.0.3' }
    for (let i = 0; i < RATE_RULES.callbackLeadPerIp.limit; i++) await submitLead(form, ip)
    await expect(submitLead(form, ip)).rejects.toThrow(TooManyRequestsError)
    // Another address is not affected.
    await expect(submitLead(form, { ip: '10.1.0.4' })).resolves.toBeTruthy()
  })

  scenario('answers the GraphQL mutation with the success text', async () => {
    expect(await submitCallbackLead({ input: raw }, {} as never)).toEqual({
      success: true,
      detail: 'Заявка успешно отправлена',
    })
  })
})
