import type { Meta, StoryObj } from '@storybook/react'

import { UiProvider } from 'src/components/ShopState/UiProvider'
import LogsOutAfter from 'src/testing/LogsOutAfter'
import StoryStart from 'src/testing/StoryStart'

import ProfileMenu from './ProfileMenu'
import { mockHeaderQueries, retailUser, unnamedUser, wholesaleUser } from './SiteHeader.mock'

const meta: Meta<typeof ProfileMenu> = {
  component: ProfileMenu,
  // A guest's «Войти» opens the page-wide login invitation.
  decorators: [
    (Story) => (
      <LogsOutAfter>
        <UiProvider>
          <div style={{ minHeight: 360, display: 'flex', justifyContent: 'flex-end' }}>
            {Story()}
          </div>
        </UiProvider>
      </LogsOutAfter>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof ProfileMenu>

const opened = (args: Parameters<typeof ProfileMenu>[0]) => (
  <StoryStart step={{ click: '.profile-menu > button' }}>
    <ProfileMenu {...args} />
  </StoryStart>
)

/** Not logged in: «Войти». */
export const Guest: Story = {
  render: (args) => {
    mockCurrentUser(null)
    mockHeaderQueries()
    return <ProfileMenu {...args} />
  },
}

/** A retail (b2c) shopper: the full name on the button. */
export const Retail: Story = {
  render: (args) => {
    mockCurrentUser(retailUser())
    mockHeaderQueries()
    return <ProfileMenu {...args} />
  },
}

/** The mobile header's short label «ЛК». */
export const Compact: Story = {
  args: { compact: true },
  render: (args) => {
    mockCurrentUser(retailUser())
    mockHeaderQueries()
    return <ProfileMenu {...args} />
  },
}

/** Opened by a b2c shopper with 3 unread notifications: the dot, the counter, «Вопросы и ответы». */
export const OpenWithNotifications: Story = {
  render: (args) => {
    mockCurrentUser(retailUser())
    mockHeaderQueries({ unread: 3 })
    return opened(args)
  },
}

/** Opened by a wholesale (vip) customer: no retail-only «Вопросы и ответы». */
export const OpenWholesale: Story = {
  render: (args) => {
    mockCurrentUser(wholesaleUser())
    mockHeaderQueries()
    return opened(args)
  },
}

/** No name in the profile yet: the e-mail stands for it. */
export const WithoutName: Story = {
  render: (args) => {
    mockCurrentUser(unnamedUser())
    mockHeaderQueries()
    return <ProfileMenu {...args} />
  },
}
