import type { Meta, StoryObj } from '@storybook/react'

import LoginModal from './LoginModal'

const meta: Meta<typeof LoginModal> = { component: LoginModal }
export default meta

export const Open: StoryObj<typeof LoginModal> = { args: { isOpen: true, onClose: () => {} } }
