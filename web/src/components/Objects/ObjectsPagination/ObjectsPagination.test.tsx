import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ObjectsPagination from './ObjectsPagination'
import { standard } from './ObjectsPagination.mock'

describe('ObjectsPagination', () => {
  it('links the other pages and marks the current one', () => {
    render(<ObjectsPagination {...standard()} />)
    const nav = within(screen.getByRole('navigation', { name: 'Страницы списка объектов' }))
    expect(nav.getByRole('link', { name: '← Назад' })).toHaveAttribute(
      'href',
      '/objects?type=promyshlennye-obekty'
    )
    expect(nav.getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/objects?type=promyshlennye-obekty&page=3'
    )
    expect(nav.getByRole('link', { name: 'Дальше →' })).toHaveAttribute(
      'href',
      '/objects?type=promyshlennye-obekty&page=3'
    )
    expect(nav.getByText('2').closest('[aria-current]')).toHaveAttribute('aria-current', 'page')
    expect(nav.queryByRole('link', { name: 'Страница 2' })).not.toBeInTheDocument()
  })

  it('has no «back» on the first page, no «forward» on the last, nothing for one page', () => {
    const { rerender } = render(<ObjectsPagination {...standard()} page={1} />)
    expect(screen.queryByRole('link', { name: '← Назад' })).not.toBeInTheDocument()
    rerender(<ObjectsPagination {...standard()} page={3} />)
    expect(screen.queryByRole('link', { name: 'Дальше →' })).not.toBeInTheDocument()
    rerender(<ObjectsPagination {...standard()} count={9} page={1} />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/objects">
        <ObjectsPagination {...standard()} />
      </AtPage>
    )
    const nav = within(screen.getByRole('navigation', { name: 'Нысандар тізімінің беттері' }))
    expect(nav.getByRole('link', { name: '← Артқа' })).toBeInTheDocument()
    expect(nav.getByRole('link', { name: 'Бет 3' })).toBeInTheDocument()
    expect(nav.getByRole('link', { name: 'Әрі қарай →' })).toBeInTheDocument()
  })
})
