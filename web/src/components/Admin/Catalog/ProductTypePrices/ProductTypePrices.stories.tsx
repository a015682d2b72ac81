import type { Meta, StoryObj } from '@storybook/react'

import { catalogOptions, pumpProduct } from 'src/testing/catalogMocks'

import ProductEditForm from '../ProductEditForm/ProductEditForm'

import ProductTypePrices from './ProductTypePrices'

const meta: Meta<typeof ProductTypePrices> = { title: 'Components/Admin/ProductTypePrices' }
export default meta
type Story = StoryObj<typeof ProductTypePrices>

const save = async () => true

/** Retail with a break from 5 pcs; «Оптовая» 55 000 ₸, from 10 pcs 52 000 ₸ (in the product form). */
export const withPrices: Story = {
  render: () => (
    <ProductEditForm product={pumpProduct()} options={catalogOptions()} onSave={save} />
  ),
}

/** «Оптовая» above retail and a break that lowers nothing: the form says what the shopper pays. */
export const withNotes: Story = {
  render: () => (
    <ProductEditForm
      product={pumpProduct({
        typePrices: [
          { __typename: 'AdminProductTypePrice', priceTypeId: 1, price: null, breaks: [] },
          {
            __typename: 'AdminProductTypePrice',
            priceTypeId: 2,
            price: 62000,
            breaks: [{ __typename: 'AdminPriceBreak', minQuantity: 10, price: 61000 }],
          },
        ],
      })}
      options={catalogOptions()}
      onSave={save}
    />
  ),
}

/** A product with no prices by type yet. */
export const empty: Story = {
  render: () => (
    <ProductEditForm
      product={pumpProduct({
        typePrices: [
          { __typename: 'AdminProductTypePrice', priceTypeId: 1, price: null, breaks: [] },
          { __typename: 'AdminProductTypePrice', priceTypeId: 2, price: null, breaks: [] },
        ],
      })}
      options={catalogOptions()}
      onSave={save}
    />
  ),
}
