import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Admin/Content/AdminContentListCell/AdminContentListCell.mock'

import AdminContentListPage from './AdminContentListPage'

describe('AdminContentListPage', () => {
  it('shows the kind’s list with a search and «Создать»', async () => {
    mockGraphQLQuery('AdminContentListQuery', () => standard())
    render(<AdminContentListPage kind="news" search="склад" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Поиск по заголовку' })).toHaveValue('склад')
    expect(screen.getByRole('link', { name: 'Создать' })).toHaveAttribute(
      'href',
      '/admin/content/news/new'
    )
    expect(await screen.findByRole('table', { name: 'Новости: 52' })).toBeInTheDocument()
  })

  it('refills the search from a new address (back, forward)', () => {
    mockGraphQLQuery('AdminContentListQuery', () => standard())
    const { rerender } = render(<AdminContentListPage kind="news" search="склад" />)
    const box = () => screen.getByRole('searchbox', { name: 'Поиск по заголовку' })
    fireEvent.change(box(), { target: { value: 'склад 2' } })
    rerender(<AdminContentListPage kind="news" />)
    expect(box()).toHaveValue('')
    rerender(<AdminContentListPage kind="news" search="акция" />)
    expect(box()).toHaveValue('акция')
  })

  it('offers no «Создать» for the fixed pages', () => {
    mockGraphQLQuery('AdminContentListQuery', () => standard())
    render(<AdminContentListPage kind="pages" />)
    expect(screen.queryByRole('link', { name: 'Создать' })).not.toBeInTheDocument()
  })

  it('is not found for an unknown kind', () => {
    render(<AdminContentListPage kind="users" />)
    expect(screen.queryByRole('heading', { name: 'Новости' })).not.toBeInTheDocument()
  })
})
