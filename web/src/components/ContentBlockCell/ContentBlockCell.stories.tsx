import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './ContentBlockCell'
import { blank, standard } from './ContentBlockCell.mock'

const meta: Meta = { title: 'Cells/ContentBlockCell' }
export default meta
type Story = StoryObj

const notFound = Object.assign(new Error('Раздел не найден.'), {
  graphQLErrors: [{ message: 'Раздел не найден.', extensions: { code: 'NOT_FOUND' } }],
})

export const loading: Story = { render: () => <Loading /> }
/** The block exists but its editor has not written the text yet. */
export const empty: Story = { render: () => <Empty blockKey="wholesaler" {...blank()} /> }
export const failure: Story = {
  render: () => <Failure blockKey="wholesaler" error={new Error('Сервер недоступен')} />,
}
export const notFoundFailure: Story = {
  render: () => <Failure blockKey="wholesaler" error={notFound} />,
}
/** The wholesaler terms: a paragraph, a list and a bold phone. */
export const success: Story = { render: () => <Success blockKey="wholesaler" {...standard()} /> }
