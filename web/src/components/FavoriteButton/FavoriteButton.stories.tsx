import { useEffect } from 'react'
import type { ReactNode } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { UiProvider } from 'src/components/ShopState/UiProvider'
import { retailUser } from 'src/testing/accountTestUser'

import FavoriteButton from './FavoriteButton'
import { none, standard } from './FavoriteButton.mock'

/** Logs the mocked user out when the story closes, so the next story starts as a guest. */
const LogsOutAfter = ({ children }: { children: ReactNode }) => {
  useEffect(() => () => mockCurrentUser(null), [])
  return <>{children}</>
}

const meta: Meta<typeof FavoriteButton> = {
  component: FavoriteButton,
  args: { article: 'GR-UPS-25-40', name: 'Насос циркуляционный Grundfos UPS 25-40 180' },
  // A guest's click opens the login invitation of the page-wide UI.
  decorators: [
    (Story) => (
      <LogsOutAfter>
        <UiProvider>{Story()}</UiProvider>
      </LogsOutAfter>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof FavoriteButton>

/** A guest: the click invites to log in (favourites are for logged-in shoppers). */
export const Guest: Story = {
  render: (args) => {
    mockCurrentUser(null)
    return <FavoriteButton {...args} />
  },
}

export const LoggedIn: Story = {
  render: (args) => {
    mockCurrentUser(retailUser())
    mockGraphQLQuery('MyFavoriteArticlesQuery', () => none())
    mockGraphQLMutation('AddFavoriteMutation', () => ({ addFavorite: { id: 41 } }))
    return <FavoriteButton {...args} />
  },
}

/** Already a favourite: «В избранном», pressed. */
export const InFavorites: Story = {
  render: (args) => {
    mockCurrentUser(retailUser())
    mockGraphQLQuery('MyFavoriteArticlesQuery', () => standard())
    mockGraphQLMutation('RemoveFavoriteMutation', () => ({ removeFavorite: true }))
    return <FavoriteButton {...args} />
  },
}
