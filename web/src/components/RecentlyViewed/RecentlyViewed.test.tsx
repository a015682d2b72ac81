import { useEffect } from 'react'

import type { ViewedProduct } from '@domain/recentlyViewed'

import { render, screen, within } from '@redwoodjs/testing/web'

import type { ProductCardData } from 'src/components/ProductCard/ProductCard'
import { PRODUCT_PLACEHOLDER } from 'src/components/ProductImage/ProductImage'
import { useRecentlyViewed } from 'src/components/ShopState/useRecentlyViewed'
import { STORAGE_KEYS } from 'src/lib/storage'

import RecentlyViewed from './RecentlyViewed'
import { standard, visits } from './RecentlyViewed.mock'

/**
 * A shopper opening product pages one after another, as ProductCell remembers
 * them; the cards come from `opened` as the api would give them for the viewer.
 */
const Browsing = ({ opened }: { opened: ProductCardData[] }) => {
  const { list, remember } = useRecentlyViewed()
  useEffect(() => {
    opened.forEach((product) => remember(product.article))
  }, [opened, remember])
  const cards = new Map(visits().map((product) => [product.article, product]))
  return <RecentlyViewed products={list.flatMap((article) => cards.get(article) ?? [])} />
}

const shownNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('RecentlyViewed', () => {
  beforeEach(() => localStorage.clear())

  it('shows nothing before anything was viewed', () => {
    const { container } = render(<RecentlyViewed products={[]} />)
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })

  it('lists the products in the given order with links, prices and pictures', () => {
    render(<RecentlyViewed products={standard()} />)
    const section = screen.getByRole('region', { name: 'Вы недавно смотрели' })
    const items = within(section).getAllByRole('listitem')
    expect(items).toHaveLength(5)
    expect(within(items[0]).getByRole('link')).toHaveAttribute(
      'href',
      '/catalog/product/BX-ECO-4S-24F'
    )
    expect(within(items[0]).getByText('412 000 ₸')).toBeInTheDocument()
    expect(within(items[1]).getByLabelText('Скидка 10%')).toBeInTheDocument()
    // DAB: price 0 and no picture.
    expect(within(items[2]).getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(within(items[2]).getByRole('img')).toHaveAttribute('src', PRODUCT_PLACEHOLDER)
    expect(within(items[2]).getByRole('img')).toHaveAccessibleName(
      'Насос циркуляционный DAB VA 55/180'
    )
  })

  it('keeps the ten newest views, newest first', () => {
    render(<Browsing opened={visits()} />)
    const names = shownNames()
    expect(names).toHaveLength(10)
    expect(names[0]).toBe('Ёмкость пластиковая Акватек 1000 л')
    expect(names[9]).toBe('Насос циркуляционный DAB VA 55/180')
    expect(names).not.toContain('Насос циркуляционный Grundfos UPS 25-40 180')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.viewed)!)).toHaveLength(10)
  })

  it('keeps only the articles on the device: no name, picture or price', () => {
    render(<Browsing opened={visits().slice(0, 2)} />)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.viewed)!)).toEqual([
      'WL-STAR-25-6',
      'GR-UPS-25-40',
    ])
  })

  it('rewrites a list of the older format (with the viewer’s prices) as articles when read', () => {
    const [ups, wilo] = visits()
    // What the device kept before: the whole card with the price its viewer saw.
    const older = ({ article, name, currentPrice, lastPrice }: ProductCardData): ViewedProduct => ({
      article,
      name,
      image: null,
      price: currentPrice,
      lastPrice: lastPrice ?? null,
    })
    localStorage.setItem(STORAGE_KEYS.viewed, JSON.stringify([older(wilo), older(ups)]))
    render(<Browsing opened={[]} />)
    expect(shownNames()).toEqual([wilo.name, ups.name])
    const stored = localStorage.getItem(STORAGE_KEYS.viewed)!
    expect(JSON.parse(stored)).toEqual([wilo.article, ups.article])
    expect(stored).not.toMatch(/48500|39900|Grundfos/)
  })

  it('does not list a product twice when it is opened again', () => {
    const [ups, wilo, dab] = visits()
    render(<Browsing opened={[ups, wilo, dab, wilo, ups]} />)
    expect(shownNames()).toEqual([
      'Насос циркуляционный DAB VA 55/180',
      'Насос циркуляционный Wilo Star-RS 25/6',
      'Насос циркуляционный Grundfos UPS 25-40 180',
    ])
  })

  it('continues the list kept in the browser and drops unreadable data', () => {
    const [ups, wilo] = visits()
    localStorage.setItem(STORAGE_KEYS.viewed, JSON.stringify([ups.article]))
    const { unmount } = render(<Browsing opened={[wilo]} />)
    expect(shownNames()).toEqual([wilo.name, ups.name])
    unmount()

    localStorage.setItem(STORAGE_KEYS.viewed, '{not json')
    render(<Browsing opened={[]} />)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(localStorage.getItem(STORAGE_KEYS.viewed)).toBeNull()
  })
})
