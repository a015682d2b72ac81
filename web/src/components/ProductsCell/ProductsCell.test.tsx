import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'
import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import { beforeQuery, Empty, Failure, isEmpty, Loading, Success } from './ProductsCell'
import { empty, standard, wholesale } from './ProductsCell.mock'

describe('ProductsCell', () => {
  it('has loading, empty and failure states in Russian', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем товары…')
    expect(isEmpty(empty())).toBe(true)
    render(<Empty />)
    expect(screen.getByText(/Товары не найдены/)).toBeInTheDocument()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить товары.')
  })

  it('a search that found nothing offers to phone or write (SPEC §2)', async () => {
    mockSiteBlocks()
    render(<Empty filter={{ search: 'холодильник' }} />)
    expect(
      screen.getByText(/По вашему запросу ничего не найдено\. Нужна помощь\?/)
    ).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Позвоните' })).toHaveAttribute(
      'href',
      'tel:+77122203040'
    )
    expect(screen.getByRole('link', { name: 'Напишите нам' })).toHaveAttribute(
      'href',
      'https://wa.me/77122203040'
    )
    expect(screen.queryByText(/Товары не найдены/)).not.toBeInTheDocument()
  })

  it('says «более 1 000 товаров» for a search list past its cap', () => {
    const capped = standard()
    capped.products.count = 1001
    render(
      <StaticCartProvider value={{ add: jest.fn() }}>
        <CompareProvider>
          <Success {...capped} />
        </CompareProvider>
      </StaticCartProvider>
    )
    expect(screen.getByRole('status')).toHaveTextContent('Найдено более 1 000 товаров')
  })

  it('lists cards with prices and pages, adds to cart and compare', async () => {
    localStorage.clear()
    const add = jest.fn().mockResolvedValue(undefined)
    const onPage = jest.fn()
    render(
      <StaticCartProvider value={{ add }}>
        <CompareProvider>
          <Success {...standard()} onPage={onPage} />
        </CompareProvider>
      </StaticCartProvider>
    )
    expect(screen.getByText('Найдено товаров: 23')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(screen.getByText('48 500 ₸')).toBeInTheDocument()
    expect(screen.getByLabelText('Скидка 10%')).toBeInTheDocument()
    expect(screen.getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(screen.queryByText(/Розница/)).not.toBeInTheDocument()
    await userEvent.click(
      screen.getByRole('button', { name: /В корзину: Насос циркуляционный Wilo/ })
    )
    expect(add).toHaveBeenCalledWith('WL-STAR-25-6')
    const compare = screen.getByRole('button', { name: /Сравнить: Насос циркуляционный DAB/ })
    await userEvent.click(compare)
    expect(
      screen.getByRole('button', { name: /Убрать из сравнения: Насос циркуляционный DAB/ })
    ).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Страница 3' }))
    expect(onPage).toHaveBeenCalledWith(3)
  })
})

describe('ProductsCell for a wholesale customer', () => {
  it('gives retail for reference only on the cards whose price differs from it', () => {
    render(
      <StaticCartProvider value={{}}>
        <CompareProvider>
          <Success {...wholesale()} />
        </CompareProvider>
      </StaticCartProvider>
    )
    const [grundfos, wilo] = screen.getAllByRole('article')
    expect(within(grundfos).getByText('43 000 ₸')).toBeInTheDocument()
    expect(within(grundfos).getByText('Розница: 48 500 ₸')).toBeInTheDocument()
    expect(within(wilo).getByText('39 900 ₸')).toBeInTheDocument()
    expect(within(wilo).queryByText(/Розница/)).not.toBeInTheDocument()
  })
})

describe('ProductsCell variables', () => {
  it('sends only the query inputs, so display props do not refetch', () => {
    const options = beforeQuery({
      filter: { categoryName: 'Насосы' },
      ordering: 'price',
      page: 2,
      pageSize: 9,
      layout: 'list',
      onPage: () => {},
    })
    expect(options.variables).toEqual({
      filter: { categoryName: 'Насосы' },
      ordering: 'price',
      page: 2,
      pageSize: 9,
    })
  })
})
