import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { EMPTY_CART, StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import CartPopover from './CartPopover'
import { guestCart, LONG_NAME, wholesaleCart } from './CartPopover.mock'

/** Opens the popover and waits for its panel (a lazy chunk: on a busy machine it comes after the click). */
const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Корзина\s*— товаров/ }))
  await screen.findByRole('region', { name: 'Корзина' })
}

describe('CartPopover (SPEC §2 Cart popover)', () => {
  beforeEach(() => mockGraphQLQuery('GuestShopsQuery', () => ({ shops: [] })))

  it('says «В корзине ничего нет» when empty', async () => {
    render(
      <StaticCartProvider value={{ cart: EMPTY_CART }}>
        <CartPopover />
      </StaticCartProvider>
    )
    expect(screen.getByRole('button', { name: /Корзина\s*— товаров: 0/ })).toBeInTheDocument()
    await open()
    expect(screen.getByText('В корзине ничего нет')).toBeInTheDocument()
  })

  it('shows the real count, names cut at 115, prices, discount and the total', async () => {
    render(
      <StaticCartProvider value={{ cart: guestCart() }}>
        <CartPopover />
      </StaticCartProvider>
    )
    expect(screen.getByRole('button', { name: /Корзина\s*— товаров: 3/ })).toBeInTheDocument()
    await open()
    const panel = screen.getByRole('region', { name: 'Корзина' })
    const cut = within(panel).getByRole('link', { name: /^Насосная станция/ })
    expect(cut.textContent).toHaveLength(116)
    expect(cut.textContent!.endsWith('…')).toBe(true)
    expect(cut).toHaveAttribute('title', LONG_NAME)
    expect(within(panel).getByText('150 500 ₸')).toBeInTheDocument()
    expect(within(panel).getByLabelText('Скидка 16%')).toBeInTheDocument()
    expect(within(panel).getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(within(panel).getByText('301 000 ₸')).toBeInTheDocument()
    expect(
      within(panel).getByRole('button', { name: 'Оформить через оператора' })
    ).toBeInTheDocument()
    // A guest goes on to the cart and its checkout too (issue 30 §1).
    expect(within(panel).getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/cart'
    )
  })

  it('shows a line at its quantity-break price and the total the api sums', async () => {
    render(
      <StaticCartProvider value={{ cart: wholesaleCart(), isGuest: false }}>
        <CartPopover />
      </StaticCartProvider>
    )
    await open()
    const panel = screen.getByRole('region', { name: 'Корзина' })
    const lineOf = (name: RegExp) => within(panel).getByRole('link', { name }).closest('li')!
    const valves = lineOf(/^Кран шаровой/)
    const pumps = lineOf(/^Насосная станция/)
    expect(within(valves).getByText('9 500 ₸')).toBeInTheDocument()
    expect(within(valves).getByText('Цена от 10 шт.')).toBeInTheDocument()
    expect(within(pumps).getByText('142 000 ₸')).toBeInTheDocument()
    expect(within(pumps).queryByText(/Цена от/)).not.toBeInTheDocument()
    expect(within(panel).getByText('540 000 ₸')).toBeInTheDocument()
  })

  it('plus, minus, typed quantity and clear call the cart', async () => {
    const cart = { add: jest.fn(), decrement: jest.fn(), setQuantity: jest.fn(), clear: jest.fn() }
    for (const fn of Object.values(cart)) fn.mockResolvedValue(undefined)
    render(
      <StaticCartProvider value={{ cart: guestCart(), ...cart }}>
        <CartPopover />
      </StaticCartProvider>
    )
    await open()
    const [first] = screen.getAllByRole('group', { name: /Количество/ })
    await userEvent.click(within(first).getByRole('button', { name: 'Увеличить' }))
    await userEvent.click(within(first).getByRole('button', { name: 'Уменьшить' }))
    const input = within(first).getByRole('textbox', { name: 'Количество' })
    await userEvent.clear(input)
    await userEvent.type(input, '5{Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }))
    expect(cart.add).toHaveBeenCalledWith('GR-HME-2CRE5')
    expect(cart.decrement).toHaveBeenCalledWith('GR-HME-2CRE5')
    expect(cart.setQuantity).toHaveBeenCalledWith('GR-HME-2CRE5', '5')
    expect(cart.clear).toHaveBeenCalled()
  })

  it('offers logged-in shoppers the cart page', async () => {
    render(
      <StaticCartProvider value={{ cart: guestCart(), isGuest: false }}>
        <CartPopover />
      </StaticCartProvider>
    )
    await open()
    expect(screen.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute('href', '/cart')
  })

  it('closes on Esc', async () => {
    render(
      <StaticCartProvider value={{ cart: EMPTY_CART }}>
        <CartPopover />
      </StaticCartProvider>
    )
    await open()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByText('В корзине ничего нет')).not.toBeInTheDocument()
  })

  it('on a Kazakh page (issue 33): «Себет», prices and lines in Kazakh, the cart at /kk/cart', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/catalog/v2">
        <StaticCartProvider value={{ cart: guestCart() }}>
          <CartPopover />
        </StaticCartProvider>
      </AtPage>
    )
    await userEvent.click(screen.getByRole('button', { name: /Себет\s*— тауарлар: 3/ }))
    const panel = await screen.findByRole('region', { name: 'Себет' })
    expect(within(panel).getByLabelText('16% жеңілдік')).toBeInTheDocument()
    expect(within(panel).getByText('Бағаны менеджерден нақтылаңыз')).toBeInTheDocument()
    expect(within(panel).getByText('Барлығы:')).toBeInTheDocument()
    expect(within(panel).getAllByRole('button', { name: 'Жою' }).length).toBeGreaterThan(0)
    expect(within(panel).getByRole('link', { name: 'Себетке өту' })).toHaveAttribute(
      'href',
      '/kk/cart'
    )
    for (const link of within(panel).getAllByRole('link', { name: /Насос/ }))
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/kk\/catalog\/product\//))
  })
})
