import { render, screen, within } from '@redwoodjs/testing/web'

import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import { Empty, Failure, isEmpty, Loading, Success } from './HomeCell'
import { empty, standard } from './HomeCell.mock'

const variables = { newProductCount: 12, objectCount: 6, newsCount: 3 }

const renderSuccess = (data = standard()) =>
  render(
    <ShopTestProviders>
      <Success {...variables} {...data} />
    </ShopTestProviders>
  )

describe('HomeCell', () => {
  it('has loading, empty and failure states in Russian', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем витрину…')
    expect(isEmpty(empty())).toBe(true)
    expect(isEmpty(standard())).toBe(false)
    render(<Empty />)
    expect(screen.getByText(/Витрина пока пуста/)).toBeInTheDocument()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure {...variables} error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить витрину')
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'каталог' })
    ).toHaveAttribute('href', '/precatalog')
  })

  it('shows every section in order, each with its «see all» link', () => {
    renderSuccess()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Каталог',
      'Спецпредложения',
      'Новинки',
      'Бренды',
      'Наши объекты',
      'Новости и акции',
    ])
    for (const [label, href] of [
      ['Весь каталог', '/precatalog'],
      ['Все товары', '/catalog/v2?ordering=-created'],
      ['Все бренды', '/about/partners'],
      ['Все объекты', '/objects'],
      ['Все новости', '/about/news'],
    ]) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href)
    }
  })

  it('lists new products with prices, featured brands only, objects and dated news', () => {
    renderSuccess()
    const fresh = screen.getByRole('region', { name: 'Новинки' })
    expect(within(fresh).getAllByRole('article')).toHaveLength(3)
    expect(within(fresh).getByText('48 500 ₸')).toBeInTheDocument()
    const brands = screen.getByRole('region', { name: 'Бренды' })
    expect(within(brands).getByRole('link', { name: 'Grundfos' })).toHaveAttribute(
      'href',
      '/about/partners/1'
    )
    expect(within(brands).queryByText('Aquaphor')).not.toBeInTheDocument()
    const objects = screen.getByRole('region', { name: 'Наши объекты' })
    expect(within(objects).getByRole('link', { name: /Блочная котельная 2 МВт/ })).toHaveAttribute(
      'href',
      '/objects/1'
    )
    expect(within(objects).getByText('Котельные · Атырау')).toBeInTheDocument()
    const news = screen.getByRole('region', { name: 'Новости и акции' })
    expect(within(news).getByRole('link', { name: /Открыли второй магазин/ })).toHaveAttribute(
      'href',
      '/about/news/14'
    )
    expect(within(news).getByText('12 мая 2026 г.')).toBeInTheDocument()
  })

  it('hides a section that has nothing to show', () => {
    renderSuccess({ ...standard(), marketing: [], projects: empty().projects })
    expect(screen.queryByRole('region', { name: 'Спецпредложения' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Наши объекты' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Новинки' })).toBeInTheDocument()
  })
})
