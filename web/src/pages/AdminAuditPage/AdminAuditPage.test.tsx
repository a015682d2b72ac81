import { render, screen, within } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/AdminAuditCell/AdminAuditCell.mock'
import { auditParamsOf } from 'src/components/Admin/People/auditParams'

import AdminAuditPage from './AdminAuditPage'

let mockParams: Record<string, string> = {}
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  useParams: () => mockParams,
}))

describe('AdminAuditPage', () => {
  beforeEach(() => {
    mockParams = {}
  })

  it('has its heading, labelled filters and the log', async () => {
    mockGraphQLQuery('AdminAuditQuery', () => standard())
    render(<AdminAuditPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Журнал изменений' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Объект' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'E-mail сотрудника' })).toBeInTheDocument()
    expect(screen.getByLabelText('С даты')).toBeInTheDocument()
    expect(screen.getByLabelText('По дату')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Журнал изменений' })).toBeInTheDocument()
  })

  it('offers the known entities by their Russian titles, sending their codes', () => {
    mockParams = { entity: 'order' }
    mockGraphQLQuery('AdminAuditQuery', () => standard())
    render(<AdminAuditPage />)
    const select = screen.getByRole('combobox', { name: 'Объект' })
    const options = within(select).getAllByRole('option')
    expect(options[0]).toHaveTextContent('Все')
    expect(options[0]).toHaveValue('')
    expect(within(select).getByRole('option', { name: 'Заказы' })).toHaveValue('order')
    expect(within(select).getByRole('option', { name: 'Сообщения' })).toHaveValue('outboxMessage')
    expect(within(select).getByRole('option', { name: 'Новости' })).toHaveValue('news')
    expect(select).toHaveValue('order')
  })

  it('says in Russian when «по» is before «с», and lists without that bound', async () => {
    mockParams = { from: '2026-11-24', to: '2026-11-20' }
    const asked = jest.fn()
    mockGraphQLQuery('AdminAuditQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<AdminAuditPage />)
    expect(screen.getByRole('alert')).toHaveTextContent('Дата «по» раньше даты «с».')
    expect(screen.getByLabelText('По дату')).toHaveValue('2026-11-20')
    expect(await screen.findByRole('table', { name: 'Журнал изменений' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-11-24', to: null }))
  })

  it('reads the address with the api’s list schema', () => {
    expect(auditParamsOf({ entity: 'user', page: '2', from: '2026-11-01' })).toEqual({
      page: 2,
      filters: { entity: 'user', actorEmail: '', from: '2026-11-01', to: null },
      messages: [],
    })
    const odd = auditParamsOf({ page: 'abc', to: '2026-02-30x' })
    expect(odd.page).toBe(1)
    expect(odd.filters.to).toBeNull()
    expect(odd.messages.length).toBeGreaterThan(0)
  })
})
