import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { useAuth } from 'src/auth'

import LoginPage from './LoginPage'

jest.mock('src/auth', () => ({ useAuth: jest.fn() }))

const logIn = jest.fn()
const authAs = (
  state: { isAuthenticated?: boolean; loading?: boolean; currentUser?: { role: string } } = {}
) =>
  (useAuth as jest.Mock).mockReturnValue({
    isAuthenticated: false,
    loading: false,
    currentUser: null,
    logIn,
    ...state,
  })

/** A login that succeeds as Redwood's does: the user is loaded, then the page sees them. */
const logsInAs = (role: string) =>
  logIn.mockImplementation(async () => {
    authAs({ isAuthenticated: true, currentUser: { role } })
    return { id: 1 }
  })

const here = () => window.location.pathname + window.location.search

const fillAndSend = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('E-mail'), email)
  await userEvent.type(screen.getByLabelText('Пароль'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
}

describe('LoginPage', () => {
  beforeEach(() => {
    logIn.mockReset()
    window.history.replaceState({}, '', '/login')
  })

  it('logs in with the e-mail as username and opens the account', async () => {
    authAs()
    logsInAs('customer')
    render(<LoginPage />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Вход')
    await fillAndSend(' retail@akvatoria.kz ', 'Akvatoria-demo-2026')
    expect(logIn).toHaveBeenCalledWith({
      username: 'retail@akvatoria.kz',
      password: 'Akvatoria-demo-2026',
    })
    await waitFor(() => expect(here()).toBe('/personal-account'))
  })

  it('returns to a same-site redirectTo', async () => {
    authAs()
    logsInAs('customer')
    window.history.replaceState({}, '', '/login?redirectTo=%2Forder%3Fid%3D7')
    render(<LoginPage />)
    await fillAndSend('retail@akvatoria.kz', 'secret')
    await waitFor(() => expect(here()).toBe('/order?id=7'))
  })

  it('ignores a redirectTo to another site', async () => {
    authAs()
    logsInAs('customer')
    window.history.replaceState({}, '', '/login?redirectTo=%2F%2Fevil.example')
    render(<LoginPage />)
    await fillAndSend('retail@akvatoria.kz', 'secret')
    await waitFor(() => expect(here()).toBe('/personal-account'))
  })

  // Issue 30 §4: staff who log in at /login start in the back office.
  it.each(['manager', 'editor', 'admin'])('sends a %s to /admin', async (role) => {
    authAs()
    logsInAs(role)
    render(<LoginPage />)
    await fillAndSend(`${role}@akvatoria.kz`, 'Akvatoria-demo-2026')
    await waitFor(() => expect(here()).toBe('/admin'))
  })

  it('returns staff to the back-office page they were sent from', async () => {
    authAs()
    logsInAs('manager')
    window.history.replaceState({}, '', '/login?redirectTo=%2Fadmin%2Forders%2F7')
    render(<LoginPage />)
    await fillAndSend('manager@akvatoria.kz', 'secret')
    await waitFor(() => expect(here()).toBe('/admin/orders/7'))
  })

  it('keeps the form with a busy «Входим…» button while the login loads the user', async () => {
    authAs()
    let finish: (value: unknown) => void = () => {}
    logIn.mockImplementation(() => {
      // Redwood's auth reports loading while it signs in and fetches the user.
      authAs({ loading: true })
      return new Promise((resolve) => (finish = resolve))
    })
    const { rerender } = render(<LoginPage />)
    await fillAndSend('opt@akvatoria.kz', 'secret')
    const busy = await screen.findByRole('button', { name: 'Входим…' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByLabelText('E-mail')).toHaveValue('opt@akvatoria.kz')
    // The user loaded: Redwood's auth context draws the page again.
    authAs({ isAuthenticated: true, currentUser: { role: 'customer' } })
    finish({ id: 1 })
    rerender(<LoginPage />)
    await waitFor(() => expect(here()).toBe('/personal-account'))
  })

  it('gives the button back after a refused login', async () => {
    authAs()
    logIn.mockResolvedValue({ error: 'Неверный e-mail или пароль.' })
    render(<LoginPage />)
    await fillAndSend('retail@akvatoria.kz', 'wrong')
    await screen.findByRole('alert')
    const button = screen.getByRole('button', { name: 'Войти' })
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it("shows the server's message and stays on /login", async () => {
    authAs()
    logIn.mockResolvedValue({ error: 'Неверный e-mail или пароль.' })
    render(<LoginPage />)
    await fillAndSend('retail@akvatoria.kz', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный e-mail или пароль.')
    expect(here()).toBe('/login')
  })

  it('checks the fields before asking the server', async () => {
    authAs()
    render(<LoginPage />)
    await userEvent.type(screen.getByLabelText('E-mail'), 'не-почта')
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    const messages = await screen.findAllByRole('alert')
    expect(messages.map((m) => m.textContent)).toEqual([
      'Введите корректный E-mail',
      'Обязательное поле',
    ])
    expect(logIn).not.toHaveBeenCalled()
  })

  it('links to recovery and registration', () => {
    authAs()
    render(<LoginPage />)
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
      'href',
      '/recovery'
    )
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      '/registration'
    )
  })

  it('sends a logged-in user to the account and renders nothing while auth loads', async () => {
    authAs({ loading: true })
    const { container, rerender } = render(<LoginPage />)
    expect(container).toBeEmptyDOMElement()
    authAs({ isAuthenticated: true, currentUser: { role: 'customer' } })
    rerender(<LoginPage />)
    await waitFor(() => expect(here()).toBe('/personal-account'))
    expect(screen.queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument()
  })

  it('sends logged-in staff opening /login to the back office', async () => {
    authAs({ isAuthenticated: true, currentUser: { role: 'editor' } })
    render(<LoginPage />)
    await waitFor(() => expect(here()).toBe('/admin'))
  })
})
