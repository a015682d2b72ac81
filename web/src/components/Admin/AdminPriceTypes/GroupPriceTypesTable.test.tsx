import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { screenOf } from 'src/components/Admin/AdminPriceTypesCell/AdminPriceTypesCell.mock'

import GroupPriceTypesTable, { priceTypeNameOf } from './GroupPriceTypesTable'

const { groups, priceTypes } = screenOf()
const select = (title: string) =>
  screen.getByRole('combobox', { name: `Тип цен группы «${title}»` })

describe('GroupPriceTypesTable', () => {
  it('shows each group’s customers and its type; no type is retail', () => {
    render(<GroupPriceTypesTable groups={groups} priceTypes={priceTypes} onChange={jest.fn()} />)
    const table = screen.getByRole('table', { name: 'Типы цен групп покупателей' })
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Розничные покупатели b2c812')
    expect(select('Розничные покупатели')).toHaveValue('')
    expect(select('Оптовые покупатели')).toHaveValue('2')
    expect(
      within(select('Оптовые покупатели'))
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['Розничная', 'Оптовая', 'Дилерская'])
  })

  it('hands over the chosen type, retail as null', () => {
    const onChange = jest.fn()
    render(<GroupPriceTypesTable groups={groups} priceTypes={priceTypes} onChange={onChange} />)
    fireEvent.change(select('Оптовые покупатели'), { target: { value: '' } })
    expect(onChange).toHaveBeenLastCalledWith(groups[1], null)
    fireEvent.change(select('Розничные покупатели'), { target: { value: '3' } })
    expect(onChange).toHaveBeenLastCalledWith(groups[0], 3)
  })

  it('locks the selects while a change is saved', () => {
    render(
      <GroupPriceTypesTable groups={groups} priceTypes={priceTypes} onChange={jest.fn()} disabled />
    )
    expect(select('Оптовые покупатели')).toBeDisabled()
  })
})

describe('priceTypeNameOf', () => {
  it('names a group’s type, or retail by its own name when there is none', () => {
    expect(priceTypeNameOf(priceTypes, 3)).toBe('Дилерская')
    expect(priceTypeNameOf(priceTypes, null)).toBe('Розничная')
    const renamed = priceTypes.map((type) => (type.isRetail ? { ...type, name: 'Базовая' } : type))
    expect(priceTypeNameOf(renamed, null)).toBe('Базовая')
    // A type deleted meanwhile reads as retail, which its customers now see.
    expect(priceTypeNameOf(priceTypes, 99)).toBe('Розничная')
    expect(priceTypeNameOf([], null)).toBe('Розничная')
  })
})
