import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import { Empty, Failure, isEmpty, Loading, Success } from './CompareCell'
import { standard } from './CompareCell.mock'

describe('CompareCell', () => {
  it('has loading, empty and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем товары для сравнения…')
    expect(isEmpty({ productsByArticles: [] })).toBe(true)
    render(<Empty />)
    expect(screen.getByText(/больше не продаются/)).toBeInTheDocument()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure articles={[]} error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить товары')
  })

  it('puts characteristics side by side, marks differing rows and can hide equal ones', async () => {
    const onRemove = jest.fn()
    render(
      <ShopTestProviders>
        <Success {...standard()} subcategory="Циркуляционные насосы" onRemove={onRemove} />
      </ShopTestProviders>
    )
    expect(screen.getAllByRole('columnheader')).toHaveLength(3)
    const head = screen.getByRole('rowheader', { name: /Напор/ })
    expect(head).toHaveTextContent('(отличается)')
    expect(head.closest('tr')).toHaveClass('compare-table__row--differs')
    expect(within(head.closest('tr')!).getAllByText('4 м')).toHaveLength(2)
    expect(screen.getByRole('rowheader', { name: 'Присоединение' }).closest('tr')).not.toHaveClass(
      'compare-table__row--differs'
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только различия' }))
    expect(screen.queryByRole('rowheader', { name: 'Присоединение' })).not.toBeInTheDocument()
    await userEvent.click(
      screen.getByRole('button', { name: 'Убрать из сравнения: Насос Wilo Star-RS 25/6' })
    )
    expect(onRemove).toHaveBeenCalledWith('WL-STAR-25-6')
  })
})
