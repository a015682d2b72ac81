import { useState } from 'react'

import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { QuantityField, quantityWithin } from './QuantityField'

const Held = ({ start = 1, max = 100 }: { start?: number; max?: number }) => {
  const [value, setValue] = useState(start)
  return (
    <>
      <QuantityField label="Количество" value={value} onChange={setValue} max={max} />
      <output aria-label="В силе">{value}</output>
    </>
  )
}

describe('quantityWithin', () => {
  it('keeps a whole number inside min…max and refuses anything else', () => {
    expect(quantityWithin('7', 1, 100)).toBe(7)
    expect(quantityWithin('0', 1, 100)).toBe(1)
    expect(quantityWithin('500', 1, 100)).toBe(100)
    expect(quantityWithin('', 1, 100)).toBeNull()
    expect(quantityWithin('2.5', 1, 100)).toBeNull()
    expect(quantityWithin('-3', 1, 100)).toBeNull()
  })
})

describe('QuantityField', () => {
  it('is a labelled number field from min with − and + stepping by one', async () => {
    render(<Held start={1} />)
    const field = screen.getByLabelText('Количество')
    expect(field).toHaveAttribute('min', '1')
    expect(field).toHaveAttribute('step', '1')
    expect(screen.getByRole('button', { name: 'Уменьшить' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить' }))
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить' }))
    expect(screen.getByLabelText('В силе')).toHaveTextContent('3')
    expect(field).toHaveValue(3)
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить' }))
    expect(screen.getByLabelText('В силе')).toHaveTextContent('2')
  })

  it('takes a typed quantity, bounded by max', async () => {
    render(<Held max={50} />)
    const field = screen.getByLabelText('Количество')
    await userEvent.clear(field)
    await userEvent.type(field, '20')
    expect(screen.getByLabelText('В силе')).toHaveTextContent('20')
    await userEvent.type(field, '0')
    expect(screen.getByLabelText('В силе')).toHaveTextContent('50')
    expect(screen.getByRole('button', { name: 'Увеличить' })).toBeDisabled()
  })

  it('puts back the quantity in force when left empty', async () => {
    render(<Held start={4} />)
    const field = screen.getByLabelText('Количество')
    await userEvent.clear(field)
    await userEvent.tab()
    expect(field).toHaveValue(4)
    expect(screen.getByLabelText('В силе')).toHaveTextContent('4')
  })
})
