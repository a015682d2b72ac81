import type { Meta, StoryObj } from '@storybook/react'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import { Empty, Failure, Loading, Success } from './ProductsCell'
import { standard, wholesale } from './ProductsCell.mock'

const meta: Meta = { title: 'Cells/ProductsCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
/** A search that found nothing: «Позвоните», «Напишите нам» (SPEC §2). */
export const emptySearch: Story = {
  render: () => {
    mockSiteBlocks()
    return <Empty filter={{ search: 'холодильник' }} />
  },
}
export const failure: Story = { render: () => <Failure error={new Error('Сервер недоступен')} /> }
export const success: Story = { render: () => <Success {...standard()} /> }
export const successList: Story = { render: () => <Success {...standard()} layout="list" /> }
/** A wholesale customer: «Розница: …» under their price where it differs. */
export const successWholesale: Story = { render: () => <Success {...wholesale()} /> }
