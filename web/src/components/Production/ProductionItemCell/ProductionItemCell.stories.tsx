import type { Meta, StoryObj } from '@storybook/react'

import { UiProvider } from 'src/components/ShopState/UiProvider'

import { Empty, Failure, Loading, Success } from './ProductionItemCell'
import { blank, notFoundError, standard } from './ProductionItemCell.mock'

const meta: Meta = { title: 'Cells/Production/ProductionItemCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure idOrSlug="water-purification" error={new Error('Сервер недоступен')} />,
}
/** /production/no-such-page: the api answers NOT_FOUND. */
export const notFoundFailure: Story = {
  render: () => <Failure idOrSlug="no-such-page" error={notFoundError()} />,
}
export const success: Story = {
  render: () => (
    <UiProvider>
      <Success idOrSlug="akva-control-cabinet" {...standard()} />
    </UiProvider>
  ),
}
/** The editor has not written the text and uploaded only the main picture. */
export const successWithoutText: Story = {
  render: () => (
    <UiProvider>
      <Success idOrSlug="akva-control-cabinet" {...blank()} />
    </UiProvider>
  ),
}
