import type { Meta, StoryObj } from '@storybook/react'

import { PageLoadingContextProvider } from '@redwoodjs/router'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'
import { Button } from 'src/components/ui/Button'

import CartLayout from './CartLayout'

const meta: Meta<typeof CartLayout> = {
  component: CartLayout,
  parameters: { layout: 'fullscreen' },
  // The Router provides the page-loading flag of the progress bar.
  decorators: [(Story) => <PageLoadingContextProvider>{Story()}</PageLoadingContextProvider>],
}
export default meta
type Story = StoryObj<typeof CartLayout>

/** «Назад», the logo, a 400 px column and the footer without the advantages. */
export const Primary: Story = {
  render: () => {
    mockSiteBlocks()
    return (
      <CartLayout>
        <h1>Корзина</h1>
        <p>Насосная станция Grundfos Hydro Multi-E, 2 шт. — 301 000 ₸</p>
        <Button>Оформить заказ</Button>
      </CartLayout>
    )
  },
}
