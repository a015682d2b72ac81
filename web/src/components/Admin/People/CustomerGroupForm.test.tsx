import userEvent from '@testing-library/user-event'

import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import { graphQLRefusal } from 'src/testing/accountTestUser'
import { changedBeforeEffects } from 'src/testing/beforeEffects'

import CustomerGroupForm from './CustomerGroupForm'

const customer = { id: 7, group: 'b2c', vip: false, updatedAt: '2026-11-20T08:00:00.123Z' }
const STALE =
  'Запись уже изменил другой сотрудник. Показаны свежие данные — проверьте и сохраните ещё раз.'

describe('CustomerGroupForm', () => {
  it('keeps a choice made before its effects ran, and takes a newer version of the customer', async () => {
    const chosen = await changedBeforeEffects<HTMLSelectElement>(
      <CustomerGroupForm customer={customer} />,
      '#customer-group',
      (select) => fireEvent.change(select, { target: { value: 'wholesale' } })
    )
    expect(chosen?.value).toBe('wholesale')

    const { rerender } = render(<CustomerGroupForm customer={customer} />)
    expect(screen.getByRole('combobox', { name: 'Группа' })).toHaveValue('b2c')
    rerender(
      <CustomerGroupForm
        customer={{
          ...customer,
          group: 'wholesale',
          vip: true,
          updatedAt: '2026-11-21T08:00:00.000Z',
        }}
      />
    )
    expect(screen.getByRole('combobox', { name: 'Группа' })).toHaveValue('wholesale')
    expect(screen.getByRole('checkbox', { name: 'VIP-покупатель' })).toBeChecked()
  })

  it('a stale save shows the api’s message and loads the fresh state', async () => {
    mockGraphQLMutation(
      'ChangeAdminCustomerGroupMutation',
      graphQLRefusal(STALE, { code: 'CONFLICT' })
    )
    const onStale = jest.fn()
    render(<CustomerGroupForm customer={customer} onStale={onStale} />)
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить группу' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE)
    await waitFor(() => expect(onStale).toHaveBeenCalledTimes(1))
  })

  it('another refusal is shown but does not reload', async () => {
    mockGraphQLMutation(
      'ChangeAdminCustomerGroupMutation',
      graphQLRefusal('Покупатель не найден.', { code: 'NOT_FOUND' })
    )
    const onStale = jest.fn()
    render(<CustomerGroupForm customer={customer} onStale={onStale} />)
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить группу' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Покупатель не найден.')
    expect(onStale).not.toHaveBeenCalled()
  })
})
