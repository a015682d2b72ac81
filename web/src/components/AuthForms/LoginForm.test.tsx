import { render, screen } from '@redwoodjs/testing/web'

import LoginForm from './LoginForm'

describe('LoginForm', () => {
  it('offers «Войти» when ready', () => {
    render(<LoginForm onSubmit={jest.fn()} />)
    const button = screen.getByRole('button', { name: 'Войти' })
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it('keeps its fields and makes the button busy «Входим…» while signing in', () => {
    render(<LoginForm onSubmit={jest.fn()} sending />)
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument()
    expect(screen.getByLabelText('Пароль')).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Входим…' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it('shows the refusal above the button', () => {
    render(<LoginForm onSubmit={jest.fn()} problem="Неверный e-mail или пароль." />)
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный e-mail или пароль.')
  })
})
