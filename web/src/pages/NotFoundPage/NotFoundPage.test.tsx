import { render, screen, waitFor } from '@redwoodjs/testing/web'

import NotFoundPage from './NotFoundPage'

describe('NotFoundPage (SPEC §2 unknown routes)', () => {
  it('answers «This page could not be found» with 404 and a way home', () => {
    render(<NotFoundPage />)
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent('404')
    expect(heading).toHaveTextContent('This page could not be found')
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/')
  })

  it('keeps itself out of search engines', async () => {
    render(<NotFoundPage />)
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex'
      )
    )
    expect(document.title).toMatch(/^404/)
  })
})
