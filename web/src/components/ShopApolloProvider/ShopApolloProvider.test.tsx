import { useState } from 'react'

import { gql, useApolloClient } from '@apollo/client'
import type { ApolloClient } from '@apollo/client'
import { act, fireEvent, render, screen } from '@testing-library/react'

import ShopApolloProvider, { createShopApolloClient } from './ShopApolloProvider'
import type { GraphQLAuth } from './ShopApolloProvider'

const QUERY = gql`
  query ShopApolloProbeQuery {
    shops {
      id
      name
    }
  }
`

const SHOP = { __typename: 'Shop', id: 1, name: 'Магазин в Атырау' }

function mockFetchAnswering(data: unknown) {
  const fetchMock = jest.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
  )
  globalThis.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>

describe('createShopApolloClient', () => {
  const realFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = realFetch
  })

  it('sends the session token with the auth provider, read at request time', async () => {
    const fetchMock = mockFetchAnswering({ shops: [SHOP] })
    let token: string | null = null
    const client = createShopApolloClient(() => ({ type: 'dbAuth', getToken: async () => token }))

    await client.query({ query: QUERY, fetchPolicy: 'network-only' })
    expect(headersOf(fetchMock.mock.calls[0][1]).authorization).toBeUndefined()
    expect(headersOf(fetchMock.mock.calls[0][1])['auth-provider']).toBeUndefined()

    token = '42'
    await client.query({ query: QUERY, fetchPolicy: 'network-only' })
    expect(headersOf(fetchMock.mock.calls[1][1])).toMatchObject({
      authorization: 'Bearer 42',
      'auth-provider': 'dbAuth',
    })
  })

  it('starts from the prerendered cache, so the page shows its data before any request', () => {
    const fetchMock = mockFetchAnswering({})
    const client = createShopApolloClient(() => ({ type: 'dbAuth', getToken: async () => null }), {
      ROOT_QUERY: { __typename: 'Query', shops: [{ __ref: 'Shop:1' }] },
      'Shop:1': SHOP,
    })
    expect(client.readQuery({ query: QUERY })).toEqual({ shops: [SHOP] })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps one content block by its key: a page cell and the frame read it with different fields', () => {
    const client = createShopApolloClient(() => ({ type: 'dbAuth', getToken: async () => null }))
    const PAGE = gql`
      query ContactsProbePage {
        contentBlock(key: "contacts") {
          key
          title
          data
        }
      }
    `
    const FRAME = gql`
      query ContactsProbeFrame {
        contacts: contentBlock(key: "contacts") {
          key
          title
          validUntil
        }
      }
    `
    const block = { __typename: 'ContentBlock', key: 'contacts', title: 'Контакты' }
    client.writeQuery({ query: FRAME, data: { contacts: { ...block, validUntil: null } } })
    client.writeQuery({ query: PAGE, data: { contentBlock: { ...block, data: { phone: '1' } } } })
    // Without one object per key the second answer replaced the first and the frame lost its fields.
    expect(client.readQuery({ query: FRAME })).toEqual({ contacts: { ...block, validUntil: null } })
    expect(client.readQuery({ query: PAGE })).toEqual({
      contentBlock: { ...block, data: { phone: '1' } },
    })
  })
})

describe('ShopApolloProvider', () => {
  it('keeps one client while the auth state changes (Redwood 8.9 built a new one and refetched everything)', () => {
    const clients = new Set<ApolloClient<unknown>>()
    const ClientProbe = () => {
      clients.add(useApolloClient() as ApolloClient<unknown>)
      return null
    }
    let setAuth: (auth: GraphQLAuth) => void = () => undefined
    const Harness = () => {
      const [auth, set] = useState<GraphQLAuth>({ type: 'dbAuth', getToken: async () => null })
      setAuth = set
      return (
        <>
          <button onClick={() => set({ ...auth })}>обновить</button>
          <ShopApolloProvider useAuth={() => auth}>
            <ClientProbe />
          </ShopApolloProvider>
        </>
      )
    }
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'обновить' }))
    act(() => setAuth({ type: 'dbAuth', getToken: async () => '7' }))
    expect(clients.size).toBe(1)
  })
})
