import { render, screen, within } from '@redwoodjs/testing/web'

import { blank, standard } from 'src/components/ContentBlockCell/ContentBlockCell.mock'
import { retailUser } from 'src/testing/accountTestUser'

import WholesalerPage from './WholesalerPage'

describe('WholesalerPage', () => {
  beforeEach(() => mockCurrentUser(retailUser()))

  it('shows the wholesale terms of the «wholesaler» block', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ContentBlockPageQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<WholesalerPage />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    expect(await screen.findByRole('heading', { level: 1, name: 'Оптовикам' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ blockKey: 'wholesaler' })
    const terms = within(screen.getByRole('main')).getAllByRole('listitem')
    expect(terms).toHaveLength(5)
    expect(terms[2]).toHaveTextContent('отсрочка платежа для постоянных партнёров;')
    expect(screen.getByText('+7 (7122) 20-30-40')).toBeInTheDocument()
  })

  it('keeps the title when the terms are not written yet', async () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => blank())
    render(<WholesalerPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Оптовикам' })).toBeInTheDocument()
    expect(screen.getByText(/Раздел пока не заполнен/)).toBeInTheDocument()
  })

  it('says when the terms cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('ContentBlockPageQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Сервер недоступен' }])
      return null
    })
    render(<WholesalerPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить страницу.')
    jest.restoreAllMocks()
  })
})
