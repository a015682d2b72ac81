import type { Meta, StoryObj } from '@storybook/react'

import {
  standard,
  videosOnly,
} from 'src/components/Content/AboutUsEventsCell/AboutUsEventsCell.mock'

import AboutUsEventsPage from './AboutUsEventsPage'

const meta: Meta<typeof AboutUsEventsPage> = { component: AboutUsEventsPage }
export default meta
type Story = StoryObj<typeof AboutUsEventsPage>

/** Six latest news with a link to all of them, then four videos. */
export const Primary: Story = {
  render: () => {
    mockGraphQLQuery('AboutUsEventsQuery', () => standard())
    return <AboutUsEventsPage />
  },
}

/** Nothing published yet but the videos. */
export const VideosOnly: Story = {
  render: () => {
    mockGraphQLQuery('AboutUsEventsQuery', () => videosOnly())
    return <AboutUsEventsPage />
  },
}
