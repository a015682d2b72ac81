import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { UiProvider } from 'src/components/ShopState/UiProvider'
import { STORAGE_KEYS } from 'src/lib/storage'

import ProfileMenu from './ProfileMenu'
import { mockHeaderQueries, retailUser, unnamedUser, wholesaleUser } from './SiteHeader.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const renderMenu = (user: ReturnType<typeof retailUser> | null, compact = false) => {
  mockCurrentUser(user)
  return render(
    <UiProvider>
      <ProfileMenu compact={compact} />
      <p>Страница</p>
    </UiProvider>
  )
}

/**
 * Opens the menu and waits for its panel: the panel is a lazy chunk, which
 * on a busy machine arrives after the click's own update.
 */
async function openMenu(button: HTMLElement) {
  await userEvent.click(button)
  await screen.findByRole('button', { name: 'Выход' })
  return button
}

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('ProfileMenu (SPEC §2 Header: the auth button)', () => {
  beforeEach(() => {
    mockHeaderQueries()
    jest.mocked(navigate).mockClear()
  })
  afterEach(() => mockCurrentUser(null))

  it('a guest gets «Войти», which opens the login invitation', async () => {
    renderMenu(null)
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    // The invitation is loaded on first use (UiProvider): it may take a moment.
    const dialog = await screen.findByRole('dialog', { name: 'Войдите в личный кабинет' })
    expect(within(dialog).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login')
    expect(within(dialog).getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      '/registration'
    )
  })

  it('shows the name as last, first and middle name', () => {
    renderMenu(retailUser())
    expect(
      screen.getByRole('button', { name: 'Сериков Данияр Маратович — профиль' })
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument()
  })

  it('falls back to the e-mail without a name', () => {
    renderMenu(unnamedUser())
    expect(screen.getByRole('button', { name: 'new.buyer@mail.kz — профиль' })).toBeInTheDocument()
  })

  it('shows «ЛК» in the compact (mobile) header', () => {
    renderMenu(retailUser(), true)
    expect(screen.getByRole('button', { name: 'ЛК — профиль' })).toBeInTheDocument()
  })

  it('opens the menu of a b2c shopper with the account tabs, FAQ and «Выход»', async () => {
    renderMenu(retailUser())
    const button = screen.getByRole('button', { name: /— профиль/ })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await openMenu(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(button.getAttribute('aria-controls') as string)
    expect(panel).not.toBeNull()
    expect(within(panel as HTMLElement).getByText('Сериков Данияр Маратович')).toBeInTheDocument()
    expect(linksOf(panel as HTMLElement)).toEqual([
      ['Личная информация', '/personal-account?tab=userinfo'],
      ['Текущие заказы', '/personal-account?tab=currentorders'],
      ['Черновики заказов', '/personal-account?tab=draftorders'],
      ['Избранное', '/personal-account?tab=favorites'],
      ['Уведомления', '/personal-account?tab=notifications'],
      ['Вопросы и ответы', '/personal-account?tab=faq'],
    ])
    expect(within(panel as HTMLElement).getByRole('button', { name: 'Выход' })).toBeInTheDocument()
  })

  // Issue 30 §4: a staff member finds the back office in their menu; customers do not.
  it('opens a staff member’s menu with «Панель управления» (/admin)', async () => {
    renderMenu(
      retailUser({
        email: 'manager@akvatoria.kz',
        lastName: 'Менеджерова',
        firstName: 'Мадина',
        middleName: '',
        role: 'manager',
        roles: ['manager'],
        groups: [],
      })
    )
    await openMenu(screen.getByRole('button', { name: /— профиль/ }))
    const first = screen.getAllByRole('link')[0]
    expect(first).toHaveTextContent('Панель управления')
    expect(first).toHaveAttribute('href', '/admin')
  })

  it('gives customers no «Панель управления»', async () => {
    renderMenu(wholesaleUser())
    await openMenu(screen.getByRole('button', { name: /— профиль/ }))
    expect(screen.queryByRole('link', { name: 'Панель управления' })).not.toBeInTheDocument()
  })

  it('a wholesale (vip) customer gets no retail-only «Вопросы и ответы»', async () => {
    renderMenu(wholesaleUser())
    await openMenu(screen.getByRole('button', { name: /^Ахметов Ерлан Болатович/ }))
    expect(screen.getByRole('link', { name: 'Уведомления' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Вопросы и ответы' })).not.toBeInTheDocument()
  })

  it('shows the notification dot and the unread count', async () => {
    mockHeaderQueries({ unread: 3 })
    renderMenu(retailUser())
    const button = await screen.findByRole('button', {
      name: 'Сериков Данияр Маратович — профиль, непрочитанных уведомлений: 3',
    })
    // The dot is for the eye; the hidden words say it.
    expect(button.querySelector('.header-icon-button__dot')).toHaveAttribute('aria-hidden', 'true')
    await openMenu(button)
    expect(screen.getByRole('link', { name: 'Уведомления (3)' })).toHaveAttribute(
      'href',
      '/personal-account?tab=notifications'
    )
  })

  it('has no dot without unread notifications', async () => {
    renderMenu(retailUser())
    const button = screen.getByRole('button', { name: /— профиль/ })
    await waitFor(() => expect(button.querySelector('.header-icon-button__dot')).toBeNull())
  })

  it('closes on Esc and on a click outside', async () => {
    renderMenu(retailUser())
    const button = screen.getByRole('button', { name: /— профиль/ })
    await openMenu(button)
    await userEvent.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await openMenu(button)
    await userEvent.click(screen.getByText('Страница'))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Выход' })).not.toBeInTheDocument()
  })

  it('«Выход» logs out, forgets the stored user info and goes home', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ id: 2 }))
    renderMenu(retailUser())
    await openMenu(screen.getByRole('button', { name: /— профиль/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Выход' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'))
    expect(window.localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull()
  })
})
