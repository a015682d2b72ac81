import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './PartnersBrandCell'
import { notFound, standard, variables } from './PartnersBrandCell.mock'

const meta: Meta = { title: 'Cells/PartnersBrandCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure {...variables} error={new Error('Сервер недоступен')} />,
}
/** An id the api does not know. */
export const notFoundFailure: Story = { render: () => <Failure id={999} error={notFound()} /> }
/** Grundfos. */
export const success: Story = { render: () => <Success {...variables} {...standard()} /> }
