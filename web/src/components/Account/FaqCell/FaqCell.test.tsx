import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { Empty, Failure, isEmpty, Loading, Success } from './FaqCell'
import { standard } from './FaqCell.mock'

describe('FaqCell', () => {
  it('has Russian loading, empty and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем вопросы и ответы…')
    expect(isEmpty({ faqEntries: [] })).toBe(true)
    render(<Empty />)
    expect(screen.getByText(/Вопросов пока нет/)).toBeInTheDocument()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить вопросы и ответы.')
  })

  it('shows each question as a disclosure whose answer paragraphs open on click', async () => {
    const { container } = render(<Success {...standard()} />)
    const details = container.querySelectorAll('details')
    expect(details).toHaveLength(3)
    expect([...container.querySelectorAll('summary')].map((s) => s.textContent)).toEqual([
      'Как оформить заказ?',
      'Сколько стоит доставка по городу?',
      'Есть ли гарантия на оборудование?',
    ])
    expect(details[0].querySelectorAll('p')).toHaveLength(2)
    expect(details[0]).not.toHaveAttribute('open')
    await userEvent.click(screen.getByText('Как оформить заказ?'))
    expect(details[0]).toHaveAttribute('open')
    expect(screen.getByText(/Гости могут оформить заказ через оператора/)).toBeVisible()
  })
})
