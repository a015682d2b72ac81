import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminCustomerCell from 'src/components/Admin/AdminCustomerCell'

import { Failure, Loading, Success } from './AdminCustomerCell'
import { standard, wholesaleVip } from './AdminCustomerCell.mock'

describe('AdminCustomerCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading, failure and a missing customer', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<Failure id={7} error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Не удалось загрузить покупателя. Обновите страницу.'
    )
    const gone = Object.assign(new Error('gone'), {
      graphQLErrors: [{ message: 'Покупатель не найден.', extensions: { code: 'NOT_FOUND' } }],
    })
    render(<Failure id={8} error={gone} />)
    expect(screen.getByText('Покупатель не найден.')).toHaveAttribute('role', 'alert')
  })

  it('shows the profile, group and orders linking to the order screen', () => {
    render(<Success id={7} {...standard()} />)
    expect(screen.getByRole('heading', { name: 'Иванова Айгерим' })).toBeInTheDocument()
    expect(screen.getByText('+77011234567')).toBeInTheDocument()
    const orders = screen.getByRole('table', { name: 'Заказы покупателя' })
    expect(within(orders).getByRole('link', { name: 'A-000012' })).toHaveAttribute(
      'href',
      '/admin/orders/12'
    )
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('Оформлен')
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent(/125\s000\s₸/)
    expect(screen.getByRole('combobox', { name: 'Группа' })).toHaveValue('b2c')
    expect(screen.getByRole('checkbox', { name: 'VIP-покупатель' })).not.toBeChecked()
  })

  it('shows a wholesale vip and no orders', () => {
    render(<Success id={8} {...wholesaleVip()} />)
    expect(screen.getByRole('combobox', { name: 'Группа' })).toHaveValue('wholesale')
    expect(screen.getByRole('checkbox', { name: 'VIP-покупатель' })).toBeChecked()
    expect(screen.getByText('Заказов нет.')).toBeInTheDocument()
  })

  it('saves the group with the version it showed', async () => {
    const saved = jest.fn()
    mockGraphQLMutation('ChangeAdminCustomerGroupMutation', ({ input }) => {
      saved(input)
      return {
        changeAdminCustomerGroup: {
          __typename: 'AdminCustomerDetail',
          id: 7,
          role: 'vip',
          vip: true,
          group: 'wholesale',
          groups: [],
          updatedAt: '2026-11-25T08:00:00Z',
        },
      }
    })
    render(<Success id={7} {...standard()} />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Группа' }), 'wholesale')
    await userEvent.click(screen.getByRole('checkbox', { name: 'VIP-покупатель' }))
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить группу' }))
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({
        id: 7,
        group: 'wholesale',
        vip: true,
        updatedAt: '2026-11-20T08:00:00.123Z',
      })
    )
    expect(await screen.findByRole('status')).toHaveTextContent('Группа сохранена.')
  })

  it('a stale save says so in Russian', async () => {
    mockGraphQLMutation('ChangeAdminCustomerGroupMutation', () => {
      throw new Error('Запись уже изменил другой сотрудник.')
    })
    render(<Success id={7} {...standard()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить группу' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/изменил|Не удалось/)
  })

  it('asks the api for the customer', async () => {
    mockGraphQLQuery('AdminCustomerQuery', () => standard())
    render(<AdminCustomerCell id={7} />)
    expect(await screen.findByRole('heading', { name: 'Иванова Айгерим' })).toBeInTheDocument()
  })
})
