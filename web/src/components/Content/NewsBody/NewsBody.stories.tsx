import type { Meta, StoryObj } from '@storybook/react'

import NewsBody from './NewsBody'
import { standard } from './NewsBody.mock'

const meta: Meta<typeof NewsBody> = { title: 'Content/NewsBody', component: NewsBody }
export default meta
type Story = StoryObj<typeof NewsBody>

/** Paragraphs, a numbered and a bulleted list, a subheading, bold, italic and links. */
export const Primary: Story = { render: () => <NewsBody {...standard()} /> }
