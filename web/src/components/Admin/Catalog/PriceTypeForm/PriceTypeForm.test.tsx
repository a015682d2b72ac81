import { act } from 'react'

import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import { changedBeforeEffects } from 'src/testing/beforeEffects'

import PriceTypeForm from './PriceTypeForm'

const WHOLESALE = { id: 2, code: 'opt', name: 'Оптовая', isRetail: false }
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
/** The name as left after the form's effects, typed right after its first commit. */
const nameTypedEarly = async (ui: React.ReactElement, value: string) =>
  (
    await changedBeforeEffects<HTMLInputElement>(ui, '#field-name', (input) =>
      fireEvent.change(input, { target: { value } })
    )
  )?.value

describe('PriceTypeForm', () => {
  // The race a slow CI host showed: the reset on mount erased «VIP».
  it('keeps what was typed before its effects ran (no reset on mount)', async () => {
    const onSave = jest.fn()
    expect(await nameTypedEarly(<PriceTypeForm priceType={null} onSave={onSave} />, 'VIP')).toBe(
      'VIP'
    )
    expect(
      await nameTypedEarly(<PriceTypeForm priceType={WHOLESALE} onSave={onSave} />, 'Дилерская')
    ).toBe('Дилерская')
  })

  it('takes the values of another type chosen for editing, and is new again after it', async () => {
    const onSave = jest.fn()
    const { rerender } = render(<PriceTypeForm priceType={null} onSave={onSave} />)
    fireEvent.change(field('Название'), { target: { value: 'черновик' } })
    rerender(<PriceTypeForm priceType={WHOLESALE} onSave={onSave} />)
    expect(screen.getByRole('heading', { name: 'Изменить тип цен «Оптовая»' })).toBeInTheDocument()
    expect(field('Название')).toHaveValue('Оптовая')
    expect(field('Код (латиницей: dealer, opt-2)')).toHaveValue('opt')
    rerender(<PriceTypeForm priceType={null} onSave={onSave} />)
    expect(field('Название')).toHaveValue('')
    // The same type again is no change: what is being typed stays.
    fireEvent.change(field('Название'), { target: { value: 'новый' } })
    rerender(<PriceTypeForm priceType={null} onSave={onSave} />)
    expect(field('Название')).toHaveValue('новый')
    await act(async () => {})
  })
})
