import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './AboutUsEventsCell'
import { standard, variables, videosOnly } from './AboutUsEventsCell.mock'

const meta: Meta = { title: 'Cells/AboutUsEventsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure {...variables} error={new Error('Сервер недоступен')} />,
}
/** Six latest news with a link to all 14, then four videos. */
export const success: Story = { render: () => <Success {...variables} {...standard()} /> }
/** No news yet: only the videos section. */
export const videosOnlySuccess: Story = {
  render: () => <Success {...variables} {...videosOnly()} />,
}
