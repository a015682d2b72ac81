import type { Meta, StoryObj } from '@storybook/react'

import NewsArticle from './NewsArticle'
import { standard, withoutPictures } from './NewsArticle.mock'

const meta: Meta<typeof NewsArticle> = { title: 'Content/NewsArticle', component: NewsArticle }
export default meta
type Story = StoryObj<typeof NewsArticle>

/** A news item with its picture, a list and two photos below. */
export const Primary: Story = { render: () => <NewsArticle {...standard()} /> }

/** Text only. */
export const WithoutPictures: Story = { render: () => <NewsArticle {...withoutPictures()} /> }
