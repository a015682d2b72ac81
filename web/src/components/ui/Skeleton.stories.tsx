import type { Meta, StoryObj } from '@storybook/react'

import { Skeleton } from './Skeleton'

const meta: Meta<typeof Skeleton> = {
  title: 'Components/UI/Skeleton',
  component: Skeleton,
}
export default meta
type Story = StoryObj<typeof Skeleton>

export const oneLine: Story = {}
export const paragraph: Story = { args: { lines: 4 } }
export const block: Story = { args: { width: '240px', height: '120px' } }
