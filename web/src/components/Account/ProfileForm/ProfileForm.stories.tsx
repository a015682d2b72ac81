import type { Meta, StoryObj } from '@storybook/react'

import { emptyProfile, standard } from 'src/components/Account/ProfileCell/ProfileCell.mock'

import ProfileForm from './ProfileForm'

const meta: Meta<typeof ProfileForm> = {
  title: 'Components/Account/ProfileForm',
  component: ProfileForm,
}
export default meta
type Story = StoryObj<typeof ProfileForm>

export const filled: Story = { args: { profile: standard().me } }
export const onlyEmail: Story = { args: { profile: emptyProfile().me } }
