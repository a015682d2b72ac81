import { render, screen, within } from '@redwoodjs/testing/web'

import AboutUsEventsCell from 'src/components/Content/AboutUsEventsCell'

import { Empty, Failure, isEmpty, Loading, Success } from './AboutUsEventsCell'
import { empty, standard, variables, videosOnly } from './AboutUsEventsCell.mock'

describe('AboutUsEventsCell', () => {
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем события и видео…')
  })

  it('is empty only without news and videos', () => {
    expect(isEmpty(empty())).toBe(true)
    expect(isEmpty(videosOnly())).toBe(false)
    render(<Empty />)
    expect(screen.getByText('Событий и видео пока нет. Загляните позже.')).toBeInTheDocument()
  })

  it('logs a failure and says so in Russian', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Сервер недоступен')
    render(<Failure {...variables} error={error} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить события и видео.')
    expect(log).toHaveBeenCalledWith('events', error)
  })

  it('shows the latest news and the videos in titled sections', () => {
    render(<Success {...variables} {...standard()} />)
    const news = screen.getByRole('region', { name: 'Новости и события' })
    expect(within(news).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    expect(within(news).getByText('5 ноября 2026 г.')).toBeInTheDocument()
    expect(within(news).getByRole('link', { name: 'Все новости и акции (14)' })).toHaveAttribute(
      'href',
      '/about/news'
    )
    const videos = screen.getByRole('region', { name: 'Видео' })
    expect(within(videos).getAllByRole('link')).toHaveLength(4)
  })

  it('leaves out the news section when there is no news', () => {
    render(<Success {...variables} {...videosOnly()} />)
    expect(screen.queryByRole('region', { name: 'Новости и события' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Видео' })).toBeInTheDocument()
  })

  it('asks the api for the six latest news and the videos', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('AboutUsEventsQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<AboutUsEventsCell />)
    expect(await screen.findByRole('heading', { name: 'Видео' })).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith(variables)
  })
})
