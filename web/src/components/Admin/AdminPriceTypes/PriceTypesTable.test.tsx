import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { screenOf } from 'src/components/Admin/AdminPriceTypesCell/AdminPriceTypesCell.mock'

import PriceTypesTable from './PriceTypesTable'

const { priceTypes } = screenOf()
const rows = () => within(screen.getByRole('table', { name: 'Типы цен' })).getAllByRole('row')

describe('PriceTypesTable', () => {
  it('shows each type’s name, code and counts; retail is the product’s own price', () => {
    render(<PriceTypesTable priceTypes={priceTypes} onEdit={jest.fn()} onDelete={jest.fn()} />)
    expect(rows()).toHaveLength(4)
    expect(rows()[1]).toHaveTextContent('Розничная (цены самого товара)retail12500')
    expect(rows()[2]).toHaveTextContent('Оптоваяwholesale3401')
  })

  it('offers «Изменить» for every type and «Удалить» for all but retail', () => {
    const onEdit = jest.fn()
    const onDelete = jest.fn()
    render(<PriceTypesTable priceTypes={priceTypes} onEdit={onEdit} onDelete={onDelete} />)
    expect(screen.queryByRole('button', { name: 'Удалить: Розничная' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Изменить: Розничная' }))
    expect(onEdit).toHaveBeenCalledWith(priceTypes[0])
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Дилерская' }))
    expect(onDelete).toHaveBeenCalledWith(priceTypes[2])
  })

  it('starts no second delete while one is under way', () => {
    render(
      <PriceTypesTable priceTypes={priceTypes} onEdit={jest.fn()} onDelete={jest.fn()} deleting />
    )
    expect(screen.getByRole('button', { name: 'Удалить: Оптовая' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Изменить: Оптовая' })).toBeEnabled()
  })
})
