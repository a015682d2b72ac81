import type { Meta, StoryObj } from '@storybook/react'

import BackHeader from './BackHeader'

const meta: Meta<typeof BackHeader> = {
  title: 'Components/BackHeader',
  component: BackHeader,
  args: { block: 'cart-layout', logoClassName: 'site-header__logo' },
}
export default meta

export const cart: StoryObj<typeof BackHeader> = {}
export const signIn: StoryObj<typeof BackHeader> = {
  args: { block: 'auth-layout', logoClassName: 'auth-layout__logo' },
}
