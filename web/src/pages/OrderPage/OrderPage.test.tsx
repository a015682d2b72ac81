import { render, screen } from '@redwoodjs/testing/web'

import { noFiles, standard } from 'src/components/Order/OrderCell/OrderCell.mock'

import OrderPage from './OrderPage'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
// Outside a real router the page stays mounted after a redirect, so record it instead.
const mockRedirect = jest.fn((_props: { to: string; options?: unknown }) => null)
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  Redirect: (props: { to: string; options?: unknown }) => mockRedirect(props),
}))

describe('OrderPage (/order?id=)', () => {
  afterEach(() => window.history.replaceState({}, '', '/'))

  it('opens the order of ?id=', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('FindOrderQuery', (variables) => {
      asked(variables)
      return standard()
    })
    mockGraphQLQuery('OrderFilesQuery', () => noFiles())
    window.history.replaceState({}, '', '/order?id=1063')
    render(<OrderPage />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказ…')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Черновик заказа A-001063' })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ id: 1063 })
  })

  it.each(['', '?id=abc', '?id=0', '?id=1.5'])('sends %p to the drafts tab', (search) => {
    mockRedirect.mockClear()
    window.history.replaceState({}, '', `/order${search}`)
    render(<OrderPage />)
    expect(mockRedirect).toHaveBeenCalledWith({
      to: '/personal-account?tab=draftorders',
      options: { replace: true },
    })
  })
})
