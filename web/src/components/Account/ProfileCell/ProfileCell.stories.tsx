import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './ProfileCell'
import { emptyProfile, standard, wholesale } from './ProfileCell.mock'

const meta: Meta = { title: 'Cells/Account/ProfileCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
export const success: Story = { render: () => <Success {...standard()} /> }
export const onlyEmail: Story = { render: () => <Success {...emptyProfile()} /> }
/** A wholesale customer: «Ваши цены: Оптовая» above the form. */
export const wholesalePrices: Story = { render: () => <Success {...wholesale()} /> }
