import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { pageNotFound, standard } from 'src/components/Content/NewsListCell/NewsListCell.mock'

import NewsListPage from './NewsListPage'

const answerPages = () => {
  const asked = jest.fn()
  mockGraphQLQuery('NewsListQuery', (variables) => {
    asked(variables)
    return standard(variables)
  })
  return asked
}

describe('NewsListPage', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the newest news first with links to the items and the next page', async () => {
    const asked = answerPages()
    render(<NewsListPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Новости и акции' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем новости…')
    const first = await screen.findByRole('link', {
      name: 'Чёрная пятница: скидки до 25% на смесители и душевые системы',
    })
    expect(first).toHaveAttribute('href', '/about/news/14')
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9)
    const pages = screen.getByRole('navigation', { name: 'Страницы новостей' })
    expect(within(pages).getByRole('link', { name: 'Далее → (страница 2)' })).toHaveAttribute(
      'href',
      '/about/news?page=2'
    )
    expect(asked).toHaveBeenCalledWith({ page: 1 })
  })

  it('shows the page the address asks for and links it as canonical', async () => {
    const asked = answerPages()
    render(<NewsListPage page="2" />)
    expect(
      await screen.findByRole('link', {
        name: 'Новый склад в Атырау: в два раза больше товаров в наличии',
      })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ page: 2 })
    await waitFor(() => expect(document.title).toMatch(/^Новости и акции — страница 2 \|/))
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/about/news?page=2'
    )
  })

  it('reads a malformed page as page 1', async () => {
    const asked = answerPages()
    render(<NewsListPage page="abc" />)
    await screen.findAllByRole('article')
    expect(asked).toHaveBeenCalledWith({ page: 1 })
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost/about/news'
      )
    )
  })

  it('sends a page past the last one back to the fresh news', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('NewsListQuery', (_variables, { ctx }) => {
      const { message, extensions } = pageNotFound().graphQLErrors[0]
      ctx.errors([{ message, extensions }])
      return null
    })
    render(<NewsListPage page="7" />)
    expect(await screen.findByText(/Такой страницы новостей нет/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти к свежим новостям' })).toHaveAttribute(
      'href',
      '/about/news'
    )
  })
})
