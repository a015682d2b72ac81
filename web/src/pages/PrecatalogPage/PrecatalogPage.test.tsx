import { render, screen, within } from '@redwoodjs/testing/web'

import { standard as categories } from 'src/components/CategoriesCell/CategoriesCell.mock'
import { standard as subcategories } from 'src/components/SubcategoriesCell/SubcategoriesCell.mock'

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
      screen.getByRole('heading', { level: 1, name: 'Насосное оборудование' })
    ).toBeInTheDocument()
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' }))
    expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/precatalog')
    expect(crumbs.getByText('Насосное оборудование')).toHaveAttribute('aria-current', 'page')

    expect(await screen.findByRole('link', { name: 'Скважинные насосы' })).toHaveAttribute(
      'href',
      `/catalog/v2?${new URLSearchParams({
        category__name: 'Насосное оборудование',
        subcategory__name: 'Скважинные насосы',
      })}`
    )
    expect(asked).toHaveBeenCalledWith({ categoryName: 'Насосное оборудование' })
  })

  it('keeps a malformed address as it is instead of failing', async () => {
    mockGraphQLQuery('SubcategoriesQuery', () => ({
      subcategories: { __typename: 'SubcategoryPage', count: 0, results: [] },
    }))
    render(<PrecatalogPage category="100%25%" />)
    expect(screen.getByRole('heading', { level: 1, name: '100%25%' })).toBeInTheDocument()
    expect(await screen.findByText(/В этом разделе пока нет подразделов/)).toBeInTheDocument()
  })
})
