import type { Meta, StoryObj } from '@storybook/react'

import { AdminCellEmpty, AdminCellFailure, AdminCellLoading } from './AdminCellStates'

const meta: Meta = { title: 'Components/Admin/ui/AdminCellStates' }
export default meta
type Story = StoryObj

export const loading: Story = { render: () => <AdminCellLoading /> }
export const loadingNamed: Story = { render: () => <AdminCellLoading text="Загружаем заказ…" /> }
export const failure: Story = {
  render: () => (
    <AdminCellFailure
      error={new Error('Сервер недоступен')}
      fallback="Не удалось загрузить заказы. Обновите страницу."
      logAs="story"
    />
  ),
}
export const apiMessage: Story = {
  render: () => (
    <AdminCellFailure
      error={Object.assign(new Error('x'), {
        graphQLErrors: [{ message: 'Заказ не найден.', extensions: { code: 'NOT_FOUND' } }],
      })}
      fallback="Не удалось загрузить заказ. Обновите страницу."
      logAs="story"
    />
  ),
}
export const empty: Story = { render: () => <AdminCellEmpty>Записей пока нет.</AdminCellEmpty> }
