import { expectContract } from 'testing/rest/expectContract'
import { callV1 } from 'testing/rest/testClient'

import { db } from 'src/lib/db'

describe('POST /api/v1/callback/', () => {
  scenario('201 with the success text; the lead waits for the CRM', async () => {
    const answer = await callV1('/callback/', {
      method: 'POST',
      body: {
        username: 'Ерлан',
        phone: '+7 (777) 123 45 67',
        email: 'erlan@mail.kz',
        agreement: true,
      },
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ success: true, detail: 'Заявка успешно отправлена' })
    expectContract('POST', '/callback/', answer.body)
    expect(await db.callbackLead.count({ where: { crmState: 'pending' } })).toBe(1)
  })

  scenario('403 from a foreign page, without any cookie; nothing stored', async () => {
    const body = { username: 'Ерлан', phone: '+7 (777) 123 45 67', agreement: true }
    const before = await db.callbackLead.count()
    for (const headers of [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/form' },
      { origin: 'https://shop.test' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    ]) {
      const answer = await callV1('/callback/', { method: 'POST', body, headers })
      expect({ headers, status: answer.status }).toEqual({ headers, status: 403 })
      expect(answer.body).toEqual({ detail: 'Запрос с другого сайта отклонён.' })
    }
    expect(await db.callbackLead.count()).toBe(before)
    const own = await callV1('/callback/', {
      method: 'POST',
      body,
      headers: { origin: 'http://shop.test' },
    })
    expect(own.status).toBe(201)
    expect(await db.callbackLead.count()).toBe(before + 1)
  })

  scenario('400 with the SPEC §5 messages per field', async () => {
    const answer = await callV1('/callback/', {
      method: 'POST',
      body: { username: '', phone: '+7 (777) 123', email: 'erlan', agreement: false },
    })
    expect(answer).toMatchObject({
      status: 400,
      body: {
        username: ['Обязательное поле!'],
        phone: ['Введите полный номер телефона'],
        email: ['Введите корректный E-mail'],
        agreement: ['Обязательное поле!'],
      },
    })
  })

  scenario('429 with Retry-After once an address sent too many', async () => {
    const send = () =>
      callV1('/callback/', {
        method: 'POST',
        body: { username: 'Ерлан', phone: '87771234567' },
        headers: { 'x-test-ip': 'ignored' },
      })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await send()).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const refused = await send()
    expect(refused.headers['Retry-After']).toEqual(expect.any(String))
    expect(refused.body).toEqual({ detail: 'Слишком много запросов. Повторите попытку позже.' })
  })
})
