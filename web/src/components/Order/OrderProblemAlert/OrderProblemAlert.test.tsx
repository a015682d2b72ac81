import { render, screen } from '@redwoodjs/testing/web'

import OrderProblemAlert from './OrderProblemAlert'

describe('OrderProblemAlert (why placing failed)', () => {
  it('lists the lines short of stock with a way to fix them', () => {
    render(
      <OrderProblemAlert
        message="Некоторых товаров нет в нужном количестве."
        short={[{ article: 'NS-100', message: 'В наличии 1 товаров' }]}
        fix={{ to: '/cart', label: 'Изменить количество в корзине' }}
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Некоторых товаров нет в нужном количестве.'
    )
    expect(screen.getByText('NS-100: В наличии 1 товаров')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Изменить количество в корзине' })).toHaveAttribute(
      'href',
      '/cart'
    )
  })

  it('says only the message when nothing was short', () => {
    render(
      <OrderProblemAlert
        message="Сервер недоступен."
        short={[]}
        fix={{ to: '/cart', label: 'x' }}
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер недоступен.')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
