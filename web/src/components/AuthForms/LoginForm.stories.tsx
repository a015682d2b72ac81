import type { Meta, StoryObj } from '@storybook/react'

import LoginForm from './LoginForm'

const meta: Meta<typeof LoginForm> = {
  title: 'Components/AuthForms/LoginForm',
  component: LoginForm,
  args: { onSubmit: () => {} },
}
export default meta
type Story = StoryObj<typeof LoginForm>

export const ready: Story = {}
/** Signing in: the form stays, the button busy «Входим…». */
export const signingIn: Story = { args: { sending: true } }
export const refused: Story = { args: { problem: 'Неверный e-mail или пароль.' } }
