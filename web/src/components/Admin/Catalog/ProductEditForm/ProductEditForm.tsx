import { useEffect, useRef, useState } from 'react'

import { productEditSchema, type ProductEditInput } from '@modules/catalog/rules/adminCatalog'

import {
  FieldError,
  Form,
  Label,
  Submit,
  useFieldArray,
  type UseFormRegisterReturn,
} from '@redwoodjs/forms'

import AdminTable from 'src/components/Admin/ui/AdminTable'
import TextRow from 'src/components/FormFields/TextRow'
import { useSchemaForm } from 'src/lib/schemaResolver'

import type { CatalogOptions, EditedProduct } from '../catalogQueries'
import ProductTypePrices, {
  blankTypePrices,
  typePriceValuesOf,
} from '../ProductTypePrices/ProductTypePrices'

/** A new product's starting values: active, every shop at 0. */
export const blankProduct = (options: CatalogOptions): EditedProduct => ({
  __typename: 'AdminProduct',
  id: 0,
  article: '',
  name: '',
  slug: '',
  description: '',
  nameKk: '',
  descriptionKk: '',
  price: 0,
  oldPrice: null,
  isActive: true,
  isPopular: false,
  isNew: false,
  onKaspi: false,
  kaspiSku: null,
  categoryId: options.categories[0]?.id ?? 0,
  subcategoryId: null,
  brandId: null,
  updatedAt: '',
  attributes: [],
  stock: options.shops.map((shop) => ({
    __typename: 'AdminProductStock' as const,
    shopId: shop.id,
    shopName: shop.name,
    count: 0,
  })),
  pictures: [],
  typePrices: blankTypePrices(options.priceTypes),
})

/** The form's values for a stored product (a new one has no id and no version). */
export const formValuesOf = (product: EditedProduct) => ({
  id: product.id || null,
  updatedAt: product.updatedAt || null,
  article: product.article,
  name: product.name,
  description: product.description,
  nameKk: product.nameKk,
  descriptionKk: product.descriptionKk,
  price: String(product.price).replace('.', ','),
  oldPrice: product.oldPrice === null ? '' : String(product.oldPrice).replace('.', ','),
  isActive: product.isActive,
  isPopular: product.isPopular,
  isNew: product.isNew,
  onKaspi: product.onKaspi,
  kaspiSku: product.kaspiSku ?? '',
  categoryId: product.categoryId || null,
  subcategoryId: product.subcategoryId,
  brandId: product.brandId,
  attributes: product.attributes.map(({ name, nameKk, value }) => ({ name, nameKk, value })),
  stock: product.stock.map(({ shopId, count }) => ({ shopId, count: String(count) })),
  typePrices: typePriceValuesOf(product.typePrices),
})

/** A select's '' is «none»; others are ids. */
const idOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value))

const FLAGS = [
  { name: 'isActive', label: 'Показывать в магазине' },
  { name: 'isPopular', label: 'Популярный' },
  { name: 'isNew', label: 'Новинка' },
  { name: 'onKaspi', label: 'На Kaspi' },
] as const

/** The inputs of a characteristic's row, in the table's column order (the Kazakh name typed as Kazakh). */
const ATTRIBUTE_PARTS = [
  { key: 'name', label: 'Название', lang: undefined },
  { key: 'nameKk', label: 'Название (каз)', lang: 'kk' },
  { key: 'value', label: 'Значение', lang: undefined },
] as const

/** A labelled select of ids with its error; `none` adds the empty choice (''). */
const IdSelect = ({
  name,
  label,
  none,
  options,
  registration,
}: {
  name: string
  label: string
  none?: string
  options: readonly { id: number; name: string }[]
  registration: UseFormRegisterReturn
}) => (
  <div className="field">
    <Label name={name} htmlFor={`field-${name}`} className="field__label">
      {label}
    </Label>
    <select id={`field-${name}`} className="field__input" {...registration}>
      {none ? <option value="">{none}</option> : null}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
    <FieldError name={name} className="field__error" role="alert" />
  </div>
)

export interface ProductEditFormProps {
  product: EditedProduct
  options: CatalogOptions
  /** Saves; true when saved (a refusal is shown by the caller, as `notice`). */
  onSave: (input: ProductEditInput) => Promise<boolean>
  saving?: boolean
  /** A message to show above the form (e.g. the stale save's). */
  notice?: string | null
}

/**
 * A product's fields, characteristics and stock per shop in one form,
 * checked by the api's own schema (domain/adminCatalog productEditSchema).
 * When the stored product changes (another id, or a new version: saved, or
 * fresher data after a refused stale save), the form takes its values. A
 * refetch of the same version (after a picture change) leaves unsaved edits
 * alone.
 */
