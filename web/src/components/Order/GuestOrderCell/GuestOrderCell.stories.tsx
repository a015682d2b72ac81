import type { Meta, StoryObj } from '@storybook/react'

import { shopError } from 'src/testing/orderMocks'

import { Failure, Loading, Success } from './GuestOrderCell'
import { confirmed, NOT_FOUND_MESSAGE, standard } from './GuestOrderCell.mock'

const meta: Meta = { title: 'Cells/Order/GuestOrderCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }

/** No order with that number and phone (the api answers NOT_FOUND; there is no empty answer). */
export const notFoundFailure: Story = {
  render: () => (
    <Failure
      order="A-001077"
      phone="+7 (701) 234 56 78"
      error={shopError(NOT_FOUND_MESSAGE, { code: 'NOT_FOUND' })}
    />
  ),
}

/** The network or the server failed. */
export const failure: Story = {
  render: () => (
    <Failure order="A-001077" phone="+7 (701) 234 56 78" error={new Error('Failed to fetch')} />
  ),
}

export const success: Story = {
  render: () => <Success order="A-001077" phone="+7 (701) 234 56 78" {...standard()} />,
}
export const confirmedOrder: Story = {
  render: () => <Success order="A-001077" phone="+7 (701) 234 56 78" {...confirmed()} />,
}
