import { PageLoadingContextProvider } from '@redwoodjs/router'
import { render, screen, within } from '@redwoodjs/testing/web'

import AdminLayout from './AdminLayout'
import { editorUser } from './AdminLayout.mock'

// The Router provides the page-loading flag of the progress bar.
const renderLayout = () =>
  render(
    <PageLoadingContextProvider>
      <AdminLayout>
        <h1>Дашборд</h1>
      </AdminLayout>
    </PageLoadingContextProvider>
  )

describe('AdminLayout (issue 18 back office)', () => {
  beforeEach(() => mockCurrentUser(editorUser()))

  it('names the back office, the staff member and a logout in its header', async () => {
    renderLayout()
    const header = screen.getByRole('banner')
    expect(within(header).getByText('Акватория — управление')).toBeInTheDocument()
    expect(await within(header).findByText('editor@akvatoria.kz')).toBeInTheDocument()
    expect(within(header).getByRole('button', { name: 'Выйти' })).toBeInTheDocument()
  })

  it('lists only the sections that exist today', () => {
    renderLayout()
    const nav = screen.getByRole('navigation', { name: 'Разделы управления' })
    const links = within(nav).getAllByRole('link')
    // The editor's sections: the dashboard, the catalogue, the 1C exchange and the content.
    expect(links.map((link) => link.textContent)).toEqual([
      'Дашборд',
      'Каталог',
      'Обмен с 1С',
      'Контент',
    ])
    expect(links[0]).toHaveAttribute('href', '/admin')
    expect(links[1]).toHaveAttribute('href', '/admin/products')
  })

  it('shows the screen in its main region, without the shop header', () => {
    renderLayout()
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Дашборд' })
    )
    expect(screen.queryByRole('combobox', { name: 'Поиск по товарам' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument()
  })
})
