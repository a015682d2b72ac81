import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { PRODUCT_PLACEHOLDER } from 'src/components/ProductImage/ProductImage'
import { loadCatalog } from 'src/lib/i18n'
import { STORAGE_KEYS } from 'src/lib/storage'
import { AtPage } from 'src/testing/InLanguage'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import ProductCard, { ProductCardPrice, type ProductCardData } from './ProductCard'
import { productCard } from './ProductCard.mock'

const pump = (overrides: Partial<ProductCardData> = {}): ProductCardData =>
  productCard({
    id: 7,
    article: 'GR-UPS-25-40',
    name: 'Насос циркуляционный Grundfos UPS 25-40 180',
    currentPrice: 48500,
    lastPrice: 54000,
    images: [{ file: '/media/gr-ups-25-40.jpg', alt: 'Grundfos UPS 25-40, вид спереди' }],
    balance: [{ isAvailable: false }, { isAvailable: true }],
    ...overrides,
  })

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.compare) ?? '{}')

describe('ProductCard', () => {
  beforeEach(() => localStorage.clear())

  it('shows name, article, price with the old price and discount, and availability', () => {
    render(
      <ShopTestProviders>
        <ProductCard product={pump()} />
      </ShopTestProviders>
    )
    const card = screen.getByRole('article', {
      name: 'Насос циркуляционный Grundfos UPS 25-40 180',
    })
    expect(card).toBeInTheDocument()
    // The picture's link is hidden from assistive tech: one link per card.
    expect(screen.getByRole('link')).toHaveAttribute('href', '/catalog/product/GR-UPS-25-40')
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Насос циркуляционный Grundfos UPS 25-40 180'
    )
    expect(screen.getByText('Артикул: GR-UPS-25-40')).toBeInTheDocument()
    expect(screen.getByText('48 500 ₸')).toBeInTheDocument()
    expect(screen.getByText('54 000 ₸')).toBeInTheDocument()
    expect(screen.getByLabelText('Скидка 10%')).toHaveTextContent('−10%')
    expect(screen.getByText('В наличии')).toBeInTheDocument()
    expect(screen.getByRole('img', { hidden: true })).toHaveAttribute(
      'src',
      '/media/gr-ups-25-40.jpg'
    )
  })

  it('gives a wholesale customer retail for reference, compactly', () => {
    render(
      <ShopTestProviders>
        <ProductCard product={pump({ currentPrice: 43000, lastPrice: null, retailPrice: 48500 })} />
      </ShopTestProviders>
    )
    const card = screen.getByRole('article')
    expect(within(card).getByText('43 000 ₸')).toBeInTheDocument()
    expect(within(card).getByText('Розница: 48 500 ₸')).toBeInTheDocument()
    expect(within(card).queryByLabelText(/Скидка/)).not.toBeInTheDocument()
  })

  it('says nothing of retail to a guest or retail customer', () => {
    render(
      <ShopTestProviders>
        <ProductCard product={pump({ retailPrice: null })} />
      </ShopTestProviders>
    )
    expect(screen.queryByText(/Розница/)).not.toBeInTheDocument()
  })

  it.each([0, -1])(
    'price %p reads «Цену уточняйте у менеджера»; no shop in stock reads «Нет в наличии»',
    (price) => {
      render(
        <ShopTestProviders>
          <ProductCard
            product={pump({
              currentPrice: price,
              images: [],
              balance: [{ isAvailable: false }],
            })}
          />
        </ShopTestProviders>
      )
      expect(screen.getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
      expect(screen.queryByLabelText(/Скидка/)).not.toBeInTheDocument()
      expect(screen.getByText('Нет в наличии')).toBeInTheDocument()
      expect(screen.getByRole('img', { hidden: true })).toHaveAttribute('src', PRODUCT_PLACEHOLDER)
    }
  )

  it('puts the product in the cart by its article', async () => {
    const add = jest.fn().mockResolvedValue(undefined)
    render(
      <ShopTestProviders cart={{ add }}>
        <ProductCard product={pump()} />
      </ShopTestProviders>
    )
    await userEvent.click(screen.getByRole('button', { name: /^В корзину: Насос/ }))
    expect(add).toHaveBeenCalledWith('GR-UPS-25-40')
  })

  it('tells the next quantity break from what the cart holds of the product', () => {
    const breaks = [
      { __typename: 'PriceBreak' as const, minQuantity: 10, price: 38000 },
      { __typename: 'PriceBreak' as const, minQuantity: 50, price: 36000 },
    ]
    const { unmount } = render(
      <ShopTestProviders>
        <ProductCard product={pump({ priceBreaks: breaks })} />
      </ShopTestProviders>
    )
    // Nothing in the cart yet: ten pieces reach the first break.
    expect(screen.getByText('ещё 10 шт. до цены 38 000 ₸')).toBeInTheDocument()
    unmount()
    render(
      <ShopTestProviders>
        <ProductCard product={pump()} />
      </ShopTestProviders>
    )
    expect(screen.queryByText(/^ещё /)).not.toBeInTheDocument()
  })

  it('toggles compare under its subcategory and remembers it in the browser', async () => {
    render(
      <ShopTestProviders>
        <ProductCard product={pump()} />
      </ShopTestProviders>
    )
    const button = screen.getByRole('button', { name: /^Сравнить: / })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    expect(button).toHaveTextContent('В сравнении')
    expect(button).toHaveAccessibleName(/^Убрать из сравнения: Насос циркуляционный Grundfos/)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(stored()).toEqual({ 'Циркуляционные насосы': ['GR-UPS-25-40'] })
    await userEvent.click(button)
    expect(button).toHaveTextContent('Сравнить')
    expect(stored()).toEqual({})
  })

  it('compares a product without a subcategory under «Без подраздела»', async () => {
    render(
      <ShopTestProviders>
        <ProductCard product={pump({ subcategory: null })} />
      </ShopTestProviders>
    )
    await userEvent.click(screen.getByRole('button', { name: /^Сравнить: / }))
    expect(stored()).toEqual({ 'Без подраздела': ['GR-UPS-25-40'] })
  })

  it('does not add a fourth product of one subcategory', async () => {
    const full = { 'Циркуляционные насосы': ['WL-STAR-25-6', 'DAB-VA-55', 'GR-ALPHA2-25-40'] }
    render(
      <ShopTestProviders compare={full}>
        <ProductCard product={pump()} />
      </ShopTestProviders>
    )
    const button = screen.getByRole('button', { name: /^Сравнить: / })
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveTextContent('Сравнить')
  })

  it('shows a product already compared as pressed', () => {
    render(
      <ShopTestProviders compare={{ 'Циркуляционные насосы': ['GR-UPS-25-40'] }}>
        <ProductCard product={pump()} layout="list" />
      </ShopTestProviders>
    )
    expect(screen.getByRole('button', { name: /^Убрать из сравнения: / })).toHaveAttribute(
      'aria-pressed',
      'true'
    )
    expect(screen.getByRole('article')).toHaveClass('product-card--list')
  })
})

