import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Account/FaqCell/FaqCell.mock'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

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
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    mockGraphQLQuery('FaqQuery', () => standard())
    render(
      <AtPage href="/kk/faq">
        <FaqPage />
      </AtPage>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Сұрақ-жауап' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Сұрақ-жауаптар жүктелуде…')
    await waitFor(() => expect(document.title).toMatch(/^Сұрақ-жауап \|/))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Жеткізу, төлем және тапсырыстар туралы жиі қойылатын сұрақтарға жауаптар.'
    )
    await screen.findByText('Сколько стоит доставка по городу?')
  })
})
