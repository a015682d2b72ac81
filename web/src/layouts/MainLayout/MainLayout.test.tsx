import userEvent from '@testing-library/user-event'

import { PageLoadingContextProvider } from '@redwoodjs/router'
import { render, screen, within } from '@redwoodjs/testing/web'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'
import { mockHeaderQueries } from 'src/components/SiteHeader/SiteHeader.mock'

import MainLayout from './MainLayout'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

const JSDOM_WIDTH = window.innerWidth
const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })

// The Router provides the page-loading flag of the progress bar.
const renderLayout = () =>
  render(
    <PageLoadingContextProvider>
      <StaticCartProvider value={{ cart: guestCart() }}>
        <CompareProvider initial={{}}>
          <MainLayout>
            <h1>Насосное оборудование</h1>
          </MainLayout>
        </CompareProvider>
      </StaticCartProvider>
    </PageLoadingContextProvider>
  )

describe('MainLayout (SPEC §2 Layouts: default/main)', () => {
  beforeEach(() => {
    mockCurrentUser(null)
    mockHeaderQueries()
    setWidth(1440)
  })
  afterEach(() => setWidth(JSDOM_WIDTH))

  it('renders the header, the page, the footer and the floating contacts', async () => {
    renderLayout()
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('combobox', { name: 'Поиск по товарам' })).toBeInTheDocument()
    expect(within(header).getByRole('button', { name: 'Корзина — товаров: 3' })).toBeInTheDocument()
    const page = screen.getByRole('heading', { level: 1, name: 'Насосное оборудование' })
    expect(page.closest('#main')).not.toBeNull()
    const footer = screen.getByRole('contentinfo')
    expect(
      await within(footer).findByRole('region', { name: 'Наши преимущества' })
    ).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Напишите нам' })).toHaveAttribute(
      'aria-expanded',
      'false'
    )
    // Header, page and footer in reading order.
    expect(header.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(page.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('starts with a skip link to the page and shows the promo banner', async () => {
    renderLayout()
    const [first] = screen.getAllByRole('link')
    expect(first).toHaveTextContent('Перейти к содержимому')
    expect(first).toHaveAttribute('href', '#main')
    expect(await screen.findByRole('complementary', { name: 'Акция' })).toBeInTheDocument()
  })

  it('holds the auth modal: the header’s «Войти» opens it', async () => {
    renderLayout()
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    expect(screen.getByRole('dialog', { name: 'Войдите в личный кабинет' })).toBeInTheDocument()
  })

  it('the floating contacts open to the messengers and a call, and hide again', async () => {
    renderLayout()
    const toggle = await screen.findByRole('button', { name: 'Напишите нам' })
    await userEvent.click(toggle)
    expect(toggle).toHaveTextContent('Скрыть')
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/akvatoria_kz'
    )
    expect(screen.getByRole('link', { name: 'Позвонить' })).toHaveAttribute(
      'href',
      'tel:+77122203040'
    )
    await userEvent.click(toggle)
    expect(screen.queryByRole('link', { name: 'Telegram' })).not.toBeInTheDocument()
  })
})
