import { render, screen } from '@redwoodjs/testing/web'

import { Loading, Empty, Failure, Success, isEmpty } from './CategoriesCell'
import { empty, standard } from './CategoriesCell.mock'

describe('CategoriesCell', () => {
  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем каталог…')
  })

  it('treats an empty page as empty', () => {
    expect(isEmpty(empty())).toBe(true)
    expect(isEmpty(standard())).toBe(false)
    render(<Empty />)
    expect(screen.getByText('Каталог пока пуст.')).toBeInTheDocument()
  })

  it('reports a failure in Russian', () => {
    render(<Failure error={new Error('Сервер недоступен')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить каталог.')
  })

  it('links every section to its pre-catalogue page', () => {
    render(<Success {...standard()} />)
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(7)
    expect(screen.getByRole('link', { name: /Баки и емкости/ })).toHaveAttribute(
      'href',
      `/precatalog/${encodeURIComponent('Баки и емкости')}`
    )
  })
})
