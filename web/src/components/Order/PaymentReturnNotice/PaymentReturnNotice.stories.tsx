import type { Meta, StoryObj } from '@storybook/react'

import PaymentReturnNotice from './PaymentReturnNotice'

const meta: Meta<typeof PaymentReturnNotice> = { component: PaymentReturnNotice }
export default meta

export const paid: StoryObj<typeof PaymentReturnNotice> = { args: { outcome: 'success' } }
export const failed: StoryObj<typeof PaymentReturnNotice> = { args: { outcome: 'failure' } }
