import type { Meta, StoryObj } from '@storybook/react'

import NextBreakNote from './NextBreakNote'

const breaks = [
  { minQuantity: 10, price: 38000 },
  { minQuantity: 50, price: 36000 },
]

const meta: Meta<typeof NextBreakNote> = {
  title: 'Components/PriceBlock/NextBreakNote',
  component: NextBreakNote,
  args: { breaks, quantity: 7 },
}
export default meta
type Story = StoryObj<typeof NextBreakNote>

/** Three pieces short of the first break. */
export const belowFirstBreak: Story = {}
/** Past the first break, the second is next. */
export const betweenBreaks: Story = { args: { quantity: 12, unit: 'шт' } }
/** At the top break nothing is said (the story is empty on purpose). */
export const atTopBreak: Story = { args: { quantity: 50 } }
/** A buyer whose price type has no breaks: nothing. */
export const noBreaks: Story = { args: { breaks: [] } }
