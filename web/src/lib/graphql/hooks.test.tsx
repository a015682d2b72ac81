import { useState } from 'react'

import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { parse } from 'graphql/language/parser'

import { ShopGraphQLClientProvider, useMutation, useQuery, useShopClient } from './hooks'
import { createShopGraphQLClient, type ShopGraphQLClient } from './shopClient'

const SHOPS = parse(`
  query HookProbeShops {
    shops {
      id
      name
    }
  }
`)
const RENAME = parse(`
  mutation HookProbeRename {
    renameShop {
      id
      name
    }
  }
`)
const SHOP = { __typename: 'Shop', id: 1, name: 'Атырау' }

function answerWith(...bodies: unknown[]) {
  let call = 0
  globalThis.fetch = jest.fn(async () => {
    const body = bodies[Math.min(call++, bodies.length - 1)]
    return new Response(JSON.stringify(body), { status: 200 })
  }) as unknown as typeof fetch
}

const guest = () => ({ type: 'dbAuth', getToken: async () => null })

function Shops({
  fetchPolicy,
  onCompleted,
}: {
  fetchPolicy?: 'network-only' | 'cache-first'
  onCompleted?: (data: unknown) => void
}) {
  const { data, loading, error } = useQuery<{ shops: { name: string }[] }>(SHOPS, {
    fetchPolicy,
    onCompleted,
  })
  if (error) return <p>ошибка: {error.message}</p>
  if (!data) return <p>{loading ? 'загрузка' : 'пусто'}</p>
  return (
    <p>{`${data.shops.map((shop) => shop.name).join(', ')}${loading ? ' (обновляется)' : ''}`}</p>
  )
}

const renderWith = (client: ShopGraphQLClient, ui: JSX.Element) =>
  render(<ShopGraphQLClientProvider client={client}>{ui}</ShopGraphQLClientProvider>)

describe('useQuery', () => {
  const realFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = realFetch
  })

  it('is loading before the first answer (a cell never meets «no data, no error, not loading»)', async () => {
    answerWith({ data: { shops: [SHOP] } })
    const onCompleted = jest.fn()
    renderWith(
      createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] }),
      <Shops onCompleted={onCompleted} />
    )
    expect(screen.getByText('загрузка')).toBeInTheDocument()
    expect(await screen.findByText('Атырау')).toBeInTheDocument()
    expect(onCompleted).toHaveBeenCalledWith({ shops: [SHOP] })
  })

  it('shows a prerendered answer at once and refreshes it (cache-and-network)', async () => {
    answerWith({ data: { shops: [{ ...SHOP, name: 'Атырау, новый адрес' }] } })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [{ operationName: 'HookProbeShops', data: { shops: [SHOP] } }],
    })
    renderWith(client, <Shops />)
    expect(screen.getByText(/^Атырау/)).toBeInTheDocument()
    expect(await screen.findByText('Атырау, новый адрес')).toBeInTheDocument()
  })

  it('network-only waits for its own answer instead of showing the cached one', async () => {
    answerWith({ data: { shops: [{ ...SHOP, name: 'свежий' }] } })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [{ operationName: 'HookProbeShops', data: { shops: [SHOP] } }],
    })
    renderWith(client, <Shops fetchPolicy="network-only" />)
    expect(screen.getByText('загрузка')).toBeInTheDocument()
    expect(await screen.findByText('свежий')).toBeInTheDocument()
  })

  it('network-only shows no cached answer of other variables, not even for one render', async () => {
    const CITY_SHOPS = parse(`
      query HookProbeCityShops($city: String) {
        shops(city: $city) {
          id
          name
        }
      }
    `)
    answerWith({ data: { shops: [{ ...SHOP, name: 'свежий' }] } })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [
        {
          operationName: 'HookProbeCityShops',
          variables: { city: 'Актобе' },
          data: { shops: [{ ...SHOP, name: 'старый' }] },
        },
      ],
    })
    // The Актобе answer becomes newer than anything Атырау's hook asked.
    await client.fetch(CITY_SHOPS, { city: 'Актобе' })
    const drawn: string[] = []
    const CityShops = () => {
      const [city, setCity] = useState('Атырау')
      const { data } = useQuery<{ shops: { name: string }[] }>(CITY_SHOPS, {
        variables: { city },
        fetchPolicy: 'network-only',
      })
      drawn.push(`${city}: ${data ? data.shops[0].name : '—'}`)
      return <button onClick={() => setCity('Актобе')}>{city}</button>
    }
    renderWith(client, <CityShops />)
    await waitFor(() => expect(drawn).toContain('Атырау: свежий'))
    fireEvent.click(screen.getByRole('button', { name: 'Атырау' }))
    await waitFor(() => expect(drawn).toContain('Актобе: свежий'))
    expect(drawn.filter((line) => line.startsWith('Актобе')).slice(0, 1)).toEqual(['Актобе: —'])
    expect(drawn).not.toContain('Актобе: старый')
  })

  it('cache-first does not ask again for what it holds', async () => {
    answerWith({ data: { shops: [SHOP] } })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [{ operationName: 'HookProbeShops', data: { shops: [SHOP] } }],
    })
    renderWith(client, <Shops fetchPolicy="cache-first" />)
    expect(screen.getByText('Атырау')).toBeInTheDocument()
    expect(globalThis.fetch).not.toHaveBeenCalled()
  })

  it('shows the api’s error', async () => {
    answerWith({ data: null, errors: [{ message: 'Нет доступа' }] })
    renderWith(createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] }), <Shops />)
    expect(await screen.findByText('ошибка: Нет доступа')).toBeInTheDocument()
  })

  it('hands a partial answer over with its error', async () => {
    answerWith({
      data: { shops: [{ ...SHOP, name: null }] },
      errors: [{ message: 'Название недоступно', path: ['shops', 0, 'name'] }],
    })
    const Partial = () => {
      const { data, error } = useQuery<{ shops: { id: number; name: string | null }[] }>(SHOPS)
      return error ? (
        <p>{`${error.message}; магазинов: ${data?.shops.length ?? 'нет данных'}`}</p>
      ) : null
    }
    renderWith(createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] }), <Partial />)
    expect(await screen.findByText('Название недоступно; магазинов: 1')).toBeInTheDocument()
  })
})

