import { PRICE_CHANGE_VALUE_MESSAGE } from '@modules/catalog/rules/adminCatalog'

import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import BulkPriceChangeForm, { NO_CHANGE } from './BulkPriceChangeForm'

describe('BulkPriceChangeForm', () => {
  it('hands every edit over as the whole change', () => {
    const onChange = jest.fn()
    render(
      <BulkPriceChangeForm
        value={NO_CHANGE}
        onChange={onChange}
        onSubmit={jest.fn()}
        fieldError={null}
      />
    )
    fireEvent.change(screen.getByLabelText('Как'), { target: { value: 'amount' } })
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_CHANGE, mode: 'amount' })
    fireEvent.change(screen.getByLabelText('Куда'), { target: { value: 'down' } })
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_CHANGE, direction: 'down' })
    fireEvent.change(screen.getByLabelText('На сколько'), { target: { value: '5' } })
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_CHANGE, value: '5' })
  })

  it('asks for the preview, not twice while one is on its way', () => {
    const onSubmit = jest.fn()
    const { rerender } = render(
      <BulkPriceChangeForm
        value={NO_CHANGE}
        onChange={jest.fn()}
        onSubmit={onSubmit}
        fieldError={null}
      />
    )
    fireEvent.click(screen.getByRole('button', { name: 'Показать изменения' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    rerender(
      <BulkPriceChangeForm
        value={NO_CHANGE}
        onChange={jest.fn()}
        onSubmit={onSubmit}
        fieldError={null}
        busy
      />
    )
    expect(screen.getByRole('button', { name: 'Показать изменения' })).toBeDisabled()
  })

  it('shows the schema’s message at the amount, and the smallest new price', () => {
    render(
      <BulkPriceChangeForm
        value={NO_CHANGE}
        onChange={jest.fn()}
        onSubmit={jest.fn()}
        fieldError={PRICE_CHANGE_VALUE_MESSAGE}
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent(PRICE_CHANGE_VALUE_MESSAGE)
    expect(screen.getByLabelText('На сколько')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(/не опускается ниже 1 ₸/)).toBeInTheDocument()
  })
})
