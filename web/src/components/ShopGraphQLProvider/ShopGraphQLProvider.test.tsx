import { createContext, useContext, useMemo, useState } from 'react'
import type { ReactNode } from 'react'

import { act, render, screen } from '@testing-library/react'
import { parse } from 'graphql/language/parser'

import { useMutation } from '@redwoodjs/web'

import ShopGraphQLProvider, { type GraphQLAuth } from './ShopGraphQLProvider'

const SAVE = parse('mutation Save { save }')

const AuthState = createContext<GraphQLAuth | null>(null)
const useTestAuth = () => useContext(AuthState)!

let renders = 0
/** A cell's view of the client: Redwood's hooks, read from Redwood's hooks context. */
const CellLike = () => {
  renders += 1
  const [save] = useMutation(SAVE)
  return (
    <button type="button" onClick={() => save().catch(() => undefined)}>
      Сохранить
    </button>
  )
}

let setAuth: (auth: GraphQLAuth) => void = () => {}
/** As in App: the provider is drawn once; the auth state changes through its context. */
const Harness = ({ children }: { children: ReactNode }) => {
  const [auth, set] = useState<GraphQLAuth>({ type: 'dbAuth', getToken: async () => null })
  setAuth = set
  const tree = useMemo(
    () => <ShopGraphQLProvider useAuth={useTestAuth}>{children}</ShopGraphQLProvider>,
    [children]
  )
  return <AuthState.Provider value={auth}>{tree}</AuthState.Provider>
}

describe('ShopGraphQLProvider', () => {
  const originalFetch = global.fetch
  afterEach(() => {
    global.fetch = originalFetch
  })

  it('does not draw the cells again when the auth state changes', () => {
    renders = 0
    render(
      <Harness>
        <CellLike />
      </Harness>
    )
    expect(renders).toBe(1)
    act(() => setAuth({ type: 'dbAuth', getToken: async () => 'token' }))
    expect(renders).toBe(1)
  })

  it('sends each request with the auth state of that moment', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      json: async () => ({ data: { save: true } }),
      text: async () => JSON.stringify({ data: { save: true } }),
    }))
    global.fetch = fetchMock as unknown as typeof fetch
    render(
      <Harness>
        <CellLike />
      </Harness>
    )
    act(() => setAuth({ type: 'dbAuth', getToken: async () => 'later-token' }))
    await act(async () => screen.getByRole('button', { name: 'Сохранить' }).click())
    expect(fetchMock).toHaveBeenCalled()
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.stringify(init.headers)).toContain('later-token')
  })
})
