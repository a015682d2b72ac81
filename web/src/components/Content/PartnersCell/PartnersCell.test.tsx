import { render, screen, within } from '@redwoodjs/testing/web'

import PartnersCell from 'src/components/Content/PartnersCell'

import { Empty, Failure, isEmpty, Loading, Success } from './PartnersCell'
import { standard } from './PartnersCell.mock'

describe('PartnersCell', () => {
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем бренды…')
  })

  it('says when there are no brands', () => {
    expect(isEmpty({ brands: [] })).toBe(true)
    expect(isEmpty(standard())).toBe(false)
    render(<Empty />)
    expect(screen.getByText(/Список брендов пока пуст/)).toBeInTheDocument()
  })

  it('logs a failure and says so in Russian', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Сервер недоступен')
    render(<Failure error={error} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить бренды.')
    expect(log).toHaveBeenCalledWith('brands', error)
  })

  it('shows the brands with links to their pages and to the catalogue', () => {
    render(<Success {...standard()} />)
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(6)
    expect(screen.getByRole('link', { name: 'Wilo' })).toHaveAttribute('href', '/about/partners/2')
    expect(screen.getByRole('link', { name: 'Товары в каталоге — Wilo' })).toHaveAttribute(
      'href',
      '/catalog/v2?brand__name=Wilo'
    )
  })

  it('asks the api for the brands by name', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('PartnersQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<PartnersCell />)
    expect(await screen.findByRole('link', { name: 'Baxi' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalled()
  })
})
