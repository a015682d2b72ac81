import { render, screen, within } from '@redwoodjs/testing/web'

import NewsListCell from 'src/components/Content/NewsListCell'

import { Empty, Failure, isEmpty, Loading, Success } from './NewsListCell'
import { empty, pageNotFound, standard } from './NewsListCell.mock'

describe('NewsListCell', () => {
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем новости…')
  })

  it('says when there is no news yet', () => {
    expect(isEmpty(empty())).toBe(true)
    expect(isEmpty(standard())).toBe(false)
    render(<Empty />)
    expect(screen.getByText('Новостей пока нет. Загляните позже.')).toBeInTheDocument()
  })

  it('logs a failure and says so in Russian; a missing page links to the first one', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Сервер недоступен')
    render(<Failure error={error} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить новости.')
    expect(log).toHaveBeenCalledWith('news', error)

    render(<Failure error={pageNotFound()} />)
    expect(screen.getByText(/Такой страницы новостей нет/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти к свежим новостям' })).toHaveAttribute(
      'href',
      '/about/news'
    )
  })

  it('shows a page of news newest first with links to the other pages', () => {
    render(<Success {...standard()} />)
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(titles).toHaveLength(9)
    expect(titles[0]).toBe('Чёрная пятница: скидки до 25% на смесители и душевые системы')
    expect(titles[8]).toBe('Магазин в Актобе переехал на пр. Абилкайыр хана')
    const pages = screen.getByRole('navigation', { name: 'Страницы новостей' })
    expect(within(pages).getByRole('link', { name: 'Страница 1' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(within(pages).getByRole('link', { name: /^Далее/ })).toHaveAttribute(
      'href',
      '/about/news?page=2'
    )
  })

  it('asks the api for the given page only', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('NewsListQuery', (variables) => {
      asked(variables)
      return standard(variables)
    })
    render(<NewsListCell page={2} />)
    expect(
      await screen.findByRole('heading', {
        name: 'Новый склад в Атырау: в два раза больше товаров в наличии',
      })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ page: 2 })
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5)
  })
})
