import type { User } from '@prisma/client'

import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { BIN_MESSAGES } from 'src/lib/domain/kzRequisites'
import { createSession } from 'src/lib/sessions'

import { handler } from './graphql'

/** One GraphQL call as the shop's own page sends it, with the user's real session cookie. */
async function gqlAs(user: User | null, query: string, variables?: unknown) {
  const headers: Record<string, string> = {
    host: 'shop.test',
    origin: 'http://shop.test',
    'content-type': 'application/json',
  }
  if (user) {
    const { token } = await createSession(user.id)
    headers.cookie = `akv_session=${token}; auth-provider=dbAuth`
  }
  const answer = await handler(
    mockHttpEvent({
      path: '/graphql',
      httpMethod: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    }),
    mockContext()
  )
  return JSON.parse(answer.body) as {
    data?: Record<string, unknown> | null
    errors?: { message: string; extensions?: Record<string, unknown> }[]
  }
}

const MY_COMPANY = '{ myCompany { legalName bin iban } }'
const CUSTOMER_COMPANY = 'query ($id: Int!) { adminCustomerCompany(userId: $id) { legalName bin } }'
const SAVE = 'mutation ($input: CompanyDetailsInput!) { saveMyCompany(input: $input) { bin iban } }'

const codeOf = (answer: Awaited<ReturnType<typeof gqlAs>>) => answer.errors?.[0]?.extensions?.code

describe('company details over GraphQL', () => {
  scenario('a guest is refused', async () => {
    expect(codeOf(await gqlAs(null, MY_COMPANY))).toBe('UNAUTHENTICATED')
  })

  scenario('the owner reads hers; a manager reads any customer’s', async (s) => {
    expect((await gqlAs(s.user.aigerim, MY_COMPANY)).data).toEqual({
      myCompany: {
        legalName: 'ТОО «Аква Строй»',
        bin: '971240001315',
        iban: 'KZ86125KZT5004100100',
      },
    })
    expect((await gqlAs(s.user.manager, CUSTOMER_COMPANY, { id: s.user.aigerim.id })).data).toEqual(
      { adminCustomerCompany: { legalName: 'ТОО «Аква Строй»', bin: '971240001315' } }
    )
  })

  scenario(
    'another customer reads only his own (none) and may not use the staff query',
    async (s) => {
      expect((await gqlAs(s.user.daniyar, MY_COMPANY)).data).toEqual({ myCompany: null })
      const staffOnly = await gqlAs(s.user.daniyar, CUSTOMER_COMPANY, { id: s.user.aigerim.id })
      expect(codeOf(staffOnly)).toBe('FORBIDDEN')
      expect(staffOnly.data?.adminCustomerCompany ?? null).toBeNull()
    }
  )

  scenario('a wrong БИН is BAD_USER_INPUT with the field’s Russian message', async (s) => {
    const answer = await gqlAs(s.user.daniyar, SAVE, {
      input: {
        legalName: 'ИП «Данияр»',
        bin: '940140000386',
        legalAddress: 'г. Актобе',
        iban: 'KZ75125KZT2069100100',
        bankName: 'АО «Kaspi Bank»',
        bik: 'CASPKZKA',
        kbe: '19',
      },
    })
    expect(answer.errors?.[0]).toMatchObject({
      message: BIN_MESSAGES.checkDigit,
      extensions: { code: 'BAD_USER_INPUT', fields: { bin: [BIN_MESSAGES.checkDigit] } },
    })
    expect(await db.companyDetails.count({ where: { userId: s.user.daniyar.id } })).toBe(0)
  })
})
