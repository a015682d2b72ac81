import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'
import { appliedFill, refusedFill } from 'src/testing/orderMocks'

import FillReport from './FillReport'

describe('FillReport (per-row result of a fill)', () => {
  it('says «из файла» for an uploaded file', () => {
    render(<FillReport report={appliedFill()} />)
    expect(screen.getByRole('heading', { name: 'Заказ заполнен из файла' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Заказ заполнен из файла' })).toBeInTheDocument()
  })

  it('says «из списка» for a pasted list', () => {
    render(<FillReport report={appliedFill()} source="list" />)
    expect(screen.getByRole('heading', { name: 'Заказ заполнен из списка' })).toBeInTheDocument()
    expect(screen.queryByText(/из файла/)).not.toBeInTheDocument()
  })

  it('names the source of a refused fill too', () => {
    const { unmount } = render(<FillReport report={refusedFill()} />)
    expect(
      screen.getByRole('heading', { name: 'Заказ не изменён: в файле есть ошибки' })
    ).toBeInTheDocument()
    unmount()
    render(<FillReport report={refusedFill()} source="list" />)
    expect(
      screen.getByRole('heading', { name: 'Заказ не изменён: в списке есть ошибки' })
    ).toBeInTheDocument()
  })

  it('names each cell by its column, for phones where the header row is hidden', () => {
    render(<FillReport report={refusedFill()} />)
    const table = screen.getByRole('table')
    expect(table).toHaveClass('stack-table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['Строка', 'Артикул', 'Кол-во', 'Результат'])
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.getAttribute('data-label'))
      ).toEqual(headers)
    }
  })

  it('shows the summary and one row per line with its result and message', () => {
    render(<FillReport report={refusedFill()} />)
    expect(
      screen.getByText(
        'Добавлено: 1; добавлено не всё: 1; не найдено: 1; неверное количество: 1; нет в наличии: 1.'
      )
    ).toBeInTheDocument()
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    )
    expect(cells).toEqual([
      ['2', 'VT-VTC560-N-3', '2', 'Добавлено'],
      ['3', 'RF-RE-500', '9', 'Добавлено не всё: В наличии 3 товаров'],
      ['4', 'NOPE-1', '1', 'Не найден: Товар с артикулом NOPE-1 не найден'],
      ['5', 'GR-UPS-25-40', '—', 'Неверное количество: Введите целое число от 1 до 100 000.'],
      ['6', 'DAB-VA-55', '1', 'Нет в наличии: Нет в наличии'],
    ])
  })

  it('speaks Kazakh on a Kazakh page: heading, counts, columns and results (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/order?id=1063">
        <FillReport report={refusedFill()} source="list" />
      </AtPage>
    )
    expect(
      screen.getByRole('heading', { name: 'Тапсырыс өзгертілмеді: тізімде қателер бар' })
    ).toBeInTheDocument()
    expect(
      screen.getByText(/^Қосылды: \d+; толық қосылмады: \d+; табылмады: \d+;/)
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
    ).toEqual(['Жол', 'Артикул', 'Саны', 'Нәтиже'])
    expect(screen.getByRole('table')).not.toHaveTextContent(/Добавлено|Не найден|Неверное/)
    // The rows' messages, the api's Russian words, by their keys in the shared area.
    const table = screen.getByRole('table')
    expect(table).toHaveTextContent('Қоймада 3 дана бар')
    expect(table).toHaveTextContent('NOPE-1 артикулды тауар табылмады')
    expect(table).toHaveTextContent('1 мен 100 000 аралығындағы бүтін санды енгізіңіз.')
    expect(table).not.toHaveTextContent(/Товар с артикулом|Введите|В наличии|Нет в наличии/)
  })
})
