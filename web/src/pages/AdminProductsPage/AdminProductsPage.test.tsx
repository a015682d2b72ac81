import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/Catalog/AdminProductsCell/AdminProductsCell.mock'

import AdminProductsPage, { listInputOf } from './AdminProductsPage'

describe('AdminProductsPage', () => {
  it('reads the list from the address by the api’s filter schema, dropping what it would refuse', () => {
    expect(
      listInputOf({
        search: 'NS',
        categoryId: '2',
        stock: 'in',
        page: '3',
        sort: 'price',
        direction: 'asc',
      })
    ).toEqual({
      search: 'NS',
      categoryId: 2,
      stock: 'in',
      page: 3,
      sort: 'price',
      direction: 'asc',
    })
    expect(listInputOf({ page: '0', sort: 'secret', direction: 'up' })).toEqual({})
    expect(listInputOf({ stock: 'some', search: 'x' })).toEqual({})
  })

  it('is titled «Каталог» with the catalogue’s actions', () => {
    mockGraphQLQuery('AdminProductsQuery', () => standard())
    render(<AdminProductsPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Новый товар' })).toHaveAttribute(
      'href',
      '/admin/products/new'
    )
    expect(screen.getByRole('link', { name: 'Изменить цены' })).toHaveAttribute(
      'href',
      '/admin/products/prices'
    )
    expect(screen.getByRole('link', { name: 'Загрузить из файла' })).toHaveAttribute(
      'href',
      '/admin/products/import'
    )
  })
})
