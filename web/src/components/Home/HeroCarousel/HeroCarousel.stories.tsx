import type { Meta, StoryObj } from '@storybook/react'

import { standard } from 'src/components/Home/HomeCell/HomeCell.mock'

import HeroCarousel from './HeroCarousel'

const meta: Meta<typeof HeroCarousel> = { component: HeroCarousel }
export default meta
type Story = StoryObj<typeof HeroCarousel>

export const threeSlides: Story = { args: { slides: standard().carousel } }
export const oneSlide: Story = { args: { slides: standard().carousel.slice(0, 1) } }
