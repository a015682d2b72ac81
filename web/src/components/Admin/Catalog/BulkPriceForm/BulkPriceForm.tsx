import { useState } from 'react'

import { parseWith } from '@domain/inputFields'
import { bulkPriceSchema } from '@modules/catalog/rules/adminCatalog'

import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'

import type { CatalogOptions } from '../catalogQueries'
import ProductFilters, {
  describeFilter,
  filledOf,
  filterFormOf,
  type FilterForm,
} from '../ProductFilters/ProductFilters'

import { useApplyBulkPrice, useBulkPricePreview } from './bulkPrice'
import BulkPriceChangeForm, { NO_CHANGE, type ChangeForm } from './BulkPriceChangeForm'
import BulkPriceCheck from './BulkPriceCheck'

/**
 * A price change for a filtered set of products: choose the products, the
 * change (percent or tenge, up or down), see what it does — the count and
 * the first rows, old → new, by the very rule the api applies
 * (domain/productPrices) — then «Применить». The preview takes the filter as
 * the fields show it, and any edit after it drops it: what is applied is
 * always what was checked. With no filter (every product) «Применить» waits
 * for an explicit confirmation. If the set changed meanwhile, the api refuses
 * (409) and a fresh preview is shown.
 */
const BulkPriceForm = ({ options }: { options: CatalogOptions }) => {
  const [filter, setFilter] = useState<FilterForm>(filterFormOf({}))
  const [change, setChange] = useState<ChangeForm>(NO_CHANGE)
  const [wholeCatalogue, setWholeCatalogue] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const { preview, loading, ask, askAgain, drop } = useBulkPricePreview({
    onError: (error) =>
      setMessage({ text: shopMessageOf(error, 'Не удалось посчитать новые цены.'), error: true }),
  })
  const { applyBulkPrice, applying } = useApplyBulkPrice()

  const dropPreview = () => {
    drop()
    setWholeCatalogue(false)
  }
  const editFilter = (next: FilterForm) => {
    setFilter(next)
    dropPreview()
  }
  const editChange = (next: ChangeForm) => {
    setChange(next)
    dropPreview()
  }

  const onPreview = () => {
    setMessage(null)
    setWholeCatalogue(false)
    const parsed = parseWith(bulkPriceSchema, { filter: filledOf(filter), ...change })
    if ('fields' in parsed) {
      drop()
      setFieldError(Object.values(parsed.fields).flat()[0] ?? null)
      return
    }
    setFieldError(null)
    ask({
      input: parsed.data,
      products: describeFilter(filterFormOf(parsed.data.filter), options),
    })
  }

  const onApply = async () => {
    if (!preview) return
    try {
      const applied = await applyBulkPrice(preview.input, preview.data.count)
      dropPreview()
      setMessage({ text: `Цены изменены: ${applied.changed} из ${applied.count}.`, error: false })
    } catch (error) {
      setMessage({ text: shopMessageOf(error, 'Не удалось изменить цены.'), error: true })
      if (errorCodeOf(error) === 'CONFLICT') askAgain()
    }
  }

  return (
    <>
      <h2>1. Товары</h2>
      <ProductFilters
        value={filter}
        options={options}
        submitLabel={null}
        onChange={editFilter}
        onSubmit={editFilter}
      />
      <h2>2. Изменение</h2>
      <BulkPriceChangeForm
        value={change}
        onChange={editChange}
        onSubmit={onPreview}
        fieldError={fieldError}
        busy={loading}
      />
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'field__error' : undefined}
        >
          {message.text}
        </p>
      ) : null}
      {preview ? (
        <BulkPriceCheck
          products={preview.products}
          preview={preview.data}
          wholeCatalogue={wholeCatalogue}
          onWholeCatalogue={setWholeCatalogue}
          onApply={onApply}
          applying={applying}
        />
      ) : null}
    </>
  )
}

export default BulkPriceForm
