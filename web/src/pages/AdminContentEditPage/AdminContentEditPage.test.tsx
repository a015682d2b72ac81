import { render, screen } from '@redwoodjs/testing/web'

import { news } from 'src/components/Admin/Content/AdminContentRecordCell/AdminContentRecordCell.mock'

import AdminContentEditPage from './AdminContentEditPage'

describe('AdminContentEditPage', () => {
  it('shows a record’s form under its kind', async () => {
    mockGraphQLQuery('AdminContentRecordQuery', () => news())
    render(<AdminContentEditPage kind="news" id="1" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Новости: правка' })).toBeInTheDocument()
    expect(await screen.findByLabelText('Заголовок *')).toHaveValue('Новый склад в Атырау')
  })

  it('names a new record', () => {
    mockGraphQLQuery('AdminContentRecordQuery', () => news())
    render(<AdminContentEditPage kind="news" />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Новости: новая запись' })
    ).toBeInTheDocument()
  })

  it('is not found for a new page (pages are a fixed set)', () => {
    render(<AdminContentEditPage kind="pages" />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /Страницы/ })).not.toBeInTheDocument()
  })
})
