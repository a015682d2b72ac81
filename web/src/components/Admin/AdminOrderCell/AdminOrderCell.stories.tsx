import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './AdminOrderCell'
import { confirmed, guestCompleted, placed } from './AdminOrderCell.mock'

const meta: Meta = { title: 'Cells/Admin/AdminOrderCell' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <Loading /> }
export const empty: Story = { render: () => <Empty /> }
export const failure: Story = {
  render: () => <Failure id={101} error={new Error('Сервер недоступен')} />,
}
/** A placed order waiting for «Подтвердить». */
export const success: Story = { render: () => <Success id={101} {...placed()} /> }
/** After «Подтвердить»: «Начать сборку» or cancel. */
export const afterConfirming: Story = {
  render: () => <Success id={101} {...confirmed('Соберём завтра')} />,
}
/** A guest's finished order: no moves left. */
export const guestFinished: Story = { render: () => <Success id={101} {...guestCompleted()} /> }
/** The print view. */
export const print: Story = { render: () => <Success id={101} {...placed()} view="print" /> }
