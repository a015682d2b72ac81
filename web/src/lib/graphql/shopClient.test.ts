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
    const client = createShopGraphQLClient({
      auth: () => ({ type: 'dbAuth', getToken: async () => token }),
      url: '/api/graphql',
      prerendered: [],
    })
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

  it('asks in the page’s language, keeps answers per language and never merges across them', async () => {
    const KAZAKH = { ...SHOP, name: 'Атыраудағы дүкен' }
    const calls = fetchAnswering(
      { body: { data: { shops: [SHOP] } } },
      { body: { data: { shops: [KAZAKH] } } },
      { body: { data: { renameShop: { ...KAZAKH, name: 'Жаңа атау' } } } }
    )
    let language = 'ru'
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [],
      language: () => language,
    })
    await client.fetch(SHOPS, {})
    expect((calls[0].init.headers as Record<string, string>)['accept-language']).toBe('ru')

    language = 'kk'
    // The Russian answer is not the Kazakh page's: nothing cached in Kazakh yet.
    expect(client.read(SHOPS, {}).data).toBeUndefined()
    await client.fetch(SHOPS, {})
    expect((calls[1].init.headers as Record<string, string>)['accept-language']).toBe('kk')
    expect(client.read(SHOPS, {}).data).toEqual({ shops: [KAZAKH] })

    // A Kazakh mutation's objects reach the Kazakh answers only.
    await client.mutate(RENAME, { id: 1 })
    expect(client.read(SHOPS, {}).data).toEqual({ shops: [{ ...KAZAKH, name: 'Жаңа атау' }] })
    language = 'ru'
    expect(client.read(SHOPS, {}).data).toEqual({ shops: [SHOP] })
    expect(calls).toHaveLength(3)
  })

  it('starts from the prerendered answers: the page shows its data before any request', () => {
    const calls = fetchAnswering({ body: {} })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [
        { operationName: 'ProbeShops', variables: { city: 'Атырау' }, data: { shops: [SHOP] } },
      ],
    })
    expect(client.read(SHOPS, { city: 'Атырау' }).data).toEqual({ shops: [SHOP] })
    expect(client.read(SHOPS, { city: 'Актобе' }).data).toBeUndefined()
    expect(calls).toHaveLength(0)
  })

  it('keeps the objects of a prerendered answer that the api answers again unchanged', async () => {
    const other = { __typename: 'Shop', id: 2, name: 'Магазин в Актобе' }
    fetchAnswering(
      { body: { data: { shops: [{ ...SHOP }, { ...other }] } } },
      { body: { data: { shops: [{ ...SHOP }, { ...other, name: 'Новое имя' }] } } }
    )
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [{ operationName: 'ProbeShops', variables: {}, data: { shops: [SHOP, other] } }],
    })
    const prerendered = client.read(SHOPS, {}).data
    const same = await client.fetch(SHOPS, {})
    expect(same.data).toBe(prerendered)
    expect(same.version).toBeGreaterThan(0)
    const changed = await client.fetch(SHOPS, {})
    expect(changed.data).toEqual({ shops: [SHOP, { ...other, name: 'Новое имя' }] })
    expect(changed.data).not.toBe(prerendered)
    // Only the changed shop is a new object: the unchanged one's card is not drawn again.
    const shops = (changed.data as { shops: unknown[] }).shops
    expect(shops[0]).toBe(SHOP)
    expect(shops[1]).not.toBe(other)
  })

  it('sends one request for the same answer asked twice at once', async () => {
    const calls = fetchAnswering({ body: { data: { shops: [SHOP] } } })
    const client = createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] })
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
    const client = createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] })
    await client.fetch(SHOPS)
    const state = await client.fetch(SHOPS)
    expect(state.error).toBeInstanceOf(Error)
    expect(state.error?.message).toBe('Нет доступа')
    expect(state.error?.graphQLErrors[0].extensions).toEqual({ code: 'FORBIDDEN' })
    expect(state.data).toEqual({ shops: [SHOP] })
  })

  it('reports a failed response without a GraphQL body as a network error with its status', async () => {
    fetchAnswering({ status: 502, body: '<html>Bad gateway</html>' })
    const client = createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] })
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
    const client = createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] })
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
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [{ operationName: 'Other', data: { secret: 1 } }],
    })
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

  it('keeps the partial data of an answer with errors beside the error, and spreads none of it', async () => {
    const DETAILS = parse(`
      query ProbeShopDetails {
        shop(id: 1) {
          id
          name
        }
        stock
      }
    `)
    fetchAnswering(
      { body: { data: { shops: [SHOP] } } },
      {
        body: {
          data: { shop: { ...SHOP, name: null }, stock: null },
          errors: [{ message: 'Склад недоступен', path: ['stock'] }],
        },
      }
    )
    const client = createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] })
    await client.fetch(SHOPS)
    const state = await client.fetch(DETAILS)
    expect(state.error?.message).toBe('Склад недоступен')
    expect(state.error?.data).toEqual({ shop: { ...SHOP, name: null }, stock: null })
    expect(state.data).toEqual({ shop: { ...SHOP, name: null }, stock: null })
    // The list keeps the name: a value in a failed answer is no newer value.
    expect(client.read(SHOPS).data).toEqual({ shops: [SHOP] })
    await expect(client.query({ query: DETAILS })).rejects.toMatchObject({
      message: 'Склад недоступен',
      data: { stock: null },
    })
  })

  it('rejects a mutation answered with errors, its partial data on the error and in no cached answer', async () => {
    fetchAnswering(
      { body: { data: { shops: [SHOP] } } },
      {
        body: {
          data: { renameShop: { ...SHOP, name: null } },
          errors: [{ message: 'Название не сохранено', path: ['renameShop', 'name'] }],
        },
      }
    )
    const client = createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] })
    await client.fetch(SHOPS)
    await expect(client.mutate(RENAME, { id: 1 })).rejects.toMatchObject({
      graphQLErrors: [{ message: 'Название не сохранено' }],
      data: { renameShop: { name: null } },
    })
    expect(client.read(SHOPS).data).toEqual({ shops: [SHOP] })
  })

  it('brings a one-of-its-kind screen a mutation answered into the query that shows it', async () => {
    const SCREEN = parse(`
      query ProbeScreen {
        screen {
          rows {
            id
          }
        }
      }
    `)
    const ADD = parse(`
      mutation ProbeAddRow {
        addRow {
          rows {
            id
          }
        }
      }
    `)
    const screen = (...ids: number[]) => ({
      __typename: 'ProbeScreen',
      rows: ids.map((id) => ({ __typename: 'Row', id })),
    })
    fetchAnswering(
      { body: { data: { screen: screen(1) } } },
      { body: { data: { addRow: screen(1, 2) } } }
    )
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [],
      keyFields: { ProbeScreen: null },
    })
    await client.fetch(SCREEN)
    await client.mutate(ADD, undefined)
    expect(client.read(SCREEN).data).toEqual({ screen: screen(1, 2) })
  })
})

