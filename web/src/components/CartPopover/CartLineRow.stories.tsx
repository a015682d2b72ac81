import type { Meta, StoryObj } from '@storybook/react'

import CartLineRow from './CartLineRow'
import { guestCart, overStockCart, wholesaleCart } from './CartPopover.mock'

const meta: Meta<typeof CartLineRow> = { component: CartLineRow }
export default meta
type Story = StoryObj<typeof CartLineRow>

const [longLine, onRequestLine] = guestCart().lines

const inList = (Story: React.ComponentType) => (
  <ul className="cart-page__lines" aria-label="Товары в корзине">
    <Story />
  </ul>
)

/** As in the popover: a long name cut at 115, old price with a discount, stock on hover. */
export const InPopover: Story = { args: { line: longLine }, decorators: [inList] }

/** As on /cart: with a checkbox to order the line and «2 × 150 500 ₸ = 301 000 ₸». */
export const Checked: Story = {
  args: { line: longLine, withSum: true, selection: { checked: true, onToggle: () => {} } },
  decorators: [inList],
}

/** Not checked, price on request and no stock data. */
export const UncheckedPriceOnRequest: Story = {
  args: {
    line: onRequestLine,
    withSum: true,
    selection: { checked: false, onToggle: () => {} },
  },
  decorators: [inList],
}

/** A logged-in shopper's line: counts per shop. */
export const WithShopCounts: Story = {
  args: {
    line: {
      ...longLine,
      product: {
        ...longLine.product,
        article: 'VT-VTC560-N-3',
        name: 'Коллектор Valtec VTc.560.N с расходомерами, 3 выхода',
        currentPrice: 150000,
        lastPrice: null,
        balance: longLine.product.balance.map((stock, index) => ({
          ...stock,
          isAvailable: true,
          count: index ? 2 : 12,
        })),
      },
    },
  },
  decorators: [inList],
}

/** A guest typed 1 000 where all shops hold 7: «В наличии 7 товаров», as on a draft. */
export const AboveStock: Story = {
  args: { line: overStockCart().lines[0] },
  decorators: [inList],
}

/** 12 pieces reach the «от 10 шт.» break: 9 500 ₸ a piece and «12 × 9 500 ₸ = 114 000 ₸». */
export const QuantityBreak: Story = {
  args: {
    line: wholesaleCart().lines[0],
    withSum: true,
    selection: { checked: true, onToggle: () => {} },
  },
  decorators: [inList],
}
