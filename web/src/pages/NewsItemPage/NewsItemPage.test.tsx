import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import {
  notFound,
  standard,
  variables,
} from 'src/components/Content/NewsItemCell/NewsItemCell.mock'

import NewsItemPage from './NewsItemPage'

const head = (selector: string) => document.head.querySelector(selector)

describe('NewsItemPage', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the item asked for by the address', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('NewsItemQuery', (vars) => {
      asked(vars)
      return standard()
    })
    render(<NewsItemPage {...variables} />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем новость…')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Новый склад в Атырау: в два раза больше товаров в наличии',
      })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ id: 1 })
    expect(screen.getByText('15 января 2026 г.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Все новости и акции' })).toHaveAttribute(
      'href',
      '/about/news'
    )
    // The news list is the current section and stays a link back.
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы «О нас»' })).getByRole('link', {
        name: 'Новости и акции',
      })
    ).toHaveAttribute('aria-current', 'true')
  })

  it('names the page after the item: title, summary, picture and its own address', async () => {
    mockGraphQLQuery('NewsItemQuery', () => standard())
    render(<NewsItemPage {...variables} />)
    await screen.findByRole('heading', { level: 1, name: /^Новый склад в Атырау/ })
    await waitFor(() =>
      expect(document.title).toMatch(
        /^Новый склад в Атырау: в два раза больше товаров в наличии \|/
      )
    )
    // Helmet writes the meta tags after the title.
    await waitFor(() =>
      expect(head('meta[name="description"]')).toHaveAttribute(
        'content',
        standard().newsItem.summary
      )
    )
    expect(head('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Новый склад в Атырау: в два раза больше товаров в наличии'
    )
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/media/demo/news/novyy-sklad-v-atyrau.svg'
    )
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/about/news/1')
  })

  it('shows the shop’s not-found page for an unknown item and logs no error', async () => {
    const log = jest.spyOn(console, 'error')
    mockGraphQLQuery('NewsItemQuery', (_vars, { ctx }) => {
      const { message, extensions } = notFound().graphQLErrors[0]
      ctx.errors([{ message, extensions }])
      return null
    })
    render(<NewsItemPage id={999} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Страница не найдена \|/))
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    expect(log).not.toHaveBeenCalled()
  })

  it('asks to refresh when the server fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('NewsItemQuery', (_vars, { ctx }) => {
      ctx.errors([{ message: 'Сервер недоступен' }])
      return null
    })
    render(<NewsItemPage {...variables} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить новость.')
  })
})
