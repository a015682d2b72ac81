import { parseWith } from '@domain/inputFields'
import { productTypePriceSchema } from '@modules/catalog/rules/adminCatalog'
import { typePriceNotes } from '@modules/pricing/rules/priceTypeAdmin'

import { useFieldArray, useFormContext } from '@redwoodjs/forms'

import type { CatalogOptions, EditedProduct } from '../catalogQueries'

import './ProductTypePrices.css'

type PriceTypeOption = CatalogOptions['priceTypes'][number]

/** «12 500,5» as the form shows tenge. */
const tengeText = (value: number) => String(value).replace('.', ',')

/** The form's values of a product's prices by type: texts, '' for none. */
export const typePriceValuesOf = (typePrices: EditedProduct['typePrices']) =>
  typePrices.map((type) => ({
    priceTypeId: type.priceTypeId,
    price: type.price === null ? '' : tengeText(type.price),
    breaks: type.breaks.map((row) => ({
      minQuantity: String(row.minQuantity),
      price: tengeText(row.price),
    })),
  }))

/** A new product's prices by type: none, every type listed (so a save may add them). */
export const blankTypePrices = (priceTypes: readonly PriceTypeOption[]) =>
  priceTypes.map((type) => ({
    __typename: 'AdminProductTypePrice' as const,
    priceTypeId: type.id,
    price: null,
    breaks: [],
  }))

/** The shop's «Цена» as typed; 0 when it is not a price yet. */
const tengeOf = (text: unknown) => {
  const number = Number(
    String(text ?? '')
      .replace(/[\s\u00a0]/g, '')
      .replace(',', '.')
  )
  return Number.isFinite(number) ? number : 0
}

interface TypeBlockProps {
  type: PriceTypeOption
  index: number
}

/**
 * One type: its one-piece price (not for retail: that is the product's
 * «Цена») and its quantity breaks. Beside them, what the shopper will
 * actually pay (domain/priceTypeAdmin's notes); after a refused submit,
 * this type's own messages from the shared schema.
 */
const TypeBlock = ({ type, index }: TypeBlockProps) => {
  const { register, control, watch, formState } = useFormContext()
  const base = `typePrices.${index}`
  const breaks = useFieldArray({ control, name: `${base}.breaks` })
  const entry = watch(base)
  const retail = tengeOf(watch('price'))
  const parsed = parseWith(productTypePriceSchema, entry)
  const notes =
    'data' in parsed ? typePriceNotes(retail, { isRetail: type.isRetail, ...parsed.data }) : []
  const problems =
    'fields' in parsed && formState.errors.typePrices
      ? [...new Set(Object.values(parsed.fields).flat())]
      : []
  const idOf = (part: string) => `field-type-${type.id}-${part}`

  return (
    <section className="admin-type-prices__type" aria-labelledby={idOf('title')}>
      <h3 id={idOf('title')} className="admin-type-prices__title">
        {type.name}
      </h3>
      {type.isRetail ? (
        <p className="admin-type-prices__hint">
          Цена за штуку — поле «Цена» товара; здесь — только скидки за количество.
        </p>
      ) : (
        <div className="field">
          <label htmlFor={idOf('price')} className="field__label">
            {type.name}: цена за штуку, ₸ (пусто — розничная)
          </label>
          <input
            id={idOf('price')}
            className="field__input"
            inputMode="decimal"
            {...register(`${base}.price`)}
          />
        </div>
      )}
      {breaks.fields.length ? (
        <ul className="admin-type-prices__breaks" aria-label={`${type.name}: скидки за количество`}>
          {breaks.fields.map((field, row) => (
            <li key={field.id} className="admin-type-prices__break">
              <span aria-hidden="true">от</span>
              <input
                id={idOf(`q${row}`)}
                className="field__input admin-type-prices__quantity"
                inputMode="numeric"
                aria-label={`${type.name}, скидка ${row + 1}: от, шт`}
                {...register(`${base}.breaks.${row}.minQuantity`)}
              />
              <span aria-hidden="true">шт —</span>
              <input
                id={idOf(`p${row}`)}
                className="field__input admin-type-prices__price"
                inputMode="decimal"
                aria-label={`${type.name}, скидка ${row + 1}: цена, ₸`}
                {...register(`${base}.breaks.${row}.price`)}
              />
              <span aria-hidden="true">₸</span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => breaks.remove(row)}
              >
                Удалить скидку {row + 1} ({type.name})
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-type-prices__hint">Скидок за количество нет.</p>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => breaks.append({ minQuantity: '', price: '' })}
      >
        Добавить скидку «от N шт» ({type.name})
      </button>
      {notes.length ? (
        <ul className="admin-type-prices__notes" aria-label={`${type.name}: что увидит покупатель`}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {problems.length ? (
        <div role="alert" className="field__error">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
    </section>
  )
}

export interface ProductTypePricesProps {
  /** The product's types in the form's order (typePrices.N is the Nth). */
  typePrices: EditedProduct['typePrices']
  priceTypes: readonly PriceTypeOption[]
}

/**
 * «Цены по типам»: a part of the product form (inside its Form), one block
 * per price type, saved with the product (productEditSchema's typePrices).
 */
const ProductTypePrices = ({ typePrices, priceTypes }: ProductTypePricesProps) => (
  <fieldset className="admin-type-prices">
    <legend>Цены по типам</legend>
    <p className="admin-type-prices__hint">
      Покупатели группы с типом цен видят его цену, а где её нет — розничную. Цена выше розничной не
      действует: покупатель платит розничную.
    </p>
    {typePrices.map((entry, index) => {
      const type = priceTypes.find((known) => known.id === entry.priceTypeId)
      return type ? <TypeBlock key={type.id} type={type} index={index} /> : null
    })}
  </fieldset>
)

export default ProductTypePrices
