import type { Meta, StoryObj } from '@storybook/react'

import RichText from './RichText'
import { standard } from './RichText.mock'

const meta: Meta<typeof RichText> = { component: RichText }
export default meta
type Story = StoryObj<typeof RichText>

/** Paragraphs, a sub-heading, a bulleted and a numbered list, bold text and a link. */
export const Primary: Story = { render: () => <RichText {...standard()} /> }

/** A single paragraph: an object's short description. */
export const OneParagraph: Story = {
  render: () => (
    <RichText text="Замена устаревших насосов системы отопления на энергоэффективные Wilo Stratos." />
  ),
}
