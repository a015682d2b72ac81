import { formatTenge, isPriced } from '@domain/money'

import AdminTable from 'src/components/Admin/ui/AdminTable'

import type { PreviewData } from './bulkPrice'

// «по запросу»: the table's short word; which price is on request is money's rule.
const money = (amount: number | null | undefined) =>
  amount == null ? '—' : isPriced(amount) ? formatTenge(amount) : 'по запросу'

export interface BulkPriceCheckProps {
  /** The products in words; null is the whole catalogue, applied only after the checkbox. */
  products: string | null
  preview: PreviewData
  wholeCatalogue: boolean
  onWholeCatalogue: (checked: boolean) => void
  onApply: () => void
  applying?: boolean
}

/** «3. Проверка»: what the change does — the count and the first rows, old → new — and «Применить». */
const BulkPriceCheck = ({
  products,
  preview,
  wholeCatalogue,
  onWholeCatalogue,
  onApply,
  applying,
}: BulkPriceCheckProps) => (
  <section aria-labelledby="bulk-preview-title">
    <h2 id="bulk-preview-title">3. Проверка</h2>
    <p>Товары: {products ?? 'весь каталог'}.</p>
    <p>
      Выбрано товаров: {preview.count}, цена изменится у {preview.changed}.
    </p>
    {preview.rows.length ? (
      <AdminTable
        caption={`Первые ${preview.rows.length} из ${preview.count}`}
        columns={['Артикул', 'Название', 'Цена: было → станет', 'Старая цена: было → станет']}
      >
        {preview.rows.map((row) => (
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
    {products === null ? (
      <div className="field field--checkbox">
        <input
          type="checkbox"
          id="bulk-price-whole-catalogue"
          checked={wholeCatalogue}
          onChange={(event) => onWholeCatalogue(event.target.checked)}
        />
        <label htmlFor="bulk-price-whole-catalogue">Изменить цены во всём каталоге</label>
      </div>
    ) : null}
    <button
      type="button"
      className="button"
      disabled={applying || preview.changed === 0 || (products === null && !wholeCatalogue)}
      onClick={onApply}
    >
      Применить
    </button>
  </section>
)

export default BulkPriceCheck
