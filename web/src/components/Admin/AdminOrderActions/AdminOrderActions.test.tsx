import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminOrderCell from 'src/components/Admin/AdminOrderCell'
import { confirmed, placed } from 'src/components/Admin/AdminOrderCell/AdminOrderCell.mock'

import AdminOrderActions from './AdminOrderActions'

const COMMENT = 'Комментарий для покупателя (необязательно)'

// Issue 30 §4: the move form is a dialog a keyboard can work.
describe('AdminOrderActions: the move form', () => {
  it('opens as a dialog with focus in the comment; Esc closes it and focus goes back to the button', async () => {
    render(<AdminOrderActions order={placed().adminOrder} onStale={() => {}} />)
    const confirm = screen.getByRole('button', { name: 'Подтвердить' })
    expect(confirm).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(confirm)
    const dialog = screen.getByRole('dialog', { name: 'Подтвердить: заказ A-000101' })
    expect(within(dialog).getByLabelText(COMMENT)).toHaveFocus()
    await userEvent.keyboard('Собираем{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(confirm).toHaveFocus()
    // Opened again, it starts empty: what was typed and dropped is not sent later.
    await userEvent.click(confirm)
    expect(screen.getByLabelText(COMMENT)).toHaveValue('')
  })

  it('«Отмена» closes it too, focus back on the button that opened it', async () => {
    render(<AdminOrderActions order={placed().adminOrder} onStale={() => {}} />)
    const cancelOrder = screen.getByRole('button', { name: 'Отменить заказ' })
    await userEvent.click(cancelOrder)
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ: заказ A-000101' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(cancelOrder).toHaveFocus()
  })

  it('keeps focus on the page after a move whose button is gone', async () => {
    mockGraphQLQuery('AdminOrderQuery', () => placed())
    mockGraphQLMutation('MoveAdminOrderMutation', () => ({
      moveAdminOrder: confirmed().adminOrder,
    }))
    render(<AdminOrderCell id={101} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }))
    await userEvent.click(screen.getByRole('button', { name: 'Выполнить' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByRole('button', { name: 'Начать сборку' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Действия' })).toHaveFocus()
  })
})
