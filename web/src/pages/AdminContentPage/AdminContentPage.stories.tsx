import type { Meta, StoryObj } from '@storybook/react'

import AdminContentPage from './AdminContentPage'

const meta: Meta<typeof AdminContentPage> = { component: AdminContentPage }
export default meta

export const Primary: StoryObj<typeof AdminContentPage> = {}
