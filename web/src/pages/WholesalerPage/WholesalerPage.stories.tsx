import { useEffect } from 'react'
import type { ReactNode } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { blank, standard } from 'src/components/ContentBlockCell/ContentBlockCell.mock'
import { retailUser } from 'src/testing/accountTestUser'

import WholesalerPage from './WholesalerPage'

/** The page is for logged-in shoppers (the route sends guests home); a guest again afterwards. */
const LoggedInShopper = ({ children }: { children: ReactNode }) => {
  mockCurrentUser(retailUser())
  useEffect(() => () => mockCurrentUser(null), [])
  return <>{children}</>
}

const meta: Meta<typeof WholesalerPage> = {
  component: WholesalerPage,
  decorators: [(Story) => <LoggedInShopper>{Story()}</LoggedInShopper>],
}
export default meta
type Story = StoryObj<typeof WholesalerPage>

/** The wholesale terms: an introduction, a list of conditions, the sales phone. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => standard())
    return <WholesalerPage />
  },
}

/** The editors have not written the terms yet. */
export const NotWrittenYet: Story = {
  render: () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => blank())
    return <WholesalerPage />
  },
}
