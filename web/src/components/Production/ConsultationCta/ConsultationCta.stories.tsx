import type { Meta, StoryObj } from '@storybook/react'

import { UiProvider } from 'src/components/ShopState/UiProvider'

import ConsultationCta from './ConsultationCta'
import { standard } from './ConsultationCta.mock'

const meta: Meta<typeof ConsultationCta> = {
  title: 'Components/Production/ConsultationCta',
  component: ConsultationCta,
}
export default meta
type Story = StoryObj<typeof ConsultationCta>

/** The button opens the «Перезвоните мне» popup of the main layout. */
export const Primary: Story = {
  render: () => (
    <UiProvider>
      <ConsultationCta {...standard()} />
    </UiProvider>
  ),
}

export const OwnText: Story = {
  render: () => (
    <UiProvider>
      <ConsultationCta
        title="Хотите такой же объект?"
        text="Расскажите о задаче — подберём оборудование и сроки."
      />
    </UiProvider>
  ),
}
