import { navigate } from '@redwoodjs/router'
import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import AdminProductsCell from 'src/components/Admin/Catalog/AdminProductsCell'

import { Failure, Loading, Success } from './AdminProductsCell'
import { nothingFound, standard } from './AdminProductsCell.mock'

jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

describe('AdminProductsCell', () => {
  afterEach(() => jest.clearAllMocks())

  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем товары…')
    // A failed load is logged for the developer console, not only shown.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить товары.')
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it('shows each product with its prices, stock and flags, linked to its page', () => {
    render(<Success {...standard()} input={{}} />)
    const table = screen.getByRole('table', { name: 'Товары: 27' })
    const [, pump, filter] = within(table).getAllByRole('row')
    expect(within(pump).getByRole('link', { name: 'Насосная станция NS-100' })).toHaveAttribute(
      'href',
      '/admin/products/7'
    )
    expect(pump).toHaveTextContent('60 000 ₸')
    expect(pump).toHaveTextContent('Популярный')
    expect(filter).toHaveTextContent('1 000 ₸')
    expect(filter).toHaveTextContent('1 200 ₸')
    expect(filter).toHaveTextContent('Скрыт')
    expect(filter).toHaveTextContent('Новинка')
    expect(within(filter).getByText('Нет')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Страницы списка товаров' })).toHaveTextContent(
      '1–25 из 27'
    )
  })

  it('puts the filter in the address, offering the chosen section’s subsections only', () => {
    render(<Success {...standard()} input={{ sort: 'name', direction: 'asc' }} />)
    const filter = screen.getByRole('search', { name: 'Фильтр товаров' })
    expect(within(filter).getByLabelText('Подраздел')).toBeDisabled()
    fireEvent.change(within(filter).getByLabelText('Название или артикул'), {
      target: { value: 'NS' },
    })
    fireEvent.change(within(filter).getByLabelText('Раздел'), { target: { value: '2' } })
    const subsections = within(within(filter).getByLabelText('Подраздел')).getAllByRole('option')
    expect(subsections.map((o) => o.textContent)).toEqual(['Все', 'Картриджи'])
    fireEvent.change(within(filter).getByLabelText('Наличие'), { target: { value: 'out' } })
    fireEvent.click(within(filter).getByRole('button', { name: 'Найти' }))
    expect(navigate).toHaveBeenCalledWith(
      '/admin/products?search=NS&categoryId=2&stock=out&sort=name&direction=asc'
    )
  })

  it('follows a new address («Сбросить», back, forward) in the filter', () => {
    const { rerender } = render(<Success {...standard()} input={{ search: 'насос' }} />)
    const filter = screen.getByRole('search', { name: 'Фильтр товаров' })
    const search = within(filter).getByRole('searchbox', { name: 'Название или артикул' })
    expect(search).toHaveValue('насос')
    fireEvent.change(search, { target: { value: 'насос ns' } })
    rerender(<Success {...standard()} input={{}} />)
    expect(
      within(screen.getByRole('search', { name: 'Фильтр товаров' })).getByRole('searchbox', {
        name: 'Название или артикул',
      })
    ).toHaveValue('')
  })

  it('says when nothing is found and keeps the filters', () => {
    render(<Success {...nothingFound()} input={{ search: 'нет такого' }} />)
    expect(screen.getByText('Товары не найдены. Измените фильтр.')).toBeInTheDocument()
    expect(screen.getByLabelText('Название или артикул')).toHaveValue('нет такого')
  })

  it('asks the api with the list’s parameters', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('AdminProductsQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<AdminProductsCell input={{ search: 'NS' }} />)
    expect(await screen.findByRole('table', { name: 'Товары: 27' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ input: { search: 'NS' } })
  })
})
