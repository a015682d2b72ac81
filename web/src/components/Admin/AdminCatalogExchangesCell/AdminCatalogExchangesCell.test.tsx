import { render, screen, within } from '@redwoodjs/testing/web'

import { Empty, Failure, isEmpty, Loading, sizeText, Success } from './AdminCatalogExchangesCell'
import { standard } from './AdminCatalogExchangesCell.mock'

const rows = () => within(screen.getByRole('table', { name: 'Обмены с 1С' })).getAllByRole('row')

describe('AdminCatalogExchangesCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading, an empty log and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<Empty />)
    expect(screen.getByText(/Обменов с 1С ещё не было/)).toBeInTheDocument()
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить журнал обмена с 1С.')
    expect(
      isEmpty({ adminCatalogExchanges: { ...standard().adminCatalogExchanges, total: 0 } })
    ).toBe(true)
  })

  it('lists each exchange: when (Almaty time), who, state, files, counts, errors', () => {
    render(<Success {...standard()} />)
    expect(rows()).toHaveLength(3)
    const [, failed, done] = rows()
    expect(failed).toHaveTextContent('01.12.2026, 09:00')
    expect(failed).toHaveTextContent('ошибка')
    expect(failed).toHaveTextContent('ошибок: 1')
    expect(failed).toHaveTextContent('import.xml:57: Не указан Артикул')
    expect(done).toHaveTextContent('успешно')
    expect(done).toHaveTextContent('import.xml (3,3 МБ), offers.xml (2 КБ)')
    expect(
      within(done)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    ).toEqual([
      '30.11.2026, 09:00',
      '1c@akvatoria.kz',
      'успешно',
      'import.xml (3,3 МБ), offers.xml (2 КБ)',
      '2',
      '4',
      '1',
      expect.stringContaining('замечаний: 1'),
    ])
  })

  it('writes sizes in Russian units', () => {
    expect(sizeText(120)).toBe('120 Б')
    expect(sizeText(35 * 1024)).toBe('35 КБ')
    expect(sizeText(1.25 * 1024 * 1024)).toBe('1,3 МБ')
  })
})
