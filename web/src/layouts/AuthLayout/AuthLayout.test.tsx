import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'

import AuthLayoutFrame from 'src/testing/AuthLayoutFrame'

describe('AuthLayout', () => {
  it('frames the page: logo to home, «Назад», the card in <main>', () => {
    render(
      <AuthLayoutFrame>
        <h1>Вход</h1>
      </AuthLayoutFrame>
    )
    expect(screen.getByRole('link', { name: /Акватория/ })).toHaveAttribute('href', '/')
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Вход' }))
    expect(screen.getByRole('button', { name: /Назад/ })).toBeInTheDocument()
  })

  it('goes back in history when there is somewhere to go', async () => {
    window.history.replaceState({}, '', '/catalog/v2')
    window.history.pushState({}, '', '/login')
    render(<AuthLayoutFrame />)
    await userEvent.click(screen.getByRole('button', { name: /Назад/ }))
    await waitFor(() => expect(window.location.pathname).toBe('/catalog/v2'))
  })
})
