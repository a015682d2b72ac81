import type { Meta, StoryObj } from '@storybook/react'

import { guestOnRequest, standard } from 'src/components/ProductCell/ProductCell.mock'
import { installmentTerms } from 'src/components/ProductDetails/ProductDetails.mock'

import ProductPage from './ProductPage'

// The installment's bounds (issue 34 §2) the product page asks beside the product.
mockGraphQLQuery('InstallmentTermsQuery', () => installmentTerms())

const meta: Meta<typeof ProductPage> = { component: ProductPage }
export default meta
type Story = StoryObj<typeof ProductPage>

/**
 * The product as the api answers a logged-in shopper: counts per shop. (The
 * heart button's logged-in look is in the ProductDetails and FavoriteButton
 * stories; here the visitor stays a guest, so the page makes one request.)
 */
export const WithShopCounts: Story = {
  render: () => {
    mockCurrentUser(null)
    mockGraphQLQuery('FindProductQuery', () => ({ product: standard().product }))
    return <ProductPage article="GR-UPS-25-40" />
  },
}

/** A guest: availability without counts, price on request. */
export const Guest: Story = {
  render: () => {
    mockCurrentUser(null)
    mockGraphQLQuery('FindProductQuery', () => ({ product: guestOnRequest().product }))
    return <ProductPage article="GR-UPS-25-40" />
  },
}

/** An article the catalogue does not have (NOT_FOUND). */
export const NotFound: Story = {
  render: () => {
    mockCurrentUser(null)
    mockGraphQLQuery('FindProductQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Товар не найден.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    return <ProductPage article="GR-UPS-99-99" />
  },
}
