import type { Meta, StoryObj } from '@storybook/react'

import ResendConfirmation from './ResendConfirmation'

const meta: Meta<typeof ResendConfirmation> = {
  component: ResendConfirmation,
  args: { email: 'aigerim@example.kz' },
}
export default meta
type Story = StoryObj<typeof ResendConfirmation>

/** The button under «check your mail»; pressing it answers with the api's text. */
export const Primary: Story = {
  render: (args) => {
    mockGraphQLMutation('ResendAccountConfirmationMutation', () => ({
      resendAccountConfirmation: { detail: 'Письмо отправлено ещё раз на aigerim@example.kz.' },
    }))
    return <ResendConfirmation {...args} />
  },
}
