import type { Meta, StoryObj } from '@storybook/react'

import { guestCart } from 'src/components/CartPopover/CartPopover.mock'

import { Failure, Loading, Success } from './CartCheckoutCell'
import { standard } from './CartCheckoutCell.mock'

const meta: Meta = { title: 'Cells/CartCheckoutCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }

export const failure: StoryObj = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}

export const success: StoryObj = {
  render: () => <Success {...standard()} cart={guestCart()} articles={null} />,
}

export const emptyCart: StoryObj = {
  render: () => <Success {...standard()} cart={{ lines: [] }} articles={null} />,
}
