import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Account/FaqCell/FaqCell.mock'

import FaqPage from './FaqPage'

describe('FaqPage', () => {
  it('lists the questions; an answer opens under its question', async () => {
    mockGraphQLQuery('FaqQuery', () => standard())
    render(<FaqPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Вопросы и ответы' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем вопросы и ответы…')
    const question = await screen.findByText('Сколько стоит доставка по городу?')
    expect(screen.getByText('Как оформить заказ?')).toBeInTheDocument()
    const details = question.closest('details')!
    expect(details).not.toHaveAttribute('open')
    await userEvent.click(question)
    expect(details).toHaveAttribute('open')
    expect(screen.getByText('Доставка бесплатна при покупке от 10 000 ₸.')).toBeVisible()
  })

  it('says when there are no questions yet', async () => {
    mockGraphQLQuery('FaqQuery', () => ({ faqEntries: [] }))
    render(<FaqPage />)
    expect(await screen.findByText('Вопросов пока нет — позвоните нам.')).toBeInTheDocument()
  })

  it('says when the questions cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('FaqQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Сервер недоступен' }])
      return null
    })
    render(<FaqPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить вопросы и ответы.'
    )
    jest.restoreAllMocks()
  })
})
