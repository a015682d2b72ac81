import { render, screen, within } from '@redwoodjs/testing/web'

import AdminAuditCell from 'src/components/Admin/AdminAuditCell'

import { auditHref, Failure, Loading, Success } from './AdminAuditCell'
import { empty, standard } from './AdminAuditCell.mock'

describe('AdminAuditCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить журнал.')
  })

  it('shows who, when in Almaty, what and before → after per field', () => {
    render(<Success {...standard()} />)
    const rows = within(screen.getByRole('table', { name: 'Журнал изменений' })).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(rows[1]).toHaveTextContent('25.11.2026, 10:00')
    expect(rows[1]).toHaveTextContent('admin@akvatoria.kz')
    expect(rows[1]).toHaveTextContent('user.role')
    expect(rows[1]).toHaveTextContent('user №7')
    expect(rows[1]).toHaveTextContent('role: editor → manager')
    // 18:30 UTC is 23:30 in Almaty.
    expect(rows[2]).toHaveTextContent('24.11.2026, 23:30')
    expect(within(rows[2]).getAllByRole('listitem')).toHaveLength(2)
  })

  it('says when nothing matches', () => {
    render(<Success {...empty()} />)
    expect(screen.getByText('Записей нет.')).toBeInTheDocument()
  })

  it('keeps the filters in the page links', () => {
    expect(auditHref({ entity: 'user', actorEmail: '', from: '2026-11-01' }, 2)).toBe(
      '/admin/audit?entity=user&from=2026-11-01&page=2'
    )
    expect(auditHref({})).toBe('/admin/audit')
  })

  it('asks the api with the filters', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('AdminAuditQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<AdminAuditCell page={1} entity="user" actorEmail="" from={null} to={null} />)
    expect(await screen.findByRole('table', { name: 'Журнал изменений' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ entity: 'user', page: 1 }))
  })
})
