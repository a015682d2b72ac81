import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import {
  empty,
  standard,
  variables,
} from 'src/components/Content/AboutUsEventsCell/AboutUsEventsCell.mock'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import AboutUsEventsPage from './AboutUsEventsPage'

describe('AboutUsEventsPage', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the latest news and the videos under its title', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('AboutUsEventsQuery', (vars) => {
      asked(vars)
      return standard()
    })
    render(<AboutUsEventsPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'События и видео' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем события и видео…')
    const news = await screen.findByRole('region', { name: 'Новости и события' })
    expect(within(news).getAllByRole('article')).toHaveLength(6)
    expect(within(news).getByRole('link', { name: 'Все новости и акции (14)' })).toHaveAttribute(
      'href',
      '/about/news'
    )
    const videos = screen.getByRole('region', { name: 'Видео' })
    expect(
      within(videos).getByRole('link', { name: /^Экскурсия по производству «Акватории»/ })
    ).toHaveAttribute('target', '_blank')
    expect(asked).toHaveBeenCalledWith(variables)
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы «О нас»' })).getByRole('link', {
        name: 'События и видео',
      })
    ).toHaveAttribute('aria-current', 'page')
  })

  it('names the page and links its canonical address', async () => {
    mockGraphQLQuery('AboutUsEventsQuery', () => standard())
    render(<AboutUsEventsPage />)
    // Helmet writes the head after rendering: wait for the page's own tags.
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull())
    expect(document.title).toMatch(/^События и видео \|/)
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'События и видео'
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/about-us-events'
    )
  })

  it('says when there is nothing yet', async () => {
    mockGraphQLQuery('AboutUsEventsQuery', () => empty())
    render(<AboutUsEventsPage />)
    expect(
      await screen.findByText('Событий и видео пока нет. Загляните позже.')
    ).toBeInTheDocument()
  })
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    mockGraphQLQuery('AboutUsEventsQuery', () => standard())
    render(
      <AtPage href="/kk/about-us-events">
        <AboutUsEventsPage />
      </AtPage>
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Оқиғалар мен бейнелер' })
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost/kk/about-us-events'
      )
    )
    expect(document.title).toMatch(/^Оқиғалар мен бейнелер \|/)
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '«Акваторияның» соңғы жаңалықтары мен акциялары және біздің жабдықтарымыз, монтаж бен өндіріс туралы бейнелер.'
    )
    await screen.findByRole('region', { name: 'Жаңалықтар мен оқиғалар' })
  })
})
