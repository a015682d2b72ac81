import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'
import { STORAGE_KEYS } from 'src/lib/storage'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import { Failure, Loading, Success } from './ProductCell'
import { guestOnRequest, standard, wholesale } from './ProductCell.mock'

jest.mock('@redwoodjs/web/toast')

describe('ProductCell', () => {
  beforeEach(() => localStorage.clear())

  it('says loading, not found and failure in Russian', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем товар…')
    const notFound = {
      graphQLErrors: [{ message: 'Товар не найден.', extensions: { code: 'NOT_FOUND' } }],
    }
    render(<Failure article="GR-UPS-25-40" error={notFound as never} />)
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument()
    render(<Failure article="GR-UPS-25-40" error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить товар.')
  })

  it('shows price with discount, per-shop counts and characteristics, and acts', async () => {
    const add = jest.fn().mockResolvedValue(undefined)
    render(
      <StaticCartProvider value={{ add }}>
        <CompareProvider initial={{}}>
          <Success {...standard()} />
        </CompareProvider>
      </StaticCartProvider>
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Насос циркуляционный Grundfos UPS 25-40 180' })
    ).toBeInTheDocument()
    expect(screen.getByText('150 000 ₸')).toBeInTheDocument()
    expect(screen.getByLabelText('Скидка 16%')).toBeInTheDocument()
    expect(screen.getByText('В наличии: 12 шт.')).toBeInTheDocument()
    expect(screen.getByText('8 шт.')).toBeInTheDocument()
    const table = screen.getByRole('table')
    expect(within(table).getByRole('rowheader', { name: 'Напор' })).toBeInTheDocument()
    expect(within(table).getByText('60 Вт')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    expect(add).toHaveBeenCalledWith('GR-UPS-25-40')
    await userEvent.click(screen.getByRole('button', { name: 'Сравнить' }))
    expect(screen.getByRole('button', { name: 'В сравнении' })).toHaveAttribute(
      'aria-pressed',
      'true'
    )
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.compare)!)).toEqual({
      'Циркуляционные насосы': ['GR-UPS-25-40'],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Фото 2 из 2' }))
    expect(screen.getByRole('button', { name: 'Фото 2 из 2' })).toHaveAttribute(
      'aria-current',
      'true'
    )
  })

  it('shows a wholesale customer their price, retail for reference and the quantity breaks', () => {
    render(
      <ShopTestProviders>
        <Success {...wholesale()} />
      </ShopTestProviders>
    )
    expect(screen.getByText('Оптовая цена')).toBeInTheDocument()
    expect(screen.getByText('135 000 ₸')).toBeInTheDocument()
    expect(screen.getByText('Розничная цена: 150 000 ₸')).toBeInTheDocument()
    expect(screen.queryByLabelText(/Скидка/)).not.toBeInTheDocument()
    const breaks = screen.getByRole('region', { name: 'Цена от количества' })
    expect(
      within(breaks)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['от 5 шт. — 130 000 ₸ за шт.', 'от 10 шт. — 125 000 ₸ за шт.'])
  })

  it('shows a retail customer no price type, retail reference or breaks', () => {
    render(
      <ShopTestProviders>
        <Success {...standard()} />
      </ShopTestProviders>
    )
    expect(screen.queryByText(/Розничная|Оптовая/)).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Цена от количества' })).not.toBeInTheDocument()
  })

  it('remembers the product as recently viewed, newest first', () => {
    render(
      <ShopTestProviders>
        <Success {...standard()} />
      </ShopTestProviders>
    )
    // Only the article: the price is the viewer's and is read again for whoever looks next.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.viewed)!)).toEqual(['GR-UPS-25-40'])
  })

  it('gives guests availability without counts and the on-request price text', () => {
    render(
      <ShopTestProviders>
        <Success {...guestOnRequest()} />
      </ShopTestProviders>
    )
    expect(screen.getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(screen.queryByText('8 шт.')).not.toBeInTheDocument()
    expect(screen.getAllByText('В наличии').length).toBeGreaterThan(0)
  })

  it('describes the product to search engines: JSON-LD Product with an Offer in tenge', async () => {
    render(
      <ShopTestProviders>
        <Success {...standard()} />
      </ShopTestProviders>
    )
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull()
    )
    const data = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!
    )
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'GR-UPS-25-40',
      name: 'Насос циркуляционный Grundfos UPS 25-40 180',
      url: 'http://localhost/catalog/product/GR-UPS-25-40',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'KZT',
        price: '150000.00',
        availability: 'https://schema.org/InStock',
      },
    })
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'product'
    )
  })

  it('offers search engines the retail price even on a wholesale customer’s page', async () => {
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((n) => n.remove())
    render(
      <ShopTestProviders>
        <Success {...wholesale()} />
      </ShopTestProviders>
    )
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull()
    )
    const data = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!
    )
    expect(data).toMatchObject({ sku: wholesale().product.article })
    expect(data.offers.price).toBe('150000.00')
  })
})
