import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminCustomerCell from 'src/components/Admin/AdminCustomerCell'
import { graphQLRefusal } from 'src/testing/accountTestUser'

import { Failure, Loading, Success } from './AdminCustomerCell'
import { standard, wholesaleVip } from './AdminCustomerCell.mock'

const STALE =
  'Запись уже изменил другой сотрудник. Показаны свежие данные — проверьте и сохраните ещё раз.'

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
    expect(screen.getByText('Телефон').nextElementSibling).toHaveTextContent(
      /^\+7 \(701\) 123 45 67$/
    )
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

  it('writes order sums by the shop’s money rule', () => {
    const data = standard()
    data.adminCustomer.orders[0].total = '1250.5'
    render(<Success id={7} {...data} />)
    const rows = within(screen.getByRole('table', { name: 'Заказы покупателя' })).getAllByRole(
      'row'
    )
    expect((rows[1] as HTMLTableRowElement).cells[3]).toHaveTextContent(/^1 250,50 ₸$/)
    expect((rows[2] as HTMLTableRowElement).cells[3]).toHaveTextContent(/^—$/)
  })

  it('shows a wholesale vip and no orders', () => {
    render(<Success id={8} {...wholesaleVip()} />)
    expect(screen.getByRole('combobox', { name: 'Группа' })).toHaveValue('wholesale')
    expect(screen.getByRole('checkbox', { name: 'VIP-покупатель' })).toBeChecked()
    expect(screen.getByText('Заказов нет.')).toBeInTheDocument()
    expect(screen.getByText(/^Не заполнены: в счетах покупателем/)).toBeInTheDocument()
  })

  it('shows the customer’s company details, the buyer of their invoices', () => {
    render(<Success id={7} {...standard()} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Реквизиты компании' })
    ).toBeInTheDocument()
    expect(screen.getByText('БИН/ИИН').nextElementSibling).toHaveTextContent('971240001315')
    expect(screen.getByText('IBAN (номер счёта)').nextElementSibling).toHaveTextContent(
      'KZ86125KZT5004100100'
    )
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
    mockGraphQLMutation(
      'ChangeAdminCustomerGroupMutation',
      graphQLRefusal(STALE, { code: 'CONFLICT' })
    )
    render(<Success id={7} {...standard()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить группу' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE)
  })

  it('keeps «Группа сохранена.» after the saved version reaches the screen', async () => {
    mockGraphQLQuery('AdminCustomerQuery', () => standard())
    mockGraphQLMutation('ChangeAdminCustomerGroupMutation', () => ({
      changeAdminCustomerGroup: {
        __typename: 'AdminCustomerDetail',
        id: 7,
        role: 'vip',
        vip: true,
        group: 'b2c',
        groups: [],
        updatedAt: '2026-11-25T08:00:00.000Z',
      },
    }))
    render(<AdminCustomerCell id={7} />)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'VIP-покупатель' }))
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить группу' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Группа сохранена.')
    // The cache now holds the new version; the page shows it and the message stays.
    await waitFor(() => expect(screen.getByText(/Розничные покупатели, VIP/)).toBeInTheDocument())
    expect(screen.getByRole('status')).toHaveTextContent('Группа сохранена.')
    expect(screen.getByRole('checkbox', { name: 'VIP-покупатель' })).toBeChecked()
  })

  it('keeps the 409 alert beside the fresh values it loaded', async () => {
    let loads = 0
    mockGraphQLQuery('AdminCustomerQuery', () => {
      loads += 1
      const data = standard()
      // What another employee saved meanwhile: a wholesale customer, a newer version.
      if (loads > 1) {
        data.adminCustomer.group = 'wholesale'
        data.adminCustomer.updatedAt = '2026-11-25T09:00:00.000Z'
      }
      return data
    })
    mockGraphQLMutation(
      'ChangeAdminCustomerGroupMutation',
      graphQLRefusal(STALE, { code: 'CONFLICT' })
    )
    render(<AdminCustomerCell id={7} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить группу' }))
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Группа' })).toHaveValue('wholesale')
    )
    expect(screen.getByRole('alert')).toHaveTextContent(STALE)
  })

  it('asks the api for the customer', async () => {
    mockGraphQLQuery('AdminCustomerQuery', () => standard())
    render(<AdminCustomerCell id={7} />)
    expect(await screen.findByRole('heading', { name: 'Иванова Айгерим' })).toBeInTheDocument()
  })
})
