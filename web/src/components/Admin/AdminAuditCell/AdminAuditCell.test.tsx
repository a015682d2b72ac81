import { render, screen, within } from '@redwoodjs/testing/web'

import AdminAuditCell from 'src/components/Admin/AdminAuditCell'

import { auditHref, Failure, Loading, Success } from './AdminAuditCell'
import { empty, standard, unknownCodes } from './AdminAuditCell.mock'

describe('AdminAuditCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить журнал.')
  })

  it('shows who, when in Almaty, what and before → after per field, in Russian words', () => {
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
    expect(rows).toHaveLength(7)
    // Order statuses by their titles, not «placed → confirmed».
    expect(rows[1]).toHaveTextContent('Смена статуса заказа')
    expect(rows[1]).toHaveTextContent('Статус: Оформлен → Подтверждён')
    expect(rows[1]).not.toHaveTextContent('placed')
    // Money as ₸, yes/no, not «46900» and «true».
    expect(rows[3]).toHaveTextContent('Цена: 52 000 ₸ → 46 900 ₸')
    expect(rows[3]).toHaveTextContent('Старая цена: — → 52 000 ₸')
    expect(rows[3]).toHaveTextContent('Новинка: да → нет')
    expect(rows[4]).toHaveTextContent('Страница «Доставка и оплата»')
    expect(rows[4]).toHaveTextContent('Заголовок: Доставка → Доставка и оплата')
    expect(rows[5]).toHaveTextContent('25.11.2026, 10:00')
    expect(rows[5]).toHaveTextContent('admin@akvatoria.kz')
    expect(rows[5]).toHaveTextContent('Роль: Редактор → Менеджер')
    expect(rows[5]).not.toHaveTextContent('user.role')
    // 18:30 UTC is 23:30 in Almaty; ISO instants in Almaty time too.
    expect(rows[6]).toHaveTextContent('24.11.2026, 23:30')
    expect(rows[6]).toHaveTextContent('Следующая попытка: 24.11.2026, 15:00 → 24.11.2026, 23:30')
    expect(rows[6]).toHaveTextContent('Состояние: ошибка → в очереди')
    expect(rows[6]).not.toHaveTextContent('2026-11-24T')
    expect(within(rows[6]).getAllByRole('listitem')).toHaveLength(2)
  })

  it('names the records and links them to their screens', () => {
    render(<Success {...standard()} />)
    const rows = within(screen.getByRole('table', { name: 'Журнал изменений' })).getAllByRole('row')
    // «Заказ №51» was the order's id.
    expect(within(rows[1]).getByRole('link', { name: 'Заказ A-001051' })).toHaveAttribute(
      'href',
      '/admin/orders/51'
    )
    expect(within(rows[2]).getByRole('link', { name: 'Иванова Мария' })).toHaveAttribute(
      'href',
      '/admin/customers/8'
    )
    expect(
      within(rows[3]).getByRole('link', { name: 'Товар GR-HJ-JPB-5-24 «Насос Grundfos JPB 5-24»' })
    ).toHaveAttribute('href', '/admin/products/12')
    expect(
      within(rows[4]).getByRole('link', { name: 'Страница «Доставка и оплата»' })
    ).toHaveAttribute('href', '/admin/content/pages/delivery')
    expect(within(rows[5]).getByRole('link', { name: 'Сотрудник Ким Дана' })).toHaveAttribute(
      'href',
      '/admin/staff'
    )
  })

  it('shows a code with no title as it is', () => {
    render(<Success {...unknownCodes()} />)
    const rows = within(screen.getByRole('table', { name: 'Журнал изменений' })).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('robot.dance')
    expect(rows[1]).toHaveTextContent('robot №3')
    expect(rows[1]).toHaveTextContent('wheels: 2 → 4')
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument()
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
