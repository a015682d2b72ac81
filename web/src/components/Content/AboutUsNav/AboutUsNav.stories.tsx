import type { Meta, StoryObj } from '@storybook/react'

import AboutUsNav from './AboutUsNav'
import { standard } from './AboutUsNav.mock'

const meta: Meta<typeof AboutUsNav> = { title: 'Content/AboutUsNav', component: AboutUsNav }
export default meta
type Story = StoryObj<typeof AboutUsNav>

/** On the news list. */
export const Primary: Story = { render: () => <AboutUsNav {...standard()} /> }

/** On one brand's page: «Бренды» is the current section, still a link back to the list. */
export const InsideASection: Story = {
  render: () => <AboutUsNav current="partners" inside />,
}
