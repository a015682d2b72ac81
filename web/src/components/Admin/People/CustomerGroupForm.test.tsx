import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { graphQLRefusal } from 'src/testing/accountTestUser'

import CustomerGroupForm from './CustomerGroupForm'

const customer = { id: 7, group: 'b2c', vip: false, updatedAt: '2026-11-20T08:00:00.123Z' }
const STALE =
  'Запись уже изменил другой сотрудник. Показаны свежие данные — проверьте и сохраните ещё раз.'

describe('CustomerGroupForm', () => {
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
