import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './AdminProductCell'
import { bare, kazakh, standard } from './AdminProductCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminProductCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const failure: Story = {
  render: () => <Failure id={7} error={new Error('Товар не найден.')} />,
}
/** A pump with a characteristic, stock and two pictures. */
export const success: Story = { render: () => <Success id={7} {...standard()} /> }
/** On sale, with no pictures and no characteristics. */
export const bareProduct: Story = { render: () => <Success id={7} {...bare()} /> }
/** Kazakh name, description and characteristic name beside the Russian ones. */
export const kazakhTexts: Story = { render: () => <Success id={7} {...kazakh()} /> }
