import { render, screen } from '@redwoodjs/testing/web'

import LoginModal from './LoginModal'

describe('LoginModal', () => {
  it('invites to log in or register', () => {
    render(<LoginModal isOpen onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Войдите в личный кабинет' })
    expect(dialog).toHaveTextContent('отслеживайте заказы')
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      '/registration'
    )
  })
})
