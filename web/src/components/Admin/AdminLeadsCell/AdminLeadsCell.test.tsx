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

  it('shows each lead: who, what they asked, where from, its handling and CRM state', () => {
    render(<Success {...standard()} />)
    const rows = within(table('Заявки')).getAllByRole('row')
    expect(rows).toHaveLength(5)
    // A callback from a product page the CRM has not got: the product, the comment, why.
    expect(within(rows[1]).getByRole('link', { name: 'Серик' })).toHaveAttribute(
      'href',
      '/admin/leads/4'
    )
    expect(rows[1]).toHaveTextContent('Нужен насос для скважины 40 м')
    // The phone as every staff screen shows it (issue 30 §4), not the stored E.164.
    expect(rows[1]).toHaveTextContent('+7 (701) 555 01 01')
    expect(rows[1]).not.toHaveTextContent('+77015550101')
    // A long comment is cut in the list (the lead's page shows it whole).
    expect(rows[1]).not.toHaveTextContent('не смогу ответить')
    expect(
      within(rows[1]).getByRole('link', {
        name: 'Товар Насосная станция Grundfos JPB 5/24 (арт. GR-HJ-JPB-5-24)',
      })
    ).toHaveAttribute('href', '/catalog/product/GR-HJ-JPB-5-24')
    expect(rows[1]).toHaveTextContent('Новая')
    expect(rows[1]).toHaveTextContent('не дошла до CRM')
    expect(rows[1]).toHaveTextContent('CRM не подключена')
    // An account order's lead, handled: the order's staff page and who handled it.
    expect(rows[2]).toHaveTextContent('Заказ покупателя')
    expect(within(rows[2]).getByRole('link', { name: 'Заказ A-000012' })).toHaveAttribute(
      'href',
      '/admin/orders/12'
    )
    expect(rows[2]).toHaveTextContent('Обработана')
    expect(rows[2]).toHaveTextContent('manager@akvatoria.kz')
    expect(rows[2]).toHaveTextContent('в CRM')
    expect(rows[3]).toHaveTextContent('ждёт отправки в CRM')
    expect(rows[4]).toHaveTextContent('Обратный звонок')
    expect(within(rows[4]).getByRole('link', { name: 'Страница /contacts' })).toBeInTheDocument()
    expect(rows[4]).toHaveTextContent('CRM отказала в доступе')
    // Asia/Almaty wall time (UTC+5).
    expect(rows[4]).toHaveTextContent('24.11.2026, 15:00')
  })

  it('never shows staff the stored technical reasons', () => {
    render(<Success {...standard()} />)
    const page = document.body.textContent ?? ''
    for (const raw of [
      'BITRIX24_WEBHOOK_URL',
      'SMTP_HOST',
      'HTTP 401',
      'INVALID_CREDENTIALS',
      'попыток:',
      'crm-lead:',
    ]) {
      expect([raw, page.includes(raw)]).toEqual([raw, false])
    }
  })

  it('lists failed messages with reason, attempts and «Повторить»', () => {
    render(<Success {...standard()} />)
    const rows = within(table('Сообщения с ошибкой')).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toHaveTextContent('Письмо')
    expect(rows[1]).toHaveTextContent('Почта не настроена')
    expect(rows[2]).toHaveTextContent('Заявка в CRM')
    expect(rows[2]).toHaveTextContent('CRM отказала в доступе')
    expect(rows[2]).toHaveTextContent('его меняет администратор')
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
    expect(leadsHref({ status: 'new', crm: null, source: '', page: 1 })).toBe(
      '/admin/leads?status=new'
    )
    expect(leadsHref({ page: 2, messagesPage: 3 })).toBe('/admin/leads?page=2&messagesPage=3')
    expect(leadsHref({})).toBe('/admin/leads')
  })

  it('asks the api for leads and messages, with the filter', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('AdminLeadsQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<AdminLeadsCell page={1} messagesPage={1} status="new" crm={null} source={null} />)
    expect(await screen.findByRole('table', { name: 'Заявки' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ status: 'new', page: 1 }))
  })
})
