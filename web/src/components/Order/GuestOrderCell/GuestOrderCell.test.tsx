import { render, screen } from '@redwoodjs/testing/web'

import GuestOrderCell from 'src/components/Order/GuestOrderCell'
import { graphQLRefusal } from 'src/testing/accountTestUser'
import { shopError } from 'src/testing/orderMocks'

import { Failure, Loading, Success } from './GuestOrderCell'
import { NOT_FOUND_MESSAGE, standard } from './GuestOrderCell.mock'

describe('GuestOrderCell (SPEC §2 guest order search)', () => {
  it('has Russian loading and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Ищем заказ…')
    render(
      <Failure order="A-001077" phone="+7 (701) 234 56 78" error={new Error('Failed to fetch')} />
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Не удалось проверить заказ. Попробуйте позже.'
    )
  })

  it('shows the api message when the order is not found', () => {
    render(
      <Failure
        order="A-001077"
        phone="+7 (701) 234 56 78"
        error={shopError(NOT_FOUND_MESSAGE, { code: 'NOT_FOUND' })}
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Заказ не найден.')
  })

  it('shows the order', () => {
    render(<Success order="A-001077" phone="+7 (701) 234 56 78" {...standard()} />)
    expect(screen.getByRole('heading', { name: 'Заказ A-001077' })).toBeInTheDocument()
  })

  it('asks by number and phone and shows what the api answers', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('GuestOrderQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<GuestOrderCell order="A-001077" phone="+7 (701) 234 56 78" />)
    expect(screen.getByRole('status')).toHaveTextContent('Ищем заказ…')
    expect(await screen.findByRole('heading', { name: 'Заказ A-001077' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ order: 'A-001077', phone: '+7 (701) 234 56 78' })
  })

  it('says «Заказ не найден.» for a wrong phone', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery(
      'GuestOrderQuery',
      graphQLRefusal(NOT_FOUND_MESSAGE, { code: 'NOT_FOUND' }) as never
    )
    render(<GuestOrderCell order="A-001077" phone="+7 (700) 000 00 00" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Заказ не найден.')
  })
})
