import { render, screen, within } from '@redwoodjs/testing/web'

import AdminPager from './AdminPager'

describe('AdminPager', () => {
  const hrefOf = (page: number) => `/admin/orders?page=${page}`

  it('says which rows are shown and links the other pages', () => {
    render(
      <AdminPager
        page={2}
        pageSize={20}
        count={45}
        hrefOf={hrefOf}
        label="Страницы списка заказов"
      />
    )
    const nav = screen.getByRole('navigation', { name: 'Страницы списка заказов' })
    expect(within(nav).getByText('21–40 из 45')).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: '← Назад' })).toHaveAttribute('href', hrefOf(1))
    expect(within(nav).getByRole('link', { name: 'Дальше →' })).toHaveAttribute('href', hrefOf(3))
    expect(within(nav).getByText('2').closest('[aria-current="page"]')).not.toBeNull()
  })

  it('has no page links when everything fits', () => {
    render(<AdminPager page={1} pageSize={20} count={0} hrefOf={hrefOf} label="Страницы" />)
    expect(screen.getByText('0–0 из 0')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
