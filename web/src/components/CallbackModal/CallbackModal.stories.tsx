import type { Meta, StoryObj } from '@storybook/react'

import { loadCatalog } from 'src/lib/i18n'
import { atPage } from 'src/testing/InLanguage'

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

/** On a Kazakh product page (issue 33): «Маған қоңырау шалыңыз», the product's article. */
export const InKazakh: StoryObj<typeof CallbackModal> = {
  render: () => {
    mockGraphQLMutation('SubmitCallbackLeadMutation', () => ({
      submitCallbackLead: { success: true, detail: 'Заявка успешно отправлена' },
    }))
    return <CallbackModal isOpen onClose={() => {}} article="GR-UPS-25-40" />
  },
  decorators: [atPage('/kk/catalog/product/GR-UPS-25-40')],
  loaders: [() => loadCatalog('kk')],
}
