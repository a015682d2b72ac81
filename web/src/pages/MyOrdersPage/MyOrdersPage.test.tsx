import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Order/GuestOrderCell/GuestOrderCell.mock'

import MyOrdersPage, { ORDER_REFERENCE_MESSAGE } from './MyOrdersPage'

const find = () => userEvent.click(screen.getByRole('button', { name: 'Найти заказ' }))

describe('MyOrdersPage (SPEC §2 guest order search by number + phone)', () => {
  it('is titled «Мои заказы» and asks for the number and the phone', () => {
    render(<MyOrdersPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeInTheDocument()
    expect(screen.getByLabelText('Номер заказа')).toBeInTheDocument()
    expect(screen.getByLabelText('Телефон')).toHaveAttribute('placeholder', '+7 (___) ___ __ __')
  })

  it('says both fields are required (SPEC §5) and asks nothing', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('GuestOrderQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<MyOrdersPage />)
    await find()
    const messages = (await screen.findAllByRole('alert')).map((m) => m.textContent)
    expect(messages).toEqual(['Обязательное поле', 'Обязательное поле'])
    expect(screen.getByLabelText('Номер заказа')).toHaveAttribute('aria-invalid', 'true')
    expect(asked).not.toHaveBeenCalled()
  })

  it('refuses what is not an order number and an incomplete phone', async () => {
    render(<MyOrdersPage />)
    await userEvent.type(screen.getByLabelText('Номер заказа'), 'Б-001077')
    await userEvent.type(screen.getByLabelText('Телефон'), '701234')
    await find()
    expect(await screen.findByText(ORDER_REFERENCE_MESSAGE)).toBeInTheDocument()
    expect(screen.getByText('Введите полный номер телефона')).toBeInTheDocument()
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (701) 234')
  })

  it.each([
    ['the number from the letter', 'A-001077', 'A-001077'],
    ['the number typed loosely', ' а-1077 ', 'A-001077'],
    ['bare digits', ' 1077 ', '1077'],
  ])('finds the order by %s and the masked phone', async (_how, typed, asksFor) => {
    const asked = jest.fn()
    mockGraphQLQuery('GuestOrderQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<MyOrdersPage />)
    await userEvent.type(screen.getByLabelText('Номер заказа'), typed)
    await userEvent.type(screen.getByLabelText('Телефон'), '87012345678')
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (701) 234 56 78')
    await find()
    expect(await screen.findByRole('heading', { name: 'Заказ A-001077' })).toBeInTheDocument()
    // The number and the phone as the api's schema reads them (E.164).
    expect(asked).toHaveBeenCalledWith({ order: asksFor, phone: '+77012345678' })
  })

  it('says «Заказ не найден.» and asks again on the next search', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const asked = jest.fn()
    mockGraphQLQuery('GuestOrderQuery', (variables, { ctx }) => {
      asked(variables)
      ctx.errors([{ message: 'Заказ не найден.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    render(<MyOrdersPage />)
    await userEvent.type(screen.getByLabelText('Номер заказа'), '1077')
    await userEvent.type(screen.getByLabelText('Телефон'), '+77000000000')
    await find()
    expect(await screen.findByRole('alert')).toHaveTextContent('Заказ не найден.')
    await find()
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2))
  })
})
