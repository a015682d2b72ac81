import type { Meta, StoryObj } from '@storybook/react'

import ObjectsPagination from './ObjectsPagination'
import { standard } from './ObjectsPagination.mock'

const meta: Meta<typeof ObjectsPagination> = {
  title: 'Components/Objects/ObjectsPagination',
  component: ObjectsPagination,
}
export default meta
type Story = StoryObj<typeof ObjectsPagination>

/** Page 2 of 3: back, numbers, forward. */
export const Middle: Story = { render: () => <ObjectsPagination {...standard()} /> }

/** The first page: no «back» link. */
export const First: Story = { render: () => <ObjectsPagination {...standard()} page={1} /> }
