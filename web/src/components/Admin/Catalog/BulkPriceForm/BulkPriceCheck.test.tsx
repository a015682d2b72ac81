import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { previewOf } from '../AdminBulkPriceCell/AdminBulkPriceCell.mock'

import BulkPriceCheck from './BulkPriceCheck'

const { bulkPricePreview } = previewOf()
const check = (props: Partial<Parameters<typeof BulkPriceCheck>[0]> = {}) =>
  render(
    <BulkPriceCheck
      products="раздел «Фильтры»"
      preview={bulkPricePreview}
      wholeCatalogue={false}
      onWholeCatalogue={jest.fn()}
      onApply={jest.fn()}
      {...props}
    />
  )

describe('BulkPriceCheck', () => {
  it('says which products, how many change, and the first rows old → new', () => {
    check()
    const region = screen.getByRole('region', { name: '3. Проверка' })
    expect(region).toHaveTextContent('Товары: раздел «Фильтры».')
    expect(region).toHaveTextContent('Выбрано товаров: 2, цена изменится у 1.')
    const table = within(region).getByRole('table', { name: 'Первые 1 из 2' })
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'F-7Фильтр F-71 000 ₸ → 1 100 ₸1 200 ₸ → 1 320 ₸'
    )
  })

  it('writes a missing old price as a dash and a price on request in words', () => {
    const [row] = bulkPricePreview.rows
    check({
      preview: {
        ...bulkPricePreview,
        rows: [{ ...row, price: 0, newPrice: 0, oldPrice: null, newOldPrice: null }],
      },
    })
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('по запросу → по запросу— → —')
  })

  it('applies at once for a filtered set', () => {
    const onApply = jest.fn()
    check({ onApply })
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }))
    expect(onApply).toHaveBeenCalled()
  })

  it('waits for the checkbox before changing the whole catalogue', () => {
    const onWholeCatalogue = jest.fn()
    const { rerender } = check({ products: null, onWholeCatalogue })
    expect(screen.getByRole('region')).toHaveTextContent('Товары: весь каталог.')
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Изменить цены во всём каталоге' }))
    expect(onWholeCatalogue).toHaveBeenCalledWith(true)
    rerender(
      <BulkPriceCheck
        products={null}
        preview={bulkPricePreview}
        wholeCatalogue
        onWholeCatalogue={onWholeCatalogue}
        onApply={jest.fn()}
      />
    )
    expect(screen.getByRole('button', { name: 'Применить' })).toBeEnabled()
  })

  it('offers nothing to apply when no price changes, or while applying', () => {
    const { unmount } = check({ preview: { ...bulkPricePreview, changed: 0 } })
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled()
    unmount()
    check({ applying: true })
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled()
  })
})
