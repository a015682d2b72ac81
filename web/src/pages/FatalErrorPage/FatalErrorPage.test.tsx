import { render, screen } from '@redwoodjs/testing/web'
import { FatalErrorBoundary } from '@redwoodjs/web'

import FatalErrorPage, { ErrorPage } from './FatalErrorPage'

const Broken = (): JSX.Element => {
  throw new Error('Cannot read properties of undefined (reading "price")')
}

describe('FatalErrorPage (SPEC §2 error page)', () => {
  it('is the error page outside development (the developer overlay is removed from builds)', () => {
    expect(FatalErrorPage).toBe(ErrorPage)
  })

  it('says «Непредвиденная ошибка» and leads back home with a full page load', () => {
    render(<ErrorPage />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Непредвиденная ошибка' })
    ).toBeInTheDocument()
    const home = screen.getByRole('link', { name: 'Вернуться на главную' })
    expect(home).toHaveAttribute('href', '/')
    expect(screen.getByRole('main')).toContainElement(home)
  })

  it('replaces a page that failed to render, without showing the technical error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      render(
        <FatalErrorBoundary page={FatalErrorPage}>
          <Broken />
        </FatalErrorBoundary>
      )
      expect(screen.getByRole('heading', { name: 'Непредвиденная ошибка' })).toBeInTheDocument()
      expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument()
    } finally {
      jest.mocked(console.error).mockRestore()
    }
  })
  it('speaks Kazakh on a Kazakh address, with nothing loaded, and leads to the Kazakh home (issue 33)', () => {
    window.history.pushState({}, '', '/kk/catalog')
    try {
      render(<ErrorPage />)
      expect(screen.getByRole('heading', { level: 1, name: 'Күтпеген қате' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Басты бетке оралу' })).toHaveAttribute('href', '/kk')
      expect(screen.getByRole('main')).toHaveAttribute('lang', 'kk')
    } finally {
      window.history.pushState({}, '', '/')
    }
  })
})