describe('ShopGraphQLClient eviction', () => {
  const realFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = realFetch
  })

  const city = (name: string) => ({ city: name })
  const held = (client: ReturnType<typeof createShopGraphQLClient>, name: string) =>
    client.read(SHOPS, city(name)).data !== undefined

  it('keeps at most keepUnwatched answers no screen watches, the least recently used dropped first', async () => {
    fetchAnswering({ body: { data: { shops: [SHOP] } } })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [
        { operationName: 'ProbeShops', variables: city('Атырау'), data: { shops: [SHOP] } },
      ],
      keepUnwatched: 2,
    })
    await client.fetch(SHOPS, city('Актобе'))
    await client.fetch(SHOPS, city('Уральск'))
    expect(held(client, 'Атырау')).toBe(false)
    expect(held(client, 'Актобе')).toBe(true)
    expect(held(client, 'Уральск')).toBe(true)
  })

  it('never drops an answer on screen, and keeps the one just left as the most recent', async () => {
    fetchAnswering({ body: { data: { shops: [SHOP] } } })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [],
      keepUnwatched: 1,
    })
    await client.fetch(SHOPS, city('Атырау'))
    const leave = client.watch(SHOPS, city('Атырау'), () => undefined)
    for (const name of ['Актобе', 'Уральск', 'Кульсары']) await client.fetch(SHOPS, city(name))
    expect(held(client, 'Атырау')).toBe(true)
    expect(held(client, 'Уральск')).toBe(false)
    leave()
    // Leaving the page drops the older unwatched answer, not the page's own.
    expect(held(client, 'Атырау')).toBe(true)
    expect(held(client, 'Кульсары')).toBe(false)
  })

  it('does not drop an answer still on its way', async () => {
    let answer: (response: Response) => void = () => undefined
    const sent = new Promise<void>((requested) => {
      globalThis.fetch = jest.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve
            requested()
          })
      ) as unknown as typeof fetch
    })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [],
      keepUnwatched: 0,
    })
    const asked = client.fetch(SHOPS, city('Атырау'))
    await sent
    // Another answer asked meanwhile would be the one to drop Атырау, were it not on its way.
    const other = client.watch(SHOPS, city('Актобе'), () => undefined)
    other()
    answer(new Response(JSON.stringify({ data: { shops: [SHOP] } })))
    await asked
    expect(held(client, 'Атырау')).toBe(true)
    expect(held(client, 'Актобе')).toBe(false)
  })
})
