import userEvent from '@testing-library/user-event'

import { PageLoadingContextProvider } from '@redwoodjs/router'
import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import CartLayout from './CartLayout'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

// The Router provides the page-loading flag of the progress bar.
const renderLayout = () =>
  render(
    <PageLoadingContextProvider>
      <CartLayout>
        <h1>Корзина</h1>
      </CartLayout>
    </PageLoadingContextProvider>
  )

describe('CartLayout (SPEC §2 Layouts: cart)', () => {
  beforeEach(() => mockSiteBlocks())

  it('has «Назад», the logo to / and the page in the narrow column', () => {
    renderLayout()
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('button', { name: /Назад/ })).toBeInTheDocument()
    expect(within(header).getByRole('link', { name: 'Акватория — на главную' })).toHaveAttribute(
      'href',
      '/'
    )
    const main = screen.getByRole('main')
    expect(main).toHaveClass('cart-layout__column')
    // The header sits over the column (CartLayout.css sizes both the same), not over the page.
    expect(header).toHaveClass('cart-layout__header')
    expect(header.parentElement).toBe(main.parentElement)
    expect(main.parentElement).toHaveClass('cart-layout')
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Корзина' }))
  })

  it('has no shop header: no search, menu or cart button', () => {
    renderLayout()
    expect(screen.queryByRole('combobox', { name: 'Поиск по товарам' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Корзина/ })).not.toBeInTheDocument()
  })

  it('ends with the footer without the advantages', async () => {
    renderLayout()
    const footer = screen.getByRole('contentinfo')
    expect(
      await within(footer).findByRole('link', { name: '+7 (7122) 20 30 40' })
    ).toBeInTheDocument()
    expect(within(footer).getByRole('navigation', { name: 'Покупателям' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Наши преимущества' })).not.toBeInTheDocument()
  })

  it('«Назад» goes back in history when there is somewhere to go', async () => {
    window.history.replaceState({}, '', '/catalog/v2')
    window.history.pushState({}, '', '/cart')
    renderLayout()
    await userEvent.click(screen.getByRole('button', { name: /Назад/ }))
    await waitFor(() => expect(window.location.pathname).toBe('/catalog/v2'))
  })
})
