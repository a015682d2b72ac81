import { useEffect } from 'react'
import type { ReactNode } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { none } from 'src/components/FavoriteButton/FavoriteButton.mock'
import { StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { loadCatalog } from 'src/lib/i18n'
import { retailUser } from 'src/testing/accountTestUser'
import { atPage } from 'src/testing/InLanguage'

import ProductDetails from './ProductDetails'
import {
  cartWithPump,
  guestPump,
  installmentTerms,
  loggedInPump,
  soldOutPump,
  soldOutTank,
  wholesalePump,
} from './ProductDetails.mock'

/** A logged-in shopper for the story (favourites answered); a guest again afterwards. */
const LoggedInShopper = ({ children }: { children: ReactNode }) => {
  mockCurrentUser(retailUser())
  mockGraphQLQuery('MyFavoriteArticlesQuery', () => none())
  useEffect(() => () => mockCurrentUser(null), [])
  return <>{children}</>
}

const asGuest = (Story: () => JSX.Element) => {
  mockCurrentUser(null)
  return Story()
}

// The installment's bounds (issue 34 §2): priced pumps show «Можно в рассрочку».
mockGraphQLQuery('InstallmentTermsQuery', () => installmentTerms())

const meta: Meta<typeof ProductDetails> = { component: ProductDetails }
export default meta
type Story = StoryObj<typeof ProductDetails>

/** A logged-in shopper: 150 000 ₸ instead of 180 000 ₸ (−16%), counts per shop. */
export const LoggedIn: Story = {
  args: { product: loggedInPump() },
  decorators: [(Story) => <LoggedInShopper>{Story()}</LoggedInShopper>],
}

/** A wholesale customer: «Оптовая цена», «Розничная цена: 150 000 ₸», «Цена от количества». */
export const Wholesale: Story = {
  args: { product: wholesalePump() },
  decorators: [(Story) => <LoggedInShopper>{Story()}</LoggedInShopper>],
}

/** A guest: only «В наличии» / «Нет в наличии» per shop. */
export const Guest: Story = { args: { product: guestPump() }, decorators: [asGuest] }

/** Two already in the cart: «В корзине: 2 шт.». */
export const InCart: Story = {
  args: { product: loggedInPump() },
  decorators: [
    (Story) => (
      <LoggedInShopper>
        <StaticCartProvider value={{ cart: cartWithPump(), isGuest: false }}>
          {Story()}
        </StaticCartProvider>
      </LoggedInShopper>
    ),
  ],
}

/** Price −1 («Цену уточняйте у менеджера»), sold out, no photos or characteristics. */
export const SoldOutPriceOnRequest: Story = {
  args: { product: soldOutTank() },
  decorators: [asGuest],
}

/** Sold out, priced: a guest is offered «Сообщить о поступлении». */
export const SoldOutGuest: Story = {
  args: { product: soldOutPump() },
  decorators: [asGuest],
}

/** On a Kazakh page (issue 33): the facts, actions, «Бөліп төлеуге болады» and the trail to /kk pages. */
export const InKazakh: Story = {
  args: { product: guestPump() },
  decorators: [asGuest, atPage('/kk/catalog/product/GR-UPS-25-40')],
  loaders: [() => loadCatalog('kk')],
}
