import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { standard, wholesale } from 'src/components/CompareCell/CompareCell.mock'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import CompareTable, { type CompareProductData } from './CompareTable'

const pumps = (): CompareProductData[] => standard().productsByArticles

const showTable = (products: CompareProductData[], extra: { add?: jest.Mock } = {}) => {
  const onRemove = jest.fn()
  render(
    <ShopTestProviders cart={extra.add ? { add: extra.add } : {}}>
      <CompareTable subcategory="Циркуляционные насосы" products={products} onRemove={onRemove} />
    </ShopTestProviders>
  )
  return { onRemove }
}

const rowValues = (name: string | RegExp) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('CompareTable', () => {
  it('is captioned with the subcategory and has a column per product with price and stock', () => {
    showTable(pumps())
    expect(
      screen.getByRole('table', { name: 'Сравнение товаров: Циркуляционные насосы' })
    ).toBeInTheDocument()
    const columns = screen.getAllByRole('columnheader')
    expect(columns).toHaveLength(3)
    expect(
      within(columns[0]).getByRole('link', { name: 'Насос Grundfos UPS 25-40' })
    ).toHaveAttribute('href', '/catalog/product/GR-UPS-25-40')
    expect(within(columns[0]).getByText('48 500 ₸')).toBeInTheDocument()
    expect(within(columns[0]).getByText('В наличии')).toBeInTheDocument()
    expect(within(columns[2]).getByText('35 000 ₸')).toBeInTheDocument()
    expect(within(columns[2]).getByText('Нет в наличии')).toBeInTheDocument()
    expect(screen.queryByText(/Розница/)).not.toBeInTheDocument()
  })

  it('gives a wholesale customer retail for reference under each price that differs', () => {
    showTable(wholesale().productsByArticles)
    const columns = screen.getAllByRole('columnheader')
    expect(within(columns[0]).getByText('43 000 ₸')).toBeInTheDocument()
    expect(within(columns[0]).getByText('Розница: 48 500 ₸')).toBeInTheDocument()
    expect(within(columns[1]).getByText('Розница: 39 900 ₸')).toBeInTheDocument()
    expect(within(columns[2]).getByText('35 000 ₸')).toBeInTheDocument()
    expect(within(columns[2]).queryByText(/Розница/)).not.toBeInTheDocument()
  })

  it('lines the values up per characteristic, with units', () => {
    showTable(pumps())
    expect(rowValues(/Напор/)).toEqual(['4 м', '6 м', '4 м'])
    expect(rowValues('Присоединение')).toEqual(['1"', '1"', '1"'])
  })

  it('marks differing rows, also for screen readers, and can show only those', async () => {
    showTable(pumps())
    const head = screen.getByRole('rowheader', { name: 'Напор (отличается)' })
    expect(head.closest('tr')).toHaveClass('compare-table__row--differs')
    expect(screen.getByRole('rowheader', { name: 'Присоединение' }).closest('tr')).not.toHaveClass(
      'compare-table__row--differs'
    )
    const onlyDiffering = screen.getByRole('checkbox', { name: 'Только различия' })
    await userEvent.click(onlyDiffering)
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Напор (отличается)',
    ])
    await userEvent.click(onlyDiffering)
    expect(screen.getAllByRole('rowheader')).toHaveLength(2)
  })

  it('shows «—» for a missing value and counts it as a difference', () => {
    const [ups, wilo] = pumps()
    showTable([
      ups,
      {
        ...wilo,
        characteristics: wilo.characteristics.filter((row) => row.name !== 'Присоединение'),
      },
    ])
    expect(rowValues(/Присоединение/)).toEqual(['1"', '—'])
    expect(
      screen.getByRole('rowheader', { name: 'Присоединение (отличается)' })
    ).toBeInTheDocument()
  })

  it('says when everything matches and only differences are asked for', async () => {
    const [ups, , dab] = pumps()
    showTable([ups, dab])
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только различия' }))
    expect(screen.getByText('Характеристики этих товаров совпадают.')).toBeInTheDocument()
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument()
  })

  it('says when no characteristics are given', () => {
    showTable(pumps().map((product) => ({ ...product, characteristics: [] })))
    expect(screen.getByText('Характеристики не указаны.')).toBeInTheDocument()
  })

  it('puts a product in the cart and removes one from the comparison', async () => {
    const add = jest.fn().mockResolvedValue(undefined)
    const { onRemove } = showTable(pumps(), { add })
    await userEvent.click(screen.getByRole('button', { name: 'В корзину: Насос DAB VA 55/180' }))
    expect(add).toHaveBeenCalledWith('DAB-VA-55')
    await userEvent.click(
      screen.getByRole('button', { name: 'Убрать из сравнения: Насос Grundfos UPS 25-40' })
    )
    expect(onRemove).toHaveBeenCalledWith('GR-UPS-25-40')
  })

  it('on a Kazakh page marks the maker’s Russian values and the Russian names’ pictures lang="ru"', async () => {
    await loadCatalog('kk')
    const [first, second] = pumps()
    render(
      <AtPage href="/kk/compare">
        <ShopTestProviders>
          <CompareTable
            subcategory="Айналым сорғылары"
            products={[
              {
                ...first,
                name: 'Айналым сорғысы',
                nameLang: 'kk',
                characteristics: [
                  { name: 'Корпус', nameLang: 'ru', value: 'Бар', valueLang: 'kk' },
                ],
              },
              {
                ...second,
                nameLang: 'ru',
                characteristics: [
                  { name: 'Корпус', nameLang: 'ru', value: 'Чугун', valueLang: 'ru' },
                ],
              },
            ]}
            onRemove={() => {}}
          />
        </ShopTestProviders>
      </AtPage>
    )
    expect(screen.getByRole('cell', { name: 'Бар' })).not.toHaveAttribute('lang')
    expect(screen.getByRole('cell', { name: 'Чугун' })).toHaveAttribute('lang', 'ru')
    const pictures = [...document.querySelectorAll('img')]
    expect(pictures.map((picture) => picture.getAttribute('lang'))).toEqual([null, 'ru'])
  })
})
