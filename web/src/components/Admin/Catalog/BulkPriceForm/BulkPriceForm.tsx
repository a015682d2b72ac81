import { useState, type FormEvent } from 'react'

import { bulkPriceSchema, type BulkPriceInput } from '@domain/adminCatalog'
import { parseWith } from '@domain/inputFields'
import { formatTenge, fromTiyn, isPriced } from '@domain/money'
import { MIN_CHANGED_PRICE } from '@domain/productPrices'
import type {
  ApplyBulkPriceMutation,
  ApplyBulkPriceMutationVariables,
  BulkPricePreviewQuery,
  BulkPricePreviewQueryVariables,
} from 'types/graphql'

import type { TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'

import AdminTable from 'src/components/Admin/ui/AdminTable'
import { useShopClient } from 'src/lib/graphql'
import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'

import type { CatalogOptions } from '../catalogQueries'
import ProductFilters, {
  describeFilter,
  filledOf,
  filterFormOf,
  type FilterForm,
} from '../ProductFilters/ProductFilters'

export const PREVIEW_QUERY: TypedDocumentNode<
  BulkPricePreviewQuery,
  BulkPricePreviewQueryVariables
> = gql`
  query BulkPricePreviewQuery($input: BulkPriceInput!) {
    bulkPricePreview(input: $input) {
      count
      changed
      rows {
        id
        article
        name
        price
        oldPrice
        newPrice
        newOldPrice
      }
    }
  }
`

export const APPLY_MUTATION: TypedDocumentNode<
  ApplyBulkPriceMutation,
  ApplyBulkPriceMutationVariables
> = gql`
  mutation ApplyBulkPriceMutation($input: BulkPriceInput!) {
    applyBulkPrice(input: $input) {
      count
      changed
    }
  }
`

type Preview = BulkPricePreviewQuery['bulkPricePreview']

// «по запросу»: the table's short word; which price is on request is money's rule.
const money = (amount: number | null) =>
  amount === null ? '—' : isPriced(amount) ? formatTenge(amount) : 'по запросу'

type ChangeForm = { mode: string; direction: string; value: string }

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
  const client = useShopClient()
  const [filter, setFilter] = useState<FilterForm>(filterFormOf({}))
  const [change, setChange] = useState<ChangeForm>({ mode: 'percent', direction: 'up', value: '' })
  const [preview, setPreview] = useState<{
    input: BulkPriceInput
    /** The filter in words, null for the whole catalogue. */
    products: string | null
    data: Preview
  } | null>(null)
  const [wholeCatalogue, setWholeCatalogue] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [apply, applying] = useMutation(APPLY_MUTATION)

  const dropPreview = () => {
    setPreview(null)
    setWholeCatalogue(false)
  }
  const editFilter = (next: FilterForm) => {
    setFilter(next)
    dropPreview()
  }
  const editChange = (key: keyof ChangeForm) => (event: { target: { value: string } }) => {
    setChange({ ...change, [key]: event.target.value })
    dropPreview()
  }

  const showPreview = async (input: BulkPriceInput) => {
    const { data } = await client.query<BulkPricePreviewQuery>({
      query: PREVIEW_QUERY,
      variables: { input: input as never },
      fetchPolicy: 'network-only',
    })
    setPreview({
      input,
      products: describeFilter(filterFormOf(input.filter), options),
      data: data.bulkPricePreview,
    })
  }

  const onPreview = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    dropPreview()
    const parsed = parseWith(bulkPriceSchema, { filter: filledOf(filter), ...change })
    if ('fields' in parsed) {
      setFieldError(Object.values(parsed.fields).flat()[0] ?? null)
      return
    }
    setFieldError(null)
    setLoading(true)
    try {
      await showPreview(parsed.data)
    } catch (error) {
      setMessage({ text: shopMessageOf(error, 'Не удалось посчитать новые цены.'), error: true })
    } finally {
      setLoading(false)
    }
  }

  const onApply = async () => {
    if (!preview) return
    try {
      const { data } = await apply({
        variables: { input: { ...preview.input, expectedCount: preview.data.count } as never },
      })
      dropPreview()
      setMessage({
        text: `Цены изменены: ${data.applyBulkPrice.changed} из ${data.applyBulkPrice.count}.`,
        error: false,
      })
    } catch (error) {
      setMessage({ text: shopMessageOf(error, 'Не удалось изменить цены.'), error: true })
      if (errorCodeOf(error) === 'CONFLICT') await showPreview(preview.input)
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
      <form className="admin-filters" aria-label="Изменение цен" onSubmit={onPreview}>
        <label>
          Как
          <select value={change.mode} onChange={editChange('mode')}>
            <option value="percent">На процент</option>
            <option value="amount">На сумму, ₸</option>
          </select>
        </label>
        <label>
          Куда
          <select value={change.direction} onChange={editChange('direction')}>
            <option value="up">Повысить</option>
            <option value="down">Понизить</option>
          </select>
        </label>
        <label>
          На сколько
          <input
            inputMode="decimal"
            value={change.value}
            aria-invalid={Boolean(fieldError)}
            aria-describedby="bulk-price-error"
            onChange={editChange('value')}
          />
        </label>
        <button type="submit" className="button button--small" disabled={loading}>
          Показать изменения
        </button>
      </form>
      <p id="bulk-price-error" role="alert" className="field__error">
        {fieldError}
      </p>
      <p className="field__hint">
        Новая цена округляется до целых тенге и не опускается ниже{' '}
        {formatTenge(fromTiyn(MIN_CHANGED_PRICE))}; старая (зачёркнутая) цена меняется так же и
        убирается, если перестаёт быть больше новой. Товары с ценой по запросу не меняются.
      </p>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'field__error' : undefined}
        >
          {message.text}
        </p>
      ) : null}
      {preview ? (
        <section aria-labelledby="bulk-preview-title">
          <h2 id="bulk-preview-title">3. Проверка</h2>
          <p>Товары: {preview.products ?? 'весь каталог'}.</p>
          <p>
            Выбрано товаров: {preview.data.count}, цена изменится у {preview.data.changed}.
          </p>
          {preview.data.rows.length ? (
            <AdminTable
              caption={`Первые ${preview.data.rows.length} из ${preview.data.count}`}
              columns={['Артикул', 'Название', 'Цена: было → станет', 'Старая цена: было → станет']}
            >
              {preview.data.rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.article}</td>
                  <td>{row.name}</td>
                  <td>
                    {money(row.price)} → {money(row.newPrice)}
                  </td>
                  <td>
                    {money(row.oldPrice)} → {money(row.newOldPrice)}
                  </td>
                </tr>
              ))}
            </AdminTable>
          ) : null}
          {preview.products === null ? (
            <div className="field field--checkbox">
              <input
                type="checkbox"
                id="bulk-price-whole-catalogue"
                checked={wholeCatalogue}
                onChange={(e) => setWholeCatalogue(e.target.checked)}
              />
              <label htmlFor="bulk-price-whole-catalogue">Изменить цены во всём каталоге</label>
            </div>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={
              applying.loading ||
              preview.data.changed === 0 ||
              (preview.products === null && !wholeCatalogue)
            }
            onClick={onApply}
          >
            Применить
          </button>
        </section>
      ) : null}
    </>
  )
}

export default BulkPriceForm
