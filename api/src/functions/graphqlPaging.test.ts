import { mockContext, mockHttpEvent } from '@redwoodjs/testing/api'

import { handler } from './graphql'

/**
 * GraphQL lists share REST's page rules (domain/pagination): a page too far
 * for PostgreSQL to offset to is the caller's mistake, answered in Russian
 * with BAD_USER_INPUT, never a database error (500).
 */
const gql = async (query: string) => {
  const r = await handler(
    mockHttpEvent({
      path: '/graphql',
      httpMethod: 'POST',
      headers: { host: 'shop.test', 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
    mockContext()
  )
  return { status: r.statusCode, json: JSON.parse(r.body) }
}

const HUGE = 2_147_483_647

describe('GraphQL pagination bounds', () => {
  it.each([
    ['products', `{ products(page: ${HUGE}, pageSize: 100) { count } }`],
    ['newProducts', `{ newProducts(page: ${HUGE}, pageSize: 9) { count } }`],
    ['categories', `{ categories(page: ${HUGE}, pageSize: 100) { count } }`],
    ['subcategories', `{ subcategories(page: 30000000, pageSize: 100) { count } }`],
    ['newsList', `{ newsList(page: ${HUGE}, pageSize: 2) { count } }`],
    ['projects', `{ projects(page: ${HUGE}) { count } }`],
  ])('%s: a page past what can be offset is BAD_USER_INPUT in Russian', async (_name, query) => {
    const answer = await gql(query)
    expect(answer.json.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Номер страницы должен быть не больше \d+\.$/),
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ])
  })

  it('a far but reachable page is still the usual «Неправильная страница.»', async () => {
    const answer = await gql('{ categories(page: 1000, pageSize: 100) { count } }')
    expect(answer.json.errors).toEqual([
      expect.objectContaining({ message: 'Неправильная страница.' }),
    ])
  })
})

describe('GraphQL numeric filter bounds', () => {
  it.each([
    ['products price', '{ products(filter: { price: { min: 1e300 } }) { count } }', 'price'],
    ['products width', '{ products(filter: { width: { max: -1e20 } }) { count } }', 'width'],
    [
      'priceLimits length',
      '{ priceLimits(filter: { length: { min: 9007199254740993 } }) { minPrice } }',
      'length',
    ],
  ])('%s past the REST bound is BAD_USER_INPUT in Russian', async (_name, query, field) => {
    const { json } = await gql(query)
    expect(json.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: [expect.stringMatching(/^Убедитесь/)] },
    })
  })
})
