import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './AdminContentListCell'
import { slides, standard } from './AdminContentListCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminContentListCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = {
  render: () => <Failure kind="news" error={new Error('Сервер недоступен')} />,
}
export const empty: Story = { render: () => <Empty /> }
export const nothingFound: Story = { render: () => <Empty search="склад" /> }
/** News: shown and hidden, with dates and pages. */
export const news: Story = { render: () => <Success {...standard()} kind="news" /> }
/** Slides: ordered, no dates. */
export const orderedKind: Story = { render: () => <Success {...slides()} kind="slides" /> }
