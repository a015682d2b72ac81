import { render, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { useAuth } from 'src/auth'
import { STORAGE_KEYS, writeStored } from 'src/lib/storage'

import AuthSync, { loginCheckFailedText } from './AuthSync'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('src/auth', () => ({ useAuth: jest.fn() }))
const mockResetStore = jest.fn().mockResolvedValue(undefined)
jest.mock('src/lib/graphql', () => ({
  ...jest.requireActual('src/lib/graphql'),
  useShopClient: () => ({ resetStore: mockResetStore }),
}))

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null')

const user = { id: 7, email: 'retail@akvatoria.kz', firstName: 'Алия' }

function authState(state: {
  loading?: boolean
  isAuthenticated?: boolean
  currentUser?: (typeof user & { priceType?: { code: string } | null }) | null
  token?: string | null
}) {
  const api = {
    loading: state.loading ?? false,
    isAuthenticated: state.isAuthenticated ?? false,
    currentUser: state.currentUser ?? null,
    getToken: jest.fn().mockResolvedValue(state.token ?? null),
    logOut: jest.fn().mockResolvedValue(undefined),
  }
  ;(useAuth as jest.Mock).mockReturnValue(api)
  return api
}

describe('AuthSync (SPEC §4 login check)', () => {
  beforeEach(() => {
    localStorage.clear()
    jest.mocked(toast.error).mockClear()
    mockResetStore.mockClear()
  })

  it('keeps the logged-in user in local storage', () => {
    authState({ isAuthenticated: true, currentUser: user, token: '7' })
    render(<AuthSync />)
    expect(stored()).toEqual(user)
  })

  it('waits while the check is running', () => {
    writeStored(STORAGE_KEYS.userInfo, user)
    const api = authState({ loading: true })
    render(<AuthSync />)
    expect(api.getToken).not.toHaveBeenCalled()
    expect(stored()).toEqual(user)
  })

  it('a guest without a session: stored info cleared, no logout, no error', async () => {
    writeStored(STORAGE_KEYS.userInfo, user)
    const api = authState({ token: null })
    render(<AuthSync />)
    await waitFor(() => expect(api.getToken).toHaveBeenCalledTimes(1))
    expect(stored()).toBeNull()
    expect(api.logOut).not.toHaveBeenCalled()
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('a session whose user cannot be read: logs out and says «Непредвиденная ошибка»', async () => {
    writeStored(STORAGE_KEYS.userInfo, user)
    const api = authState({ token: '7' })
    render(<AuthSync />)
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Непредвиденная ошибка'))
    expect(api.logOut).toHaveBeenCalledTimes(1)
    expect(stored()).toBeNull()
  })

  it('says it in Kazakh on a Kazakh page (issue 33): AuthSync reads the address, above the layouts', async () => {
    await expect(loginCheckFailedText('/kk/catalog')).resolves.toBe('Күтпеген қате')
    await expect(loginCheckFailedText('/catalog')).resolves.toBe('Непредвиденная ошибка')
  })

  it('checks only once: a later logout does not repeat the check', async () => {
    const api = authState({ isAuthenticated: true, currentUser: user, token: '7' })
    const { rerender } = render(<AuthSync />)
    authState({ token: null })
    rerender(<AuthSync />)
    await waitFor(() => expect(stored()).toBeNull())
    expect(api.getToken).not.toHaveBeenCalled()
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('empties the GraphQL cache when the user logs out, not when a guest arrives', async () => {
    authState({ token: null })
    const { rerender } = render(<AuthSync />)
    authState({ isAuthenticated: true, currentUser: user, token: '7' })
    rerender(<AuthSync />)
    expect(mockResetStore).not.toHaveBeenCalled()
    authState({ token: null })
    rerender(<AuthSync />)
    await waitFor(() => expect(mockResetStore).toHaveBeenCalledTimes(1))
  })

  it('keeps the recently viewed articles when another price type takes the device over', () => {
    // Articles only (no prices): the next viewer's prices are read for them.
    const viewed = ['VT-1']
    const wholesale = { ...user, id: 8, priceType: { code: 'wholesale' } }
    writeStored(STORAGE_KEYS.viewed, viewed)
    authState({ isAuthenticated: true, currentUser: wholesale, token: '8' })
    const { rerender } = render(<AuthSync />)
    authState({ token: null })
    rerender(<AuthSync />)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.viewed)!)).toEqual(viewed)
  })
})
