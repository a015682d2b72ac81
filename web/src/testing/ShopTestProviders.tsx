import type { ReactNode } from 'react'

import type { CompareMap } from '@domain/compare'

import { StaticCartProvider, type CartApi } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'

/**
 * The page-wide shop state for tests: a fixed cart (spies welcome) and a
 * compare list kept in the test's local storage. Stories get the same from
 * .storybook/preview.tsx.
 */
export const ShopTestProviders = ({
  cart = {},
  compare = {},
  children,
}: {
  cart?: Partial<CartApi>
  compare?: CompareMap
  children: ReactNode
}) => (
  <StaticCartProvider value={cart}>
    <CompareProvider initial={compare}>{children}</CompareProvider>
  </StaticCartProvider>
)
