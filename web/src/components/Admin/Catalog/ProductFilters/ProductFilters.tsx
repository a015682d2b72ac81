import { useState, type FormEvent } from 'react'

import type { AdminProductFilter } from '@domain/adminCatalog'

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

export interface ProductFiltersProps {
  value: FilterForm
  options: CatalogOptions
  onSubmit: (filter: FilterForm) => void
  submitLabel?: string
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
  submitLabel = 'Найти',
}: ProductFiltersProps) => {
  const [form, setForm] = useState<FilterForm>(value)
  const set = (key: keyof FilterForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({
      ...current,
      [key]: event.target.value,
      // A subsection belongs to its section: a new section clears it.
      ...(key === 'categoryId' ? { subcategoryId: '' } : {}),
    }))
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
      <button type="submit" className="button button--small">
        {submitLabel}
      </button>
    </form>
  )
}

export default ProductFilters
