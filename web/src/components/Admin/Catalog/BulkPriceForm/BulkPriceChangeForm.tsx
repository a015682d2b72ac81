import { formatTenge, fromTiyn } from '@domain/money'
import { MIN_CHANGED_PRICE } from '@modules/pricing/rules/productPrices'

export type ChangeForm = { mode: string; direction: string; value: string }

export const NO_CHANGE: ChangeForm = { mode: 'percent', direction: 'up', value: '' }

export interface BulkPriceChangeFormProps {
  value: ChangeForm
  onChange: (next: ChangeForm) => void
  /** «Показать изменения». */
  onSubmit: () => void
  /** The first message of the shared schema, shown under the form. */
  fieldError: string | null
  /** A preview on its way: not asked twice. */
  busy?: boolean
}

/** The change (percent or tenge, up or down, how much) and the rule its new prices follow. */
const BulkPriceChangeForm = ({
  value,
  onChange,
  onSubmit,
  fieldError,
  busy,
}: BulkPriceChangeFormProps) => {
  const edit = (key: keyof ChangeForm) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value })
  return (
    <>
      <form
        className="admin-filters"
        aria-label="Изменение цен"
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <label>
          Как
          <select value={value.mode} onChange={edit('mode')}>
            <option value="percent">На процент</option>
            <option value="amount">На сумму, ₸</option>
          </select>
        </label>
        <label>
          Куда
          <select value={value.direction} onChange={edit('direction')}>
            <option value="up">Повысить</option>
            <option value="down">Понизить</option>
          </select>
        </label>
        <label>
          На сколько
          <input
            inputMode="decimal"
            value={value.value}
            aria-invalid={Boolean(fieldError)}
            aria-describedby="bulk-price-error"
            onChange={edit('value')}
          />
        </label>
        <button type="submit" className="button button--small" disabled={busy}>
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
    </>
  )
}

export default BulkPriceChangeForm
