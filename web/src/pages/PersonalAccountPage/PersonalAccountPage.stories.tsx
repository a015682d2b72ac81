import type { Meta, StoryObj } from '@storybook/react'

import { standard as faq } from 'src/components/Account/FaqCell/FaqCell.mock'
import { standard as profile } from 'src/components/Account/ProfileCell/ProfileCell.mock'
import { retailUser } from 'src/testing/accountTestUser'

import PersonalAccountPage from './PersonalAccountPage'

const meta: Meta<typeof PersonalAccountPage> = { component: PersonalAccountPage }
export default meta
type Story = StoryObj<typeof PersonalAccountPage>

const mockAccount = () => {
  mockCurrentUser(retailUser())
  mockGraphQLQuery('UnreadCountQuery', () => ({ unreadNotificationCount: 3 }))
  mockGraphQLQuery('AccountProfileQuery', () => profile())
  mockGraphQLQuery('FaqQuery', () => faq())
}

/** The default tab, «Личная информация». */
export const Primary: Story = {
  render: () => {
    mockAccount()
    return <PersonalAccountPage />
  },
}
