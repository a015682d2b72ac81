import type { Meta, StoryObj } from '@storybook/react'

import CallbackModal from './CallbackModal'

const meta: Meta<typeof CallbackModal> = { component: CallbackModal }
export default meta

export const Open: StoryObj<typeof CallbackModal> = {
  render: () => {
    mockGraphQLMutation('SubmitCallbackLeadMutation', () => ({
      submitCallbackLead: { success: true, detail: 'Заявка успешно отправлена' },
    }))
    return <CallbackModal isOpen onClose={() => {}} />
  },
}
