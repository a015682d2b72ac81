import { createRef } from 'react'

import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { Button, ButtonLink } from './Button'

describe('Button', () => {
  it('is a plain «button» of the primary look by default, not a submit button', () => {
    render(<Button>Сохранить</Button>)
    const button = screen.getByRole('button', { name: 'Сохранить' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveClass('button', { exact: true })
    expect(button).not.toHaveAttribute('aria-busy')
    expect(button).toBeEnabled()
  })

  it('maps variant and size to the classes and keeps the screen’s own', () => {
    render(
      <Button variant="secondary" size="small" className="catalog-filters-toggle" type="submit">
        Фильтры
      </Button>
    )
    const button = screen.getByRole('button', { name: 'Фильтры' })
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).toHaveClass('button button--secondary button--small catalog-filters-toggle', {
      exact: true,
    })
  })

  it('is disabled and aria-busy while busy, and does not act on a press', async () => {
    const onClick = jest.fn()
    render(
      <Button busy onClick={onClick}>
        Оформить заказ
      </Button>
    )
    const button = screen.getByRole('button', { name: 'Оформить заказ' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('passes attributes and the ref through to the <button>', async () => {
    const ref = createRef<HTMLButtonElement>()
    const onClick = jest.fn()
    render(
      <Button ref={ref} variant="link" aria-pressed onClick={onClick}>
        В сравнении
      </Button>
    )
    const button = screen.getByRole('button', { name: 'В сравнении', pressed: true })
    expect(ref.current).toBe(button)
    expect(button).toHaveClass('link-button', { exact: true })
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('ButtonLink', () => {
  it('is a link with the button look', () => {
    render(
      <ButtonLink to="/login" variant="secondary">
        Войти
      </ButtonLink>
    )
    const link = screen.getByRole('link', { name: 'Войти' })
    expect(link).toHaveAttribute('href', '/login')
    expect(link).toHaveClass('button button--secondary', { exact: true })
  })
})
