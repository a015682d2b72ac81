import type { Meta, StoryObj } from '@storybook/react'

import { UiProvider } from 'src/components/ShopState/UiProvider'

import { Empty, Failure, Loading, Success } from './ObjectCell'
import { bare, notFoundError, standard } from './ObjectCell.mock'

const meta: Meta = { title: 'Cells/Objects/ObjectCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure id={1} error={new Error('Сервер недоступен')} />,
}
/** /objects/9999: the api answers NOT_FOUND. */
export const notFoundFailure: Story = {
  render: () => <Failure id={9999} error={notFoundError()} />,
}
/** Three photos, client, year, a description with a list. */
export const success: Story = {
  render: () => (
    <UiProvider>
      <Success id={1} {...standard()} />
    </UiProvider>
  ),
}
/** No photos, no client, no year yet. */
export const successBare: Story = {
  render: () => (
    <UiProvider>
      <Success id={12} {...bare()} />
    </UiProvider>
  ),
}
