import { useState, type FormEvent } from 'react'

import type { AdminProductFilter } from '@modules/catalog/rules/adminCatalog'

import type { CatalogOptions } from '../catalogQueries'

/** The filter as the form holds it: every value a string, '' for «any». */
export type FilterForm = Record<keyof AdminProductFilter, string>

export const FILTER_KEYS = [
  'search',
  'categoryId',
  'subcategoryId',
  'brandId',
  'active',
  'popular',
  'isNew',
  'stock',
] as const satisfies readonly (keyof AdminProductFilter)[]

export const filterFormOf = (filter: Partial<Record<string, unknown>>): FilterForm =>
  Object.fromEntries(
    FILTER_KEYS.map((key) => [
      key,
      filter[key] === null || filter[key] === undefined ? '' : String(filter[key]),
    ])
  ) as FilterForm

/** The form's values without the empty ones (an address's query, a GraphQL filter). */
export const filledOf = (form: FilterForm) =>
  Object.fromEntries(
    Object.entries(form).filter(([, value]) => value !== '')
  ) as Partial<FilterForm>

const YES_NO_FILTERS = [
  { key: 'active', label: 'Активность', yes: 'Активные', no: 'Скрытые' },
  { key: 'popular', label: 'Популярные', yes: 'Популярные', no: 'Не популярные' },
  { key: 'isNew', label: 'Новинки', yes: 'Новинки', no: 'Не новинки' },
] as const

/**
 * The filter in words, for the bulk price change's check: «раздел «Насосы»,
 * бренд «Grundfos», в наличии»; null when nothing is chosen (every product).
 */
export function describeFilter(form: FilterForm, options: CatalogOptions): string | null {
  const section = options.categories.find((c) => String(c.id) === form.categoryId)
  const subsection = section?.subcategories.find((s) => String(s.id) === form.subcategoryId)
  const brand = options.brands.find((b) => String(b.id) === form.brandId)
  const parts = [
    form.search.trim() ? `название или артикул «${form.search.trim()}»` : null,
    form.categoryId ? `раздел «${section?.name ?? form.categoryId}»` : null,
    form.subcategoryId ? `подраздел «${subsection?.name ?? form.subcategoryId}»` : null,
    form.brandId ? `бренд «${brand?.name ?? form.brandId}»` : null,
    ...YES_NO_FILTERS.map(({ key, yes, no }) =>
      form[key] === 'yes' ? yes.toLowerCase() : form[key] === 'no' ? no.toLowerCase() : null
    ),
    form.stock === 'in' ? 'в наличии' : form.stock === 'out' ? 'нет в наличии' : null,
  ].filter((part): part is string => part !== null)
  return parts.length ? parts.join(', ') : null
}

export interface ProductFiltersProps {
  value: FilterForm
  options: CatalogOptions
  onSubmit: (filter: FilterForm) => void
  /** Every edit of a field, before any submit (the bulk price change previews what is typed). */
  onChange?: (filter: FilterForm) => void
  /** null: no button, the filter applies as it is typed (onChange). */
  submitLabel?: string | null
}

/**
 * The products filter of the list and of the bulk price change: a search by
 * name or article, section and subsection (of the section chosen), brand,
 * the three flags and stock.
 */
const ProductFilters = ({
  value,
  options,
  onSubmit,
  onChange,
  submitLabel = 'Найти',
}: ProductFiltersProps) => {
  const [form, setForm] = useState<FilterForm>(value)
  const set = (key: keyof FilterForm) => (event: { target: { value: string } }) => {
    const next = {
      ...form,
      [key]: event.target.value,
      // A subsection belongs to its section: a new section clears it.
      ...(key === 'categoryId' ? { subcategoryId: '' } : {}),
    }
    setForm(next)
    onChange?.(next)
  }
  const section = options.categories.find((c) => String(c.id) === form.categoryId)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(form)
  }
  return (
    <form className="admin-filters" role="search" aria-label="Фильтр товаров" onSubmit={submit}>
      <label>
        Название или артикул
        <input type="search" value={form.search} onChange={set('search')} maxLength={100} />
      </label>
      <label>
        Раздел
        <select value={form.categoryId} onChange={set('categoryId')}>
          <option value="">Все</option>
          {options.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Подраздел
        <select value={form.subcategoryId} onChange={set('subcategoryId')} disabled={!section}>
          <option value="">Все</option>
          {section?.subcategories.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Бренд
        <select value={form.brandId} onChange={set('brandId')}>
          <option value="">Все</option>
          {options.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      {YES_NO_FILTERS.map(({ key, label, yes, no }) => (
        <label key={key}>
          {label}
          <select value={form[key]} onChange={set(key)}>
            <option value="">Все</option>
            <option value="yes">{yes}</option>
            <option value="no">{no}</option>
          </select>
        </label>
      ))}
      <label>
        Наличие
        <select value={form.stock} onChange={set('stock')}>
          <option value="">Все</option>
          <option value="in">В наличии</option>
          <option value="out">Нет в наличии</option>
        </select>
      </label>
      {submitLabel ? (
        <button type="submit" className="button button--small">
          {submitLabel}
        </button>
      ) : null}
    </form>
  )
}

export default ProductFilters