describe('useMutation', () => {
  const realFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = realFetch
  })

  function Rename({ withOnError }: { withOnError: boolean }) {
    const [outcome, setOutcome] = useState('')
    const [rename, { loading }] = useMutation(RENAME, {
      onError: withOnError ? (error) => setOutcome(`onError: ${error.message}`) : undefined,
    })
    return (
      <>
        <button
          onClick={() =>
            rename().then(
              () => setOutcome((now) => now || 'сохранено'),
              (error: Error) => setOutcome(`rejected: ${error.message}`)
            )
          }
        >
          Переименовать
        </button>
        <p>{loading ? 'сохраняется' : outcome}</p>
        <Shops fetchPolicy="cache-first" />
      </>
    )
  }

  it('updates the answers that hold the renamed entity', async () => {
    answerWith({ data: { renameShop: { ...SHOP, name: 'Актобе' } } })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [{ operationName: 'HookProbeShops', data: { shops: [SHOP] } }],
    })
    renderWith(client, <Rename withOnError={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'Переименовать' }))
    expect(await screen.findByText('сохранено')).toBeInTheDocument()
    expect(await screen.findByText('Актобе')).toBeInTheDocument()
  })

  it('rejects without onError and resolves with it, as Apollo does', async () => {
    answerWith({ data: null, errors: [{ message: 'Заказ только что изменили' }] })
    const client = createShopGraphQLClient({
      auth: guest,
      url: '/g',
      prerendered: [{ operationName: 'HookProbeShops', data: { shops: [SHOP] } }],
    })
    const { unmount } = renderWith(client, <Rename withOnError={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'Переименовать' }))
    expect(await screen.findByText('rejected: Заказ только что изменили')).toBeInTheDocument()
    unmount()
    renderWith(client, <Rename withOnError />)
    fireEvent.click(screen.getByRole('button', { name: 'Переименовать' }))
    expect(await screen.findByText('onError: Заказ только что изменили')).toBeInTheDocument()
  })
})

describe('useShopClient', () => {
  it('is the provider’s one client', () => {
    const client = createShopGraphQLClient({ auth: guest, url: '/g', prerendered: [] })
    let seen: unknown = null
    const Probe = () => {
      seen = useShopClient()
      return null
    }
    renderWith(client, <Probe />)
    expect(seen).toBe(client)
  })

  it('refuses to work without a provider', () => {
    const Probe = () => {
      useShopClient()
      return null
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Probe />)).toThrow(
      'useShopClient needs ShopGraphQLClientProvider above it'
    )
  })
})
