import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { standard as categories } from 'src/components/CategoriesCell/CategoriesCell.mock'
import {
  missing,
  standard as subcategories,
} from 'src/components/SubcategoriesCell/SubcategoriesCell.mock'

import PrecatalogPage from './PrecatalogPage'

describe('PrecatalogPage', () => {
  it('lists the catalogue sections at /precatalog', async () => {
    mockGraphQLQuery('CategoriesQuery', () => categories())
    render(<PrecatalogPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Хлебные крошки' })).not.toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Котельное оборудование/ })).toHaveAttribute(
      'href',
      `/precatalog/${encodeURIComponent('Котельное оборудование')}`
    )
  })

  it('shows one section, decoded from the address, with its subcategories', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('SubcategoriesQuery', (variables) => {
      asked(variables)
      return subcategories()
    })
    render(<PrecatalogPage category={encodeURIComponent('Насосное оборудование')} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Насосное оборудование' })
    ).toBeInTheDocument()
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' }))
    expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/precatalog')
    expect(crumbs.getByText('Насосное оборудование')).toHaveAttribute('aria-current', 'page')

    expect(screen.getByRole('link', { name: 'Скважинные насосы' })).toHaveAttribute(
      'href',
      `/catalog/v2?${new URLSearchParams({
        category__name: 'Насосное оборудование',
        subcategory__name: 'Скважинные насосы',
      })}`
    )
    expect(asked).toHaveBeenCalledWith({ categoryName: 'Насосное оборудование' })
    await waitFor(() => expect(document.title).toMatch(/^Насосное оборудование/))
  })

  it('shows the not-found page for a section that does not exist, not an empty section', async () => {
    mockGraphQLQuery('SubcategoriesQuery', () => missing())
    render(<PrecatalogPage category={encodeURIComponent('Нет такого раздела')} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.queryByText('Нет такого раздела')).not.toBeInTheDocument()
    expect(screen.queryByText(/В этом разделе пока нет подразделов/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/precatalog')
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex'
      )
    )
  })

  it('keeps a malformed address as it is instead of failing', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('SubcategoriesQuery', (variables) => {
      asked(variables)
      return missing()
    })
    render(<PrecatalogPage category="100%25%" />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ categoryName: '100%25%' })
  })
})
