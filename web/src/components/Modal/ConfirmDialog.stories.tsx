import type { Meta, StoryObj } from '@storybook/react'

import { ConfirmDialog } from './ConfirmDialog'

const meta: Meta<typeof ConfirmDialog> = { component: ConfirmDialog }
export default meta
type Story = StoryObj<typeof ConfirmDialog>

/** Deleting a draft from the account's list or its page. */
export const DeleteDraft: Story = {
  args: {
    isOpen: true,
    title: 'Удалить черновик A-001042?',
    description: 'Черновик и его товары будут удалены без возможности восстановления.',
    confirmLabel: 'Удалить',
    tone: 'danger',
    onConfirm: () => {},
    onCancel: () => {},
  },
}

/** A question whose yes is not destructive. */
export const Plain: Story = {
  args: {
    isOpen: true,
    title: 'Перейти к оформлению?',
    description: 'Позиции без отметки (2) будут удалены из заказа.',
    confirmLabel: 'Продолжить',
    onConfirm: () => {},
    onCancel: () => {},
  },
}
