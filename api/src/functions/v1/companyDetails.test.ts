import type { User } from '@prisma/client'
import { expectContract } from 'testing/rest/expectContract'
import { callV1, type Json } from 'testing/rest/testClient'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { BIK_MESSAGE, BIN_MESSAGES, KBE_MESSAGE } from 'src/lib/domain/kzRequisites'

const PATH = '/users/company/'
const ORIGIN = { origin: 'http://shop.test' }

async function as(who: User | 'guest', method: 'GET' | 'PUT' | 'DELETE', body?: unknown) {
  mockCurrentUser(
    who === 'guest' ? null : currentUserFixture({ id: who.id, email: who.email, role: who.role })
  )
  const answer = await callV1(PATH, {
    method,
    body,
    headers: ORIGIN,
    asCurrentUser: who !== 'guest',
  })
  return { status: answer.status, body: answer.body as Json }
}

const WIRE = {
  legal_name: 'ИП «Данияр»',
  bin: '940140000385',
  legal_address: 'г. Актобе, пр. Абилкайыр хана, 62',
  iban: 'KZ75 125K ZT20 6910 0100',
  bank_name: 'АО «Kaspi Bank»',
  bik: 'CASPKZKA',
  kbe: '19',
}

describe('/api/v1/users/company/', () => {
  scenario('guests get 401 from every call', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await as('guest', method, method === 'PUT' ? WIRE : undefined)
      expect({ method, status: answer.status }).toEqual({ method, status: 401 })
    }
    expect(await db.companyDetails.count()).toBe(1)
  })

  scenario('the owner reads hers in snake_case', async (s) => {
    const answer = await as(s.user.aigerim, 'GET')
    expect(answer.status).toBe(200)
    expectContract('GET', PATH, answer.body)
    expect(answer.body).toMatchObject({
      legal_name: 'ТОО «Аква Строй»',
      bin: '971240001315',
      iban: 'KZ86125KZT5004100100',
      bank_name: 'АО «Народный банк Казахстана»',
      bik: 'HSBKKZKX',
      kbe: '17',
    })
  })

  scenario('a customer with none gets 404, saves, reads, deletes', async (s) => {
    expect(await as(s.user.daniyar, 'GET')).toEqual({
      status: 404,
      body: { detail: 'Реквизиты компании не заполнены.' },
    })
    const saved = await as(s.user.daniyar, 'PUT', WIRE)
    expect(saved.status).toBe(200)
    expectContract('PUT', PATH, saved.body)
    expect(saved.body).toMatchObject({ iban: 'KZ75125KZT2069100100', legal_name: 'ИП «Данияр»' })
    expect((await as(s.user.daniyar, 'GET')).body).toMatchObject({ bin: '940140000385' })
    expect((await as(s.user.daniyar, 'DELETE')).status).toBe(204)
    expect((await as(s.user.daniyar, 'DELETE')).status).toBe(404)
    // Hers stayed as it was.
    expect((await as(s.user.aigerim, 'GET')).body).toMatchObject({ bin: '971240001315' })
  })

  scenario('400 with Russian messages under the wire names', async (s) => {
    const answer = await as(s.user.daniyar, 'PUT', {
      ...WIRE,
      legal_name: ' ',
      bin: '94014000038',
      bik: 'CASPRUKA',
      kbe: '03',
    })
    expect(answer).toEqual({
      status: 400,
      body: {
        legal_name: ['Обязательное поле'],
        bin: [BIN_MESSAGES.format],
        bik: [BIK_MESSAGE],
        kbe: [KBE_MESSAGE],
      },
    })
    expect(await db.companyDetails.count({ where: { userId: s.user.daniyar.id } })).toBe(0)
  })

  scenario('a write from another site is refused (403)', async (s) => {
    mockCurrentUser(currentUserFixture({ id: s.user.daniyar.id, email: 'daniyar@example.kz' }))
    const answer = await callV1(PATH, {
      method: 'PUT',
      body: WIRE,
      headers: { origin: 'https://evil.example' },
      asCurrentUser: true,
    })
    expect(answer.status).toBe(403)
    expect(await db.companyDetails.count({ where: { userId: s.user.daniyar.id } })).toBe(0)
  })
})
