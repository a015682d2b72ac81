import { render, screen, within } from '@redwoodjs/testing/web'

import AdminContentListCell from 'src/components/Admin/Content/AdminContentListCell'

import { Empty, Failure, Loading, Success } from './AdminContentListCell'
import { slides, standard } from './AdminContentListCell.mock'

describe('AdminContentListCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<Failure kind="news" error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить список.')
  })

  it('says when nothing is there or nothing was found', () => {
    render(<Empty />)
    expect(screen.getByText('Записей пока нет.')).toBeInTheDocument()
    render(<Empty search="склад" />)
    expect(screen.getByText('Ничего не найдено.')).toBeInTheDocument()
  })

  it('lists news with their state and date, each a link to its form', () => {
    render(<Success {...standard()} kind="news" />)
    const table = screen.getByRole('table', { name: 'Новости: 52' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
    ).toEqual(['Заголовок', 'На сайте', 'Дата'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('Новый склад в Атырау')
    expect(rows[0]).toHaveTextContent('Показано')
    expect(rows[0]).toHaveTextContent('01.11.2026')
    expect(rows[1]).toHaveTextContent('Скрыто')
    expect(within(rows[0]).getByRole('link', { name: 'Новый склад в Атырау' })).toHaveAttribute(
      'href',
      '/admin/content/news/1'
    )
    expect(screen.getByRole('navigation', { name: 'Страницы списка «Новости»' })).toHaveTextContent(
      '1–25 из 52'
    )
  })

  it('shows the order of ordered kinds', () => {
    render(<Success {...slides()} kind="slides" />)
    expect(screen.getByRole('columnheader', { name: 'Порядок' })).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Дата' })).not.toBeInTheDocument()
  })

  it('asks the api for the kind, page and search', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('AdminContentListQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<AdminContentListCell kind="news" page={1} pageSize={25} search="склад" />)
    expect(await screen.findByRole('link', { name: 'Скидки на насосы' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'news', page: 1, pageSize: 25, search: 'склад' })
    )
  })
})
