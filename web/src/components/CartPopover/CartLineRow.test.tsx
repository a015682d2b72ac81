import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { StaticCartProvider, type CartApi } from 'src/components/ShopState/CartProvider'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import CartLineRow from './CartLineRow'
import { guestCart, LONG_NAME, overStockCart, wholesaleCart } from './CartPopover.mock'

const spies = () => {
  const cart = {
    add: jest.fn(),
    decrement: jest.fn(),
    setQuantity: jest.fn(),
    remove: jest.fn(),
  }
  for (const fn of Object.values(cart)) fn.mockResolvedValue(undefined)
  return cart
}

const renderRow = (
  cart: Partial<CartApi>,
  props: Partial<React.ComponentProps<typeof CartLineRow>> = {}
) =>
  render(
    <StaticCartProvider value={cart}>
      <ul>
        <CartLineRow line={guestCart().lines[0]} {...props} />
      </ul>
    </StaticCartProvider>
  )

describe('CartLineRow (SPEC §2 cart popover line, §4/§5 cart quantity)', () => {
  it('shows the name cut at 115 with the full name as title, prices and discount', () => {
    renderRow({})
    const name = screen.getByRole('link', { name: /^Насосная станция/ })
    expect(name.textContent).toHaveLength(116)
    expect(name).toHaveAttribute('title', LONG_NAME)
    expect(name).toHaveAttribute('href', '/catalog/product/GR-HME-2CRE5')
    expect(screen.getByText('150 500 ₸')).toBeInTheDocument()
    expect(screen.getByLabelText('Скидка 16%')).toBeInTheDocument()
  })

  it('spells out «N × price = line total» only where asked (the cart page)', () => {
    const { unmount } = renderRow({})
    expect(screen.queryByText(/ × .* = /)).not.toBeInTheDocument()
    unmount()
    renderRow({}, { withSum: true })
    expect(screen.getByText('2 × 150 500 ₸ = 301 000 ₸')).toBeInTheDocument()
  })

  it('prices a line that reaches a quantity break at the break, and says so', () => {
    render(
      <StaticCartProvider value={{}}>
        <ul>
          <CartLineRow line={wholesaleCart().lines[0]} withSum />
        </ul>
      </StaticCartProvider>
    )
    expect(screen.getByText('9 500 ₸')).toBeInTheDocument()
    expect(screen.queryByText('10 000 ₸')).not.toBeInTheDocument()
    // Retail compares single pieces: beside a break's unit price it would mislead.
    expect(screen.queryByText(/Розница/)).not.toBeInTheDocument()
    expect(screen.getByText('Цена от 10 шт.')).toBeInTheDocument()
    expect(screen.getByText('12 × 9 500 ₸ = 114 000 ₸')).toBeInTheDocument()
    // The next break is told from the line's quantity.
    expect(screen.getByText('ещё 38 шт. до цены 9 000 ₸')).toBeInTheDocument()
  })

  it('on a Kazakh page: a Russian name marked lang="ru", breaks and counts in «дана» (issue 33)', async () => {
    await loadCatalog('kk')
    const line = wholesaleCart().lines[0]
    render(
      <AtPage href="/kk/cart">
        <StaticCartProvider value={{}}>
          <ul>
            <CartLineRow line={{ ...line, product: { ...line.product, nameLang: 'ru' } }} />
          </ul>
        </StaticCartProvider>
      </AtPage>
    )
    expect(screen.getByRole('link', { name: line.product.name })).toHaveAttribute('lang', 'ru')
    expect(screen.getByText('тағы 38 дана алсаңыз — бағасы 9 000 ₸')).toBeInTheDocument()
    expect(screen.queryByText(/шт\./)).not.toBeInTheDocument()
  })

  it('says nothing of breaks for a line below its first break', () => {
    render(
      <StaticCartProvider value={{}}>
        <ul>
          <CartLineRow line={wholesaleCart().lines[1]} withSum />
        </ul>
      </StaticCartProvider>
    )
    expect(screen.getByText('3 × 142 000 ₸ = 426 000 ₸')).toBeInTheDocument()
    expect(screen.queryByText(/Цена от/)).not.toBeInTheDocument()
    expect(screen.getByText('ещё 2 шт. до цены 138 000 ₸')).toBeInTheDocument()
    // Its own «Оптовая» price: retail for reference, as on the catalogue's cards.
    expect(screen.getByText('Розница: 150 500 ₸')).toBeInTheDocument()
  })

  it('plus and minus step the quantity', async () => {
    const cart = spies()
    renderRow(cart)
    const stepper = screen.getByRole('group', { name: /^Количество: Насосная станция/ })
    expect(within(stepper).getByRole('textbox', { name: 'Количество' })).toHaveValue('2')
    await userEvent.click(within(stepper).getByRole('button', { name: 'Увеличить' }))
    await userEvent.click(within(stepper).getByRole('button', { name: 'Уменьшить' }))
    expect(cart.add).toHaveBeenCalledWith('GR-HME-2CRE5')
    expect(cart.decrement).toHaveBeenCalledWith('GR-HME-2CRE5')
  })

  it('sends a typed quantity on Enter or when the field is left, and only a changed one', async () => {
    const cart = spies()
    renderRow(cart)
    const input = screen.getByRole('textbox', { name: 'Количество' })
    await userEvent.click(input)
    await userEvent.tab()
    expect(cart.setQuantity).not.toHaveBeenCalled()
    await userEvent.clear(input)
    await userEvent.type(input, '5{Enter}')
    expect(cart.setQuantity).toHaveBeenCalledWith('GR-HME-2CRE5', '5')
    await userEvent.clear(input)
    await userEvent.type(input, '0')
    await userEvent.tab()
    expect(cart.setQuantity).toHaveBeenLastCalledWith('GR-HME-2CRE5', '0')
  })

  it('puts the held quantity back after text the cart ignores', async () => {
    // The cart ignores non-integers (SPEC §4); the field shows the quantity again.
    const cart = spies()
    renderRow(cart)
    const input = screen.getByRole('textbox', { name: 'Количество' })
    await userEvent.clear(input)
    await userEvent.type(input, 'два{Enter}')
    expect(cart.setQuantity).toHaveBeenCalledWith('GR-HME-2CRE5', 'два')
    expect(input).toHaveValue('2')
  })

  it('removes the line', async () => {
    const cart = spies()
    renderRow(cart)
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }))
    expect(cart.remove).toHaveBeenCalledWith('GR-HME-2CRE5')
  })

  it('shows the stock per shop as the description of «Наличие»', () => {
    renderRow({})
    const stock = screen.getByRole('button', { name: 'Наличие' })
    const tooltip = screen.getByRole('tooltip')
    expect(stock).toHaveAttribute('aria-describedby', tooltip.id)
    const shops = within(tooltip)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(shops).toEqual([
      'Магазин в Атырауул. Сатпаева, 17В наличии',
      'Магазин в Актобепр. Абилкайыр хана, 62Нет в наличии',
    ])
  })

  it('has a checkbox only when the line can be chosen', async () => {
    const { unmount } = renderRow({})
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    unmount()
    const onToggle = jest.fn()
    renderRow({}, { selection: { checked: true, onToggle } })
    const box = screen.getByRole('checkbox', { name: /^Выбрать: Насосная станция/ })
    expect(box).toBeChecked()
    await userEvent.click(box)
    expect(onToggle).toHaveBeenCalled()
  })

  it('says what stock allows when the quantity asks for more, tied to the quantity box', () => {
    render(
      <StaticCartProvider value={{}}>
        <ul>
          <CartLineRow line={overStockCart().lines[0]} />
        </ul>
      </StaticCartProvider>
    )
    const quantity = screen.getByRole('textbox', { name: 'Количество' })
    expect(quantity).toHaveValue('1000')
    expect(screen.getByRole('status')).toHaveTextContent('В наличии 7 товаров')
    expect(quantity).toHaveAccessibleDescription('В наличии 7 товаров')
  })

  it('says nothing of stock while it covers the line', () => {
    renderRow({})
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Количество' })).not.toHaveAttribute(
      'aria-describedby'
    )
  })
})
