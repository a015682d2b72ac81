import type { Meta, StoryObj } from '@storybook/react'

import { StaticCartProvider } from 'src/components/ShopState/CartProvider'

import OperatorOrderModal from './OperatorOrderModal'

const meta: Meta<typeof OperatorOrderModal> = { component: OperatorOrderModal }
export default meta

export const Open: StoryObj<typeof OperatorOrderModal> = {
  render: () => {
    mockGraphQLQuery('GuestShopsQuery', () => ({
      shops: [
        { id: 1, nameForGuest: 'Магазин в Атырау', address: { address: 'ул. Сатпаева, 17' } },
      ],
    }))
    return (
      <StaticCartProvider value={{ localLines: [{ article: 'VT-VTC560-N-3', quantity: 2 }] }}>
        <OperatorOrderModal isOpen onClose={() => {}} />
      </StaticCartProvider>
    )
  },
}
