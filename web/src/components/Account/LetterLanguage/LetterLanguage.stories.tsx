import type { Meta, StoryObj } from '@storybook/react'

import LetterLanguage from './LetterLanguage'

const meta: Meta<typeof LetterLanguage> = {
  title: 'Components/Account/LetterLanguage',
  component: LetterLanguage,
}
export default meta

type Story = StoryObj<typeof LetterLanguage>

export const Russian: Story = { args: { locale: 'ru' } }
export const Kazakh: Story = { args: { locale: 'kk' } }
