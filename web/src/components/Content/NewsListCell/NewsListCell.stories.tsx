import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './NewsListCell'
import { pageNotFound, standard } from './NewsListCell.mock'

const meta: Meta = { title: 'Cells/NewsListCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure error={new Error('Сервер недоступен')} />,
}
/** An old link to a page that no longer exists. */
export const pageNotFoundFailure: Story = {
  render: () => <Failure error={pageNotFound()} />,
}
/** Page 1 of 2: nine cards and the page links. */
export const success: Story = { render: () => <Success {...standard()} /> }
/** Page 2: the five oldest items. */
export const secondPage: Story = { render: () => <Success {...standard({ page: 2 })} /> }
