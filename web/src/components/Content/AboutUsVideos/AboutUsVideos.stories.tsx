import type { Meta, StoryObj } from '@storybook/react'

import AboutUsVideos from './AboutUsVideos'
import { standard } from './AboutUsVideos.mock'

const meta: Meta<typeof AboutUsVideos> = {
  title: 'Content/AboutUsVideos',
  component: AboutUsVideos,
}
export default meta
type Story = StoryObj<typeof AboutUsVideos>

/** Four videos; two without a preview show a play mark. */
export const Primary: Story = { render: () => <AboutUsVideos {...standard()} /> }
