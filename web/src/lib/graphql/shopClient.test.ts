import { parse } from 'graphql/language/parser'

import { createShopGraphQLClient } from './shopClient'

const SHOPS = parse(`
  query ProbeShops($city: String) {
    shops(city: $city) {
      id
      name
    }
  }
`)
const RENAME = parse(`
  mutation ProbeRename($id: Int!) {
    renameShop(id: $id) {
      id
      name
    }
  }
`)
const SHOP = { __typename: 'Shop', id: 1, name: 'Магазин в Атырау' }

type Answer = { status?: number; body: unknown }
function fetchAnswering(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit; body: Record<string, unknown> }[] = []
  const mock = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init, body: JSON.parse(String(init.body)) })
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]
    return new Response(
      typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
      {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }
    )
  })
  globalThis.fetch = mock as unknown as typeof fetch
  return calls
}

const guest = () => ({ type: 'dbAuth', getToken: async () => null })

describe('ShopGraphQLClient', () => {
  const realFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = realFetch
  })

  it('posts the operation with __typename asked, and the session token read at request time', async () => {
    const calls = fetchAnswering({ body: { data: { shops: [SHOP] } } })
    let token: string | null = null
    const client = createShopGraphQLClient(
      () => ({ type: 'dbAuth', getToken: async () => token }),
      '/api/graphql',
      []
    )
    await client.fetch(SHOPS, { city: 'Атырау' })
    expect(calls[0].url).toBe('/api/graphql')
    expect(calls[0].body).toMatchObject({
      operationName: 'ProbeShops',
      variables: { city: 'Атырау' },
    })
    expect(calls[0].body.query).toContain('__typename')
    expect((calls[0].init.headers as Record<string, string>).authorization).toBeUndefined()

    token = '42'
    await client.fetch(SHOPS, { city: 'Актобе' })
    expect(calls[1].init.headers).toMatchObject({
      authorization: 'Bearer 42',
      'auth-provider': 'dbAuth',
    })
  })

  it('starts from the prerendered answers: the page shows its data before any request', () => {
    const calls = fetchAnswering({ body: {} })
    const client = createShopGraphQLClient(guest, '/g', [
      { operationName: 'ProbeShops', variables: { city: 'Атырау' }, data: { shops: [SHOP] } },
    ])
    expect(client.read(SHOPS, { city: 'Атырау' }).data).toEqual({ shops: [SHOP] })
    expect(client.read(SHOPS, { city: 'Актобе' }).data).toBeUndefined()
    expect(calls).toHaveLength(0)
  })

  it('sends one request for the same answer asked twice at once', async () => {
    const calls = fetchAnswering({ body: { data: { shops: [SHOP] } } })
    const client = createShopGraphQLClient(guest, '/g', [])
    const [a, b] = await Promise.all([client.fetch(SHOPS), client.fetch(SHOPS)])
    expect(calls).toHaveLength(1)
    expect(a).toBe(b)
    expect(a.version).toBe(1)
  })

  it('reports GraphQL errors as Apollo did (graphQLErrors with extensions), keeping the last data', async () => {
    fetchAnswering(
      { body: { data: { shops: [SHOP] } } },
      {
        body: {
          data: null,
          errors: [{ message: 'Нет доступа', extensions: { code: 'FORBIDDEN' } }],
        },
      }
    )
    const client = createShopGraphQLClient(guest, '/g', [])
    await client.fetch(SHOPS)
    const state = await client.fetch(SHOPS)
    expect(state.error).toBeInstanceOf(Error)
    expect(state.error?.message).toBe('Нет доступа')
    expect(state.error?.graphQLErrors[0].extensions).toEqual({ code: 'FORBIDDEN' })
    expect(state.data).toEqual({ shops: [SHOP] })
  })

  it('reports a failed response without a GraphQL body as a network error with its status', async () => {
    fetchAnswering({ status: 502, body: '<html>Bad gateway</html>' })
    const client = createShopGraphQLClient(guest, '/g', [])
    const { error } = await client.fetch(SHOPS)
    expect(error?.graphQLErrors).toEqual([])
    expect(error?.networkError?.statusCode).toBe(502)
    await expect(client.query({ query: SHOPS, fetchPolicy: 'network-only' })).rejects.toMatchObject(
      {
        networkError: { statusCode: 502 },
      }
    )
  })

  it('brings a mutation’s entities into cached answers, then refetches only the watched answers it names', async () => {
    const calls = fetchAnswering(
      { body: { data: { shops: [SHOP] } } },
      { body: { data: { renameShop: { ...SHOP, name: 'Магазин на Абая' } } } },
      { body: { data: { shops: [{ ...SHOP, name: 'Магазин на Абая' }] } } }
    )
    const client = createShopGraphQLClient(guest, '/g', [])
    await client.fetch(SHOPS)
    const seen: string[] = []
    const stop = client.watch(SHOPS, undefined, () =>
      seen.push(String((client.read(SHOPS).data?.shops as { name: string }[])[0].name))
    )
    await client.mutate(
      RENAME,
      { id: 1 },
      { refetchQueries: ['ProbeShops', 'NotWatched'], awaitRefetchQueries: true }
    )
    expect(seen[0]).toBe('Магазин на Абая')
    expect(calls.map((call) => call.body.operationName)).toEqual([
      'ProbeShops',
      'ProbeRename',
      'ProbeShops',
    ])
    stop()
    await client.mutate(
      RENAME,
      { id: 1 },
      { refetchQueries: ['ProbeShops'], awaitRefetchQueries: true }
    )
    // Nobody watches the list now: it is not asked again.
    expect(calls).toHaveLength(4)
  })

  it('forgets every answer on resetStore and asks the watched ones again', async () => {
    const calls = fetchAnswering({ body: { data: { shops: [SHOP] } } })
    const client = createShopGraphQLClient(guest, '/g', [
      { operationName: 'Other', data: { secret: 1 } },
    ])
    await client.fetch(SHOPS)
    const stop = client.watch(SHOPS, undefined, () => undefined)
    await client.resetStore()
    expect(calls).toHaveLength(2)
    expect(
      client.read(
        parse(`
        query Other {
          secret
        }
      `)
      ).data
    ).toBeUndefined()
    stop()
  })
})
