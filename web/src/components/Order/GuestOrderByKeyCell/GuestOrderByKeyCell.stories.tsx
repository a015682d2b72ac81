import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './GuestOrderByKeyCell'
import { paidAndConfirmed, standard } from './GuestOrderByKeyCell.mock'

const meta: Meta = { title: 'Cells/GuestOrderByKeyCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }

export const failure: StoryObj = {
  render: () => <Failure error={new Error('Заказ не найден.')} />,
}

export const toPay: StoryObj = { render: () => <Success {...standard()} /> }

export const paid: StoryObj = { render: () => <Success {...paidAndConfirmed()} /> }
