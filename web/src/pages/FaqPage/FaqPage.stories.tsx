import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Account/FaqCell/FaqCell.mock'

import FaqPage from './FaqPage'

const meta: Meta<typeof FaqPage> = { component: FaqPage }
export default meta
type Story = StoryObj<typeof FaqPage>

export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('FaqQuery', () => standard())
    return <FaqPage />
  },
}

/** No questions entered yet. */
export const NoQuestions: Story = {
  render: () => {
    mockGraphQLQuery('FaqQuery', () => ({ faqEntries: [] }))
    return <FaqPage />
  },
}
