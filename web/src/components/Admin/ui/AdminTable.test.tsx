import { render, screen, within } from '@redwoodjs/testing/web'

import AdminTable from './AdminTable'

describe('AdminTable', () => {
  it('is named by its caption and heads its columns', () => {
    render(
      <AdminTable
        caption="Сотрудники"
        columns={[
          'Сотрудник',
          false,
          { title: 'Цена', numeric: true, ariaSort: 'ascending' },
          { title: 'Действия', hidden: true },
        ]}
      >
        <tr>
          <td>Иванова</td>
          <td>100</td>
          <td />
        </tr>
      </AdminTable>
    )
    const table = screen.getByRole('table', { name: 'Сотрудники' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual(['Сотрудник', 'Цена', 'Действия'])
    expect(headers[1]).toHaveClass('admin-table__number')
    expect(headers[1]).toHaveAttribute('aria-sort', 'ascending')
    expect(within(headers[2]).getByText('Действия')).toHaveClass('visually-hidden')
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(table.parentElement).toHaveClass('admin-table-scroll')
  })

  it('adds the totals and can do without the scroll box', () => {
    render(
      <AdminTable
        caption="Позиции"
        columns={['Товар']}
        foot={
          <tr>
            <th scope="row">Итого</th>
          </tr>
        }
        scroll={false}
      >
        <tr>
          <td>Насос</td>
        </tr>
      </AdminTable>
    )
    const table = screen.getByRole('table', { name: 'Позиции' })
    expect(within(table).getByRole('rowheader', { name: 'Итого' })).toBeInTheDocument()
    expect(table.parentElement).not.toHaveClass('admin-table-scroll')
  })
})
