import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { rememberServedNotFound, wasServedNotFound } from 'src/lib/servedNotFound'

import NotFoundPage from './NotFoundPage'

describe('NotFoundPage (an address with nothing behind it)', () => {
  beforeEach(() => window.history.replaceState({}, '', '/no-such-page'))

  it('says so in Russian, with the site search and the ways back home and to the catalogue', () => {
    render(<NotFoundPage />)
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Страница не найдена$/)
    expect(screen.getByText(/По этому адресу ничего нет/)).toBeInTheDocument()
    expect(screen.queryByText(/could not be found/i)).not.toBeInTheDocument()
    const search = screen.getByRole('search', { name: 'Поиск по сайту' })
    expect(within(search).getByRole('combobox', { name: 'Поиск по сайту' })).toBeInTheDocument()
    const ways = screen.getByRole('navigation', { name: 'Куда перейти' })
    expect(within(ways).getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    expect(within(ways).getByRole('link', { name: 'В каталог' })).toHaveAttribute(
      'href',
      '/precatalog'
    )
  })

  it('searches the catalogue from the page', async () => {
    // The router scrolls to the top of the page it opens; jsdom draws nothing to scroll.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(<NotFoundPage />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Поиск по сайту' }), 'насос{Enter}')
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/catalog/v2?search=%D0%BD%D0%B0%D1%81%D0%BE%D1%81'
      )
    )
  })

  it('is titled once and kept out of search engines', async () => {
    render(<NotFoundPage />)
    const site = globalThis.__REDWOOD__APP_TITLE
    await waitFor(() => {
      expect(document.title).toBe(`Страница не найдена | ${site}`)
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex'
      )
    })
  })

  it('is recognised when the server answered an address with it (src/lib/servedNotFound)', () => {
    const { container } = render(<NotFoundPage />)
    rememberServedNotFound(container, '/catalog/product/NOPE')
    expect(wasServedNotFound('/catalog/product/NOPE')).toBe(true)
    expect(wasServedNotFound('/catalog/product/OTHER')).toBe(false)
    const page = document.createElement('div')
    page.innerHTML = '<main><h1>Насос</h1></main>'
    rememberServedNotFound(page, '/catalog/product/NS-100')
    expect(wasServedNotFound('/catalog/product/NS-100')).toBe(false)
    expect(wasServedNotFound('/catalog/product/NOPE')).toBe(false)
  })
})
