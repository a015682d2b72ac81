import type { Meta, StoryObj } from '@storybook/react'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'
import { StaticCartProvider } from 'src/components/ShopState/CartProvider'

import OperatorOrderModal from './OperatorOrderModal'

const meta: Meta<typeof OperatorOrderModal> = { component: OperatorOrderModal }
export default meta

/** One city takes guest orders: it is chosen; the lines and total are summed up above the form. */
export const Open: StoryObj<typeof OperatorOrderModal> = {
  render: () => {
    mockGraphQLQuery('GuestShopsQuery', () => ({
      shops: [
        {
          id: 1,
          nameForGuest: 'Магазин в Атырау',
          city: 'Атырау',
          address: { address: 'ул. Сатпаева, 17' },
        },
      ],
    }))
    return (
      <StaticCartProvider
        value={{ cart: guestCart(), localLines: [{ article: 'GR-HME-2CRE5', quantity: 2 }] }}
      >
        <OperatorOrderModal isOpen onClose={() => {}} />
      </StaticCartProvider>
    )
  },
}

/** Two cities take guest orders: the guest chooses. */
export const TwoCities: StoryObj<typeof OperatorOrderModal> = {
  render: () => {
    mockGraphQLQuery('GuestShopsQuery', () => ({
      shops: [
        {
          id: 1,
          nameForGuest: 'Магазин в Атырау',
          city: 'Атырау',
          address: { address: 'ул. Сатпаева, 17' },
        },
        {
          id: 2,
          nameForGuest: 'Магазин в Актобе',
          city: 'Актобе',
          address: { address: 'пр. Абилкайыр хана, 62' },
        },
      ],
    }))
    return (
      <StaticCartProvider
        value={{ cart: guestCart(), localLines: [{ article: 'GR-HME-2CRE5', quantity: 2 }] }}
      >
        <OperatorOrderModal isOpen onClose={() => {}} />
      </StaticCartProvider>
    )
  },
}
