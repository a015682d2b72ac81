import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import FavoritesCell from 'src/components/Account/FavoritesCell'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import { Empty, Failure, isEmpty, Loading, Success } from './FavoritesCell'
import { standard, wholesale } from './FavoritesCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

describe('FavoritesCell', () => {
  it('has Russian loading, empty and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем избранное…')
    expect(isEmpty({ myFavorites: { ...standard().myFavorites, results: [] } })).toBe(true)
    render(<Empty />)
    expect(screen.getByText(/В избранном пусто/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'каталоге' })).toHaveAttribute('href', '/precatalog')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить избранное.')
  })

  it('links each product, shows its price and puts it in the cart', async () => {
    const add = jest.fn().mockResolvedValue(undefined)
    render(
      <ShopTestProviders cart={{ add }}>
        <Success {...standard()} />
      </ShopTestProviders>
    )
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(
      within(items[0]).getByRole('link', { name: 'Насос циркуляционный Grundfos UPS 25-40 180' })
    ).toHaveAttribute('href', '/catalog/product/GR-UPS-25-40')
    expect(within(items[0]).getByText('150 000 ₸')).toBeInTheDocument()
    expect(within(items[0]).getByLabelText('Скидка 16%')).toBeInTheDocument()
    expect(within(items[2]).getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(screen.queryByText(/Розница/)).not.toBeInTheDocument()
    await userEvent.click(
      screen.getByRole('button', { name: 'В корзину: Фильтр сетчатый Valtec 1/2"' })
    )
    expect(add).toHaveBeenCalledWith('VT-AF-15')
  })

  it('gives a wholesale customer retail for reference where their price differs', () => {
    render(
      <ShopTestProviders>
        <Success {...wholesale()} />
      </ShopTestProviders>
    )
    const [pump, filter] = screen.getAllByRole('listitem')
    expect(within(pump).getByText('135 000 ₸')).toBeInTheDocument()
    expect(within(pump).getByText('Розница: 150 000 ₸')).toBeInTheDocument()
    expect(within(filter).getByText('4 200 ₸')).toBeInTheDocument()
    expect(within(filter).queryByText(/Розница/)).not.toBeInTheDocument()
  })

  it('removes a favourite and shows the list the server gives back', async () => {
    const removed: number[] = []
    mockGraphQLQuery('FavoritesQuery', () => {
      const data = standard()
      data.myFavorites.results = data.myFavorites.results.filter(
        (item) => !removed.includes(item.id)
      )
      data.myFavorites.count = data.myFavorites.results.length
      return data
    })
    mockGraphQLMutation('RemoveFavoriteFromListMutation', ({ id }) => {
      removed.push(id)
      return { removeFavorite: true }
    })
    render(
      <ShopTestProviders>
        <FavoritesCell />
      </ShopTestProviders>
    )
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Удалить из избранного: Фильтр сетчатый Valtec 1/2"',
      })
    )
    await waitFor(() =>
      expect(screen.queryByText('Фильтр сетчатый Valtec 1/2"')).not.toBeInTheDocument()
    )
    expect(removed).toEqual([30])
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(toast.error).not.toHaveBeenCalled()
  })
})
