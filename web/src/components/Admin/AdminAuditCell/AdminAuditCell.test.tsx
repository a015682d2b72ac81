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

  it('shows who, when in Almaty, what and before → after per field, in Russian', () => {
    render(<Success {...standard()} />)
    const table = screen.getByRole('table', { name: 'Журнал изменений' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual([
      'Когда',
      'Кто',
      'Действие',
      'Объект',
      'Было → стало',
    ])
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(6)
    expect(rows[1]).toHaveTextContent('Массовое изменение цен')
    expect(rows[1]).toHaveTextContent('Товар №12')
    expect(rows[1]).toHaveTextContent('Цена: 52000 → 46800')
    expect(rows[1]).toHaveTextContent('Старая цена: — → 52000')
    expect(rows[2]).toHaveTextContent('Изменение записи')
    expect(rows[2]).toHaveTextContent('Страница «delivery»')
    expect(rows[2]).toHaveTextContent('Заголовок: Доставка → Доставка и оплата')
    expect(rows[3]).toHaveTextContent('25.11.2026, 10:00')
    expect(rows[3]).toHaveTextContent('admin@akvatoria.kz')
    expect(rows[3]).toHaveTextContent('Смена роли сотрудника')
    expect(rows[3]).toHaveTextContent('Пользователь №7')
    expect(rows[3]).toHaveTextContent('Роль: editor → manager')
    expect(rows[3]).not.toHaveTextContent('user.role')
    // 18:30 UTC is 23:30 in Almaty.
    expect(rows[4]).toHaveTextContent('24.11.2026, 23:30')
    expect(rows[4]).toHaveTextContent('Повторная отправка сообщения')
    expect(rows[4]).toHaveTextContent('Сообщение №5')
    expect(rows[4]).toHaveTextContent('Состояние: failed → pending')
    expect(within(rows[4]).getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows a code with no title as it is', () => {
    const log = standard().adminAuditLog
    const legacy = { ...log.items[2], action: 'robot.dance', entity: 'robot', changes: [] }
    render(<Success adminAuditLog={{ ...log, items: [legacy] }} />)
    const rows = within(screen.getByRole('table', { name: 'Журнал изменений' })).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('robot.dance')
    expect(rows[1]).toHaveTextContent('robot №7')
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
