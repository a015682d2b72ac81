import type { Meta, StoryObj } from '@storybook/react'

import { installmentTerms } from 'src/components/ProductDetails/ProductDetails.mock'

import { Failure, Loading, Success } from './ProductCell'
import { guestOnRequest, standard, wholesale } from './ProductCell.mock'

// The installment's bounds (issue 34 §2) the product page asks beside the product.
mockGraphQLQuery('InstallmentTermsQuery', () => installmentTerms())

const meta: Meta = { title: 'Cells/ProductCell' }
export default meta
type Story = StoryObj

const notFound = Object.assign(new Error('Товар не найден.'), {
  graphQLErrors: [{ message: 'Товар не найден.', extensions: { code: 'NOT_FOUND' } }],
})

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = {
  render: () => <Failure article="GR-UPS-25-40" error={new Error('Сервер недоступен')} />,
}
export const notFoundFailure: Story = {
  render: () => <Failure article="GR-UPS-25-40" error={notFound} />,
}
export const success: Story = { render: () => <Success {...standard()} /> }
export const guestPriceOnRequest: Story = { render: () => <Success {...guestOnRequest()} /> }
/** A wholesale customer: «Оптовая цена», retail for reference, «Цена от количества». */
export const wholesalePrices: Story = { render: () => <Success {...wholesale()} /> }
