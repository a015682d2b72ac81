import type { Meta, StoryObj } from '@storybook/react'

import AdminTable from './AdminTable'

const meta: Meta<typeof AdminTable> = {
  title: 'Components/Admin/ui/AdminTable',
  component: AdminTable,
}
export default meta
type Story = StoryObj<typeof AdminTable>

/** A list with a numeric column and a column of buttons named for screen readers. */
export const standard: Story = {
  render: () => (
    <AdminTable
      caption="Товары: 2"
      columns={[
        'Артикул',
        'Название',
        { title: 'Цена', numeric: true },
        { title: 'Действия', hidden: true },
      ]}
    >
      <tr>
        <td>A-1</td>
        <td>Насос</td>
        <td className="admin-table__number">125 000 ₸</td>
        <td>
          <button type="button" className="button button--small">
            Изменить
          </button>
        </td>
      </tr>
      <tr>
        <td>A-2</td>
        <td>Фильтр</td>
        <td className="admin-table__number">9 900 ₸</td>
        <td />
      </tr>
    </AdminTable>
  ),
}
