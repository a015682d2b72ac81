import { render, screen, within } from '@redwoodjs/testing/web'

import AdminDashboardCell from 'src/components/Admin/AdminDashboardCell'

import { CARDS, Failure, Loading, Success } from './AdminDashboardCell'
import { quiet, standard } from './AdminDashboardCell.mock'

const card = (label: string) => screen.getByRole('listitem', { name: label })

describe('AdminDashboardCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
  })

  it('says the counts could not be loaded', () => {
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить показатели.')
    expect(console.error).toHaveBeenCalledWith('admin dashboard', expect.any(Error))
  })

  it('shows five cards, each count with its Russian label', () => {
    render(<Success {...standard()} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(5)
    expect(CARDS.map((c) => c.label)).toEqual([
      'Заказы сегодня',
      'Ждут подтверждения',
      'Заявки в очереди или с ошибкой',
      'Сообщения с ошибкой',
      'Нет в наличии',
    ])
    expect(card('Заказы сегодня')).toHaveTextContent(/^7Заказы сегодня$/)
    expect(card('Ждут подтверждения')).toHaveTextContent('3')
    expect(card('Заявки в очереди или с ошибкой')).toHaveTextContent('1')
    expect(card('Сообщения с ошибкой')).toHaveTextContent('2')
    expect(card('Нет в наличии')).toHaveTextContent('14')
  })

  it('shows zeros rather than hiding a card', () => {
    render(<Success {...quiet()} />)
    for (const { label } of CARDS) expect(within(card(label)).getByText('0')).toBeInTheDocument()
  })

  it('asks the api for the counts', async () => {
    mockGraphQLQuery('AdminDashboardQuery', () => standard())
    render(<AdminDashboardCell />)
    expect(await screen.findByRole('listitem', { name: 'Нет в наличии' })).toHaveTextContent('14')
  })
})
