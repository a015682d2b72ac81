import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import SelectField from './SelectField'

const ORDERINGS = [
  { value: 'price', label: 'Сначала дешевле' },
  { value: '-price', label: 'Сначала дороже' },
]

describe('SelectField', () => {
  it('is a labelled select styled as the shop fields, reporting the chosen value', async () => {
    const onChange = jest.fn()
    render(
      <SelectField
        label="Сортировка"
        value="price"
        options={ORDERINGS}
        onChange={onChange}
        className="catalog__sort"
      />
    )
    const select = screen.getByRole('combobox', { name: 'Сортировка' })
    expect(select).toHaveValue('price')
    expect(select).toHaveClass('field__input')
    expect(select.closest('.field')).toHaveClass('field--select', 'catalog__sort')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Сначала дешевле',
      'Сначала дороже',
    ])
    await userEvent.selectOptions(select, '-price')
    expect(onChange).toHaveBeenCalledWith('-price')
  })
})