describe('ProductCardPrice', () => {
  const wholesalePump = productCard({
    id: 7,
    article: 'GR-UPS-25-40',
    name: 'Насос циркуляционный Grundfos UPS 25-40 180',
    currentPrice: 43000,
    retailPrice: 48500,
  })

  it('shows a tile’s price: the viewer’s, the old one with the discount, retail for reference', () => {
    const { unmount } = render(<ProductCardPrice product={pump()} />)
    expect(screen.getByText('48 500 ₸')).toBeInTheDocument()
    expect(screen.getByText('54 000 ₸')).toBeInTheDocument()
    expect(screen.getByLabelText('Скидка 10%')).toBeInTheDocument()
    unmount()
    render(<ProductCardPrice product={wholesalePump} />)
    expect(screen.getByText('43 000 ₸')).toBeInTheDocument()
    expect(screen.getByText('Розница: 48 500 ₸')).toBeInTheDocument()
  })

  it('treats a cart line paying the product’s own price as the tile does', () => {
    render(<ProductCardPrice product={pump()} unitPrice={48500.0} />)
    expect(screen.getByText('48 500 ₸')).toBeInTheDocument()
    expect(screen.getByLabelText('Скидка 10%')).toBeInTheDocument()
  })

  it('shows a quantity break’s lower unit price alone: old and retail prices compare single pieces', () => {
    const { unmount } = render(<ProductCardPrice product={pump()} unitPrice={45000} />)
    expect(screen.getByText('45 000 ₸')).toBeInTheDocument()
    expect(screen.queryByText('54 000 ₸')).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Скидка/)).not.toBeInTheDocument()
    unmount()
    render(<ProductCardPrice product={wholesalePump} unitPrice={41000} />)
    expect(screen.getByText('41 000 ₸')).toBeInTheDocument()
    expect(screen.queryByText(/Розница/)).not.toBeInTheDocument()
  })

  it('on a Kazakh page leads to the Kazakh product page (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/catalog/v2">
        <ShopTestProviders>
          <ProductCard product={pump()} />
        </ShopTestProviders>
      </AtPage>
    )
    const links = screen.getAllByRole('link', { hidden: true })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/kk/catalog/product/GR-UPS-25-40',
      '/kk/catalog/product/GR-UPS-25-40',
    ])
    // The name has no Kazakh text: its picture's Russian alt is marked as the name is.
    expect(document.querySelector('img')).toHaveAttribute('lang', 'ru')
    // The buttons say their Kazakh words and then the Russian name, marked (no mixed aria-label).
    const add = screen.getByRole('button', { name: /^Себетке/, hidden: true })
    expect(add).not.toHaveAttribute('aria-label')
    expect(add.querySelector('[lang="ru"]')).toHaveTextContent(pump().name)
  })

  it('leaves a Kazakh name’s picture unmarked on a Kazakh page', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/catalog/v2">
        <ShopTestProviders>
          <ProductCard product={{ ...pump(), name: 'Айналым сорғысы', nameLang: 'kk' }} />
        </ShopTestProviders>
      </AtPage>
    )
    expect(document.querySelector('img')).not.toHaveAttribute('lang')
  })
})
