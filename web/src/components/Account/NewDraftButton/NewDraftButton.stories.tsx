import type { Meta, StoryObj } from '@storybook/react'

import NewDraftButton from './NewDraftButton'

const meta: Meta<typeof NewDraftButton> = { component: NewDraftButton }
export default meta

export const standard: StoryObj<typeof NewDraftButton> = {}
