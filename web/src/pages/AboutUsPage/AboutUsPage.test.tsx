import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { aboutBlock } from 'src/testing/content/aboutBlockMock'

import AboutUsPage from './AboutUsPage'

describe('AboutUsPage', () => {
  afterEach(() => jest.restoreAllMocks())

  it("shows the editors' «about» text under the «О нас» links", async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ContentBlockPageQuery', (variables) => {
      asked(variables)
      return aboutBlock()
    })
    render(<AboutUsPage />)
    const nav = screen.getByRole('navigation', { name: 'Разделы «О нас»' })
    expect(within(nav).getByRole('link', { name: 'Об Акватории' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Об Акватории' })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ blockKey: 'about' })
    expect(screen.getByText('«Акватория»').tagName).toBe('STRONG')
    expect(screen.getByText(/Магазины работают в Атырау и Актобе/)).toBeInTheDocument()
  })

  it('names the page, describes it and links its canonical address', async () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => aboutBlock())
    render(<AboutUsPage />)
    await screen.findByRole('heading', { level: 1, name: 'Об Акватории' })
    await waitFor(() => expect(document.title).toMatch(/^Об Акватории \|/))
    // Helmet writes the tags a moment after the title.
    await waitFor(() =>
      expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Об Акватории'
      )
    )
    // The cell may describe the page from the text; either way it is about the company.
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content')
    ).toMatch(/«Акватория»/)
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/about/about-us'
    )
  })

  it('says so when the text cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('ContentBlockPageQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Сервер недоступен' }])
      return null
    })
    render(<AboutUsPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить страницу.')
    expect(screen.getByRole('navigation', { name: 'Разделы «О нас»' })).toBeInTheDocument()
  })
})
