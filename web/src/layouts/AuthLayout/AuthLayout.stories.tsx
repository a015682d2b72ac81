import type { Meta, StoryObj } from '@storybook/react'

import AuthLayoutFrame from 'src/testing/AuthLayoutFrame'

import AuthLayout from './AuthLayout'

const meta: Meta<typeof AuthLayout> = { component: AuthLayout }
export default meta

export const Primary: StoryObj<typeof AuthLayout> = {
  render: () => (
    <AuthLayoutFrame>
      <h1>Вход в личный кабинет</h1>
      <p>Содержимое страницы в карточке шириной до 460 px.</p>
    </AuthLayoutFrame>
  ),
}
