import { ONLY_FAILED_RETRIED } from '@domain/adminPeople'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminLeadsCell from 'src/components/Admin/AdminLeadsCell'
import { graphQLRefusal } from 'src/testing/accountTestUser'

import { Failure, leadsHref, Loading, Success } from './AdminLeadsCell'
import { empty, standard } from './AdminLeadsCell.mock'

const table = (name: string) => screen.getByRole('table', { name })

describe('AdminLeadsCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить заявки.')
  })

  it('shows each lead with source, contacts and its CRM state as a badge', () => {
    render(<Success {...standard()} />)
    const rows = within(table('Заявки')).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(rows[1]).toHaveTextContent('Заказ покупателя')
    expect(within(rows[1]).getByRole('link', { name: 'A-000012' })).toHaveAttribute(
      'href',
      '/admin/orders/12'
    )
    expect(rows[1]).toHaveTextContent('доставлено')
    expect(rows[2]).toHaveTextContent('в очереди')
    expect(rows[3]).toHaveTextContent('Обратный звонок')
    expect(rows[3]).toHaveTextContent('ошибка')
    expect(rows[3]).toHaveTextContent('BITRIX24_WEBHOOK_URL не задан (попыток: 12)')
    // Asia/Almaty wall time (UTC+5).
    expect(rows[3]).toHaveTextContent('24.11.2026, 15:00')
  })

  it('lists failed messages with reason, attempts and «Повторить»', () => {
    render(<Success {...standard()} />)
    const rows = within(table('Сообщения с ошибкой')).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toHaveTextContent('Письмо')
    expect(rows[1]).toHaveTextContent('SMTP 550 mailbox unavailable')
    expect(rows[2]).toHaveTextContent('Заявка в CRM')
    expect(screen.getByRole('button', { name: 'Повторить: Заявка №1: Данияр' })).toBeInTheDocument()
  })

  it('«Повторить» queues the message and the row reads «в очереди»', async () => {
    const retried = jest.fn()
    mockGraphQLMutation('RetryOutboxMessageMutation', ({ id }) => {
      retried(id)
      return {
        retryOutboxMessage: {
          __typename: 'AdminOutboxMessage',
          id,
          state: 'pending',
          attempts: 12,
          nextAttemptAt: '2026-11-25T06:00:00Z',
        },
      }
    })
    render(<Success {...standard()} />)
    screen.getByRole('button', { name: 'Повторить: Заявка №1: Данияр' }).click()
    await waitFor(() => expect(retried).toHaveBeenCalledWith(5))
    const row = within(table('Сообщения с ошибкой')).getAllByRole('row')[2]
    await waitFor(() => expect(row).toHaveTextContent('в очереди'))
    expect(
      screen.queryByRole('button', { name: 'Повторить: Заявка №1: Данияр' })
    ).not.toBeInTheDocument()
  })

  it('shows the api’s Russian message when a retry is refused', async () => {
    mockGraphQLMutation(
      'RetryOutboxMessageMutation',
      graphQLRefusal(ONLY_FAILED_RETRIED, { code: 'CONFLICT' })
    )
    render(<Success {...standard()} />)
    screen.getByRole('button', { name: 'Повторить: Заявка №1: Данияр' }).click()
    expect(await screen.findByRole('alert')).toHaveTextContent(ONLY_FAILED_RETRIED)
  })

  it('says when nothing failed and no lead matches', () => {
    render(<Success {...empty()} />)
    expect(screen.getByText(/Сообщений с ошибкой нет/)).toBeInTheDocument()
    expect(screen.getByText('Заявок с такими условиями нет.')).toBeInTheDocument()
  })

  it('keeps filters and pages in the address', () => {
    expect(leadsHref({ state: 'failed', source: '', page: 1 })).toBe('/admin/leads?state=failed')
    expect(leadsHref({ page: 2, messagesPage: 3 })).toBe('/admin/leads?page=2&messagesPage=3')
    expect(leadsHref({})).toBe('/admin/leads')
  })

  it('asks the api for leads and messages', async () => {
    mockGraphQLQuery('AdminLeadsQuery', () => standard())
    render(<AdminLeadsCell page={1} messagesPage={1} state={null} source={null} />)
    expect(await screen.findByRole('table', { name: 'Заявки' })).toBeInTheDocument()
  })
})
