import { render, screen, waitFor } from '@redwoodjs/testing/web'

import NewsItemCell from 'src/components/Content/NewsItemCell'

import { Empty, Failure, Loading, Success } from './NewsItemCell'
import { notFound, standard, variables } from './NewsItemCell.mock'

describe('NewsItemCell', () => {
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем новость…')
  })

  it('shows the shop’s not-found page for an unknown or unpublished item and logs nothing', () => {
    const log = jest.spyOn(console, 'error')
    render(<Failure id={99} error={notFound()} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    // Not found is an answer, not a fault: no ApolloError in the shopper's console.
    expect(log).not.toHaveBeenCalled()
  })

  it('shows the same for an empty answer', () => {
    render(<Empty />)
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument()
  })

  it('logs other failures and asks to refresh', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Сервер недоступен')
    render(<Failure {...variables} error={error} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить новость.')
    expect(log).toHaveBeenCalledWith('news item', error)
  })

  it('shows the item and names the page after it', async () => {
    render(<Success {...variables} {...standard()} />)
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Новый склад в Атырау: в два раза больше товаров в наличии',
      })
    ).toBeInTheDocument()
    expect(screen.getByText('15 января 2026 г.')).toBeInTheDocument()
    await waitFor(() =>
      expect(document.title).toMatch(/^Новый склад в Атырау: в два раза больше товаров в наличии/)
    )
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article'
    )
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/demo/news/novyy-sklad-v-atyrau.svg'
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/about/news/1'
    )
  })

  it('asks the api for the item by id', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('NewsItemQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<NewsItemCell {...variables} />)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Новый склад в Атырау'
    )
    expect(asked).toHaveBeenCalledWith(variables)
  })
})
