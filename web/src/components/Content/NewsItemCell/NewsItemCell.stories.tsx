import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './NewsItemCell'
import { notFound, standard, variables } from './NewsItemCell.mock'

const meta: Meta = { title: 'Cells/NewsItemCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure {...variables} error={new Error('Сервер недоступен')} />,
}
/** An unpublished item or an old link. */
export const notFoundFailure: Story = { render: () => <Failure id={99} error={notFound()} /> }
export const success: Story = { render: () => <Success {...variables} {...standard()} /> }
