import type { Meta, StoryObj } from '@storybook/react'

import NotFoundPage from './NotFoundPage'

const meta: Meta<typeof NotFoundPage> = { component: NotFoundPage }
export default meta

export const Primary: StoryObj<typeof NotFoundPage> = {}