const ProductEditForm = ({ product, options, onSave, saving, notice }: ProductEditFormProps) => {
  const { formMethods, onValid } = useSchemaForm(productEditSchema, {
    defaultValues: formValuesOf(product) as never,
  })
  const { register, watch, reset, control, setValue } = formMethods
  const attributes = useFieldArray({ control, name: 'attributes' as never })
  const [saved, setSaved] = useState(false)

  // The latest product, read when its version changes (not on every new object).
  // The version the form was filled from is not filled in again: a reset as
  // the form mounts could drop what was typed before the effect ran.
  const latest = useRef(product)
  latest.current = product
  const filledFrom = useRef(`${product.id}@${product.updatedAt}`)
  useEffect(() => {
    const version = `${latest.current.id}@${latest.current.updatedAt}`
    if (version === filledFrom.current) return
    filledFrom.current = version
    reset(formValuesOf(latest.current) as never)
  }, [product.id, product.updatedAt, reset])

  const categoryId = Number(watch('categoryId' as never))
  const section = options.categories.find((c) => c.id === categoryId)

  return (
    <Form
      formMethods={formMethods}
      className="form admin-product-form"
      onSubmit={onValid(async (input) => {
        setSaved(false)
        setSaved(await onSave(input))
      })}
    >
      {notice ? (
        <p role="alert" className="cell-status cell-status--error">
          {notice}
        </p>
      ) : null}
      <fieldset>
        <legend>Товар</legend>
        <TextRow name="article" label="Артикул" />
        <TextRow name="name" label="Название" />
        {/* Kazakh twins (issue 33 §3): empty — the shop shows the Russian text. */}
        <TextRow name="nameKk" label="Название (каз)" lang="kk" />
        <TextRow name="description" label="Описание" type="textarea" />
        <TextRow name="descriptionKk" label="Описание (каз)" type="textarea" lang="kk" />
        <TextRow name="price" label="Цена, ₸ (0 — цена по запросу)" />
        <TextRow name="oldPrice" label="Старая цена, ₸ (зачёркнутая; пусто — нет)" />
        <TextRow name="kaspiSku" label="Kaspi SKU (если на Kaspi у товара другой артикул)" />
        {FLAGS.map(({ name, label }) => (
          <div className="field field--checkbox" key={name}>
            <input type="checkbox" id={`field-${name}`} {...register(name as never)} />
            <label htmlFor={`field-${name}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <ProductTypePrices typePrices={product.typePrices} priceTypes={options.priceTypes} />
      <fieldset>
        <legend>Раздел и бренд</legend>
        <IdSelect
          name="categoryId"
          label="Раздел"
          options={options.categories}
          registration={register('categoryId' as never, {
            setValueAs: idOrNull,
            // A subsection belongs to its section: another section clears it.
            onChange: () => setValue('subcategoryId' as never, null as never),
          })}
        />
        <IdSelect
          name="subcategoryId"
          label="Подраздел"
          none="Без подраздела"
          options={section?.subcategories ?? []}
          registration={register('subcategoryId' as never, { setValueAs: idOrNull })}
        />
        <IdSelect
          name="brandId"
          label="Бренд"
          none="Без бренда"
          options={options.brands}
          registration={register('brandId' as never, { setValueAs: idOrNull })}
        />
      </fieldset>
      <fieldset>
        <legend>Характеристики</legend>
        {attributes.fields.length ? (
          <AdminTable
            caption="Характеристики товара"
            columns={[
              ...ATTRIBUTE_PARTS.map((part) => part.label),
              { title: 'Действия', hidden: true },
            ]}
            scroll={false}
          >
            {attributes.fields.map((field, index) => (
              <tr key={field.id}>
                {ATTRIBUTE_PARTS.map(({ key, label, lang }) => (
                  <td key={key}>
                    <input
                      className="field__input"
                      lang={lang}
                      aria-label={`${label} характеристики ${index + 1}`}
                      {...register(`attributes.${index}.${key}` as never)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => attributes.remove(index)}
                  >
                    Удалить характеристику {index + 1}
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p>Характеристик нет.</p>
        )}
        <FieldError name="attributes" className="field__error" role="alert" />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => attributes.append({ name: '', nameKk: '', value: '' } as never)}
        >
          Добавить характеристику
        </button>
      </fieldset>
      <fieldset>
        <legend>Остатки по магазинам</legend>
        {product.stock.map((row, index) => (
          <div className="field" key={row.shopId}>
            <label htmlFor={`field-stock-${row.shopId}`} className="field__label">
              {row.shopName}, шт.
            </label>
            <input
              id={`field-stock-${row.shopId}`}
              className="field__input"
              inputMode="numeric"
              {...register(`stock.${index}.count` as never)}
            />
          </div>
        ))}
        <FieldError name="stock" className="field__error" role="alert" />
      </fieldset>
      <Submit className="button" disabled={saving}>
        {saving ? 'Сохраняем…' : 'Сохранить'}
      </Submit>
      {saved && !notice ? <p role="status">Сохранено.</p> : null}
    </Form>
  )
}

export default ProductEditForm
