import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

import StockList from './StockList'

const meta: Meta<typeof StockList> = { component: StockList }
export default meta
type Story = StoryObj<typeof StockList>

const shop = (id: number, city: string, address: string, addressLang = 'ru') => ({
  id,
  name: city,
  nameForGuest: `Магазин в ${city === 'Атырау' ? 'Атырау' : 'Актобе'}`,
  address: { address, addressLang },
})

export const LoggedIn: Story = {
  args: {
    balance: [
      { isAvailable: true, count: 12, shop: shop(1, 'Атырау', 'ул. Сатпаева, 17') },
      { isAvailable: false, count: 0, shop: shop(2, 'Актобе', 'пр. Абилкайыр хана, 62') },
    ],
  },
}

export const Guest: Story = {
  args: {
    balance: [
      { isAvailable: true, count: null, shop: shop(1, 'Атырау', 'ул. Сатпаева, 17') },
      { isAvailable: false, count: null, shop: shop(2, 'Актобе', 'пр. Абилкайыр хана, 62') },
    ],
  },
}

/** A Kazakh page (issue 33) of shops without Kazakh addresses: the Russian ones marked lang="ru". */
export const InKazakh: Story = {
  ...LoggedIn,
  decorators: [atPage('/kk/catalog/product/GR-UPS-25-40')],
  loaders: [() => loadCatalog('kk')],
}

/** A Kazakh page with the first shop's address written in Kazakh; the second's Russian, marked. */
export const InKazakhWritten: Story = {
  ...InKazakh,
  args: {
    balance: [
      {
        isAvailable: true,
        count: 12,
        shop: shop(1, 'Атырау', 'Атырау қ., Сәтбаев к-сі, 17', 'kk'),
      },
      { isAvailable: false, count: 0, shop: shop(2, 'Актобе', 'пр. Абилкайыр хана, 62') },
    ],
  },
}
