import type { Meta, StoryObj } from '@storybook/react'

import AdminNotice from './AdminNotice'

const meta: Meta<typeof AdminNotice> = {
  title: 'Components/Admin/ui/AdminNotice',
  component: AdminNotice,
}
export default meta
type Story = StoryObj<typeof AdminNotice>

export const Done: Story = { args: { notice: { kind: 'status', text: 'Группа сохранена.' } } }
export const Refused: Story = {
  args: { notice: { kind: 'alert', text: 'Не удалось сохранить изменение. Попробуйте ещё раз.' } },
}
