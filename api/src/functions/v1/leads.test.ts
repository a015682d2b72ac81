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

  scenario(
    'keeps the page and the product it was sent from; both optional (issue 30 §3)',
    async () => {
      const answer = await callV1('/callback/', {
        method: 'POST',
        body: {
          username: 'Серик',
          phone: '+7 (701) 555 01 01',
          comment: 'Подойдёт ли для скважины 40 м?',
          page: '/catalog/product/GR-1?utm_source=x#top',
          article: 'GR-1',
        },
      })
      expect(answer.status).toBe(201)
      expect(answer.body).toEqual({ success: true, detail: 'Заявка успешно отправлена' })
      expect(
        await db.callbackLead.findFirstOrThrow({
          where: { username: 'Серик' },
          select: { page: true, productArticle: true, comment: true },
        })
      ).toEqual({
        // The query is cut off: it may hold a token.
        page: '/catalog/product/GR-1',
        productArticle: 'GR-1',
        comment: 'Подойдёт ли для скважины 40 м?',
      })
      // The old site's body (neither field) is stored as it was: no page, no product.
      await callV1('/callback/', {
        method: 'POST',
        body: { username: 'Старый сайт', phone: '87771234567' },
      })
      expect(
        await db.callbackLead.findFirstOrThrow({
          where: { username: 'Старый сайт' },
          select: { page: true, productArticle: true },
        })
      ).toEqual({ page: null, productArticle: null })
    }
  )

  scenario('400 for a page that is not a path of this site', async () => {
    const before = await db.callbackLead.count()
    for (const page of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/a b']) {
      const answer = await callV1('/callback/', {
        method: 'POST',
        body: { username: 'Ерлан', phone: '87771234567', page },
      })
      expect({ page, status: answer.status, body: answer.body }).toEqual({
        page,
        status: 400,
        body: { page: ['Неверное значение.'] },
      })
    }
    expect(await db.callbackLead.count()).toBe(before)
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
        username: ['Обязательное поле'],
        phone: ['Введите полный номер телефона'],
        email: ['Введите корректный E-mail'],
        agreement: ['Обязательное поле'],
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
