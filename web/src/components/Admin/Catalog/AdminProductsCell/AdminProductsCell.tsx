import { formatTenge, isPriced } from '@domain/money'
import type { AdminProductFilter, AdminProductSort } from '@modules/catalog/rules/adminCatalog'
import type { AdminProductsQuery, AdminProductsQueryVariables } from 'types/graphql'

import { Link, navigate, routes } from '@redwoodjs/router'
import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { CATALOG_OPTIONS_FIELDS } from 'src/components/Admin/Catalog/catalogQueries'
import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'
import AdminPager from 'src/components/Admin/ui/AdminPager'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import StatusBadge from 'src/components/Admin/ui/StatusBadge'

import ProductFilters, { filledOf, filterFormOf } from '../ProductFilters/ProductFilters'

export const QUERY: TypedDocumentNode<AdminProductsQuery, AdminProductsQueryVariables> = gql`
  query AdminProductsQuery($input: AdminProductListInput) {
    adminProducts(input: $input) {
      count
      page
      pageSize
      items {
        id
        article
        name
        price
        oldPrice
        stockTotal
        isActive
        isPopular
        isNew
        categoryName
        subcategoryName
        brandName
      }
    }
    adminCatalogOptions {
      ...AdminCatalogOptionsFields
    }
  }
  ${CATALOG_OPTIONS_FIELDS}
`

/** The list's state as the address holds it (filters, page, sort). */
export type ListParams = Partial<AdminProductFilter> & {
  page?: number
  sort?: AdminProductSort
  direction?: 'asc' | 'desc'
}

/** The address of the list with these parameters (empty ones left out). */
export const listHref = (params: Record<string, unknown>) =>
  routes.adminProducts(
    Object.fromEntries(
      Object.entries(params).filter(
        ([, value]) => value !== '' && value !== null && value !== undefined
      )
    ) as Record<string, string>
  )

const SORTS = [
  { value: 'updatedAt:desc', label: 'Сначала изменённые' },
  { value: 'name:asc', label: 'По названию' },
  { value: 'article:asc', label: 'По артикулу' },
  { value: 'price:asc', label: 'Сначала дешёвые' },
  { value: 'price:desc', label: 'Сначала дорогие' },
]

export const beforeQuery = ({ input }: { input: ListParams }) => ({
  variables: { input },
  fetchPolicy: 'cache-and-network' as const,
})

// The list is never «empty» as a cell: the filters stay to widen the search.
export const isEmpty = () => false

export const Loading = () => <AdminCellLoading text="Загружаем товары…" />

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить товары. Обновите страницу.',
  logAs: 'admin products',
})

const Flags = ({ row }: { row: AdminProductsQuery['adminProducts']['items'][number] }) => (
  <>
    {!row.isActive ? <StatusBadge tone="warning">Скрыт</StatusBadge> : null}
    {row.isPopular ? <StatusBadge tone="success">Популярный</StatusBadge> : null}
    {row.isNew ? <StatusBadge tone="success">Новинка</StatusBadge> : null}
  </>
)

export const Success = ({
  adminProducts: list,
  adminCatalogOptions: options,
  input,
}: CellSuccessProps<AdminProductsQuery, AdminProductsQueryVariables> & { input: ListParams }) => {
  const sort = `${input.sort ?? 'updatedAt'}:${input.direction ?? 'desc'}`
  return (
    <>
      <ProductFilters
        // A new address («Сбросить», back, forward) starts a new form with its values.
        key={JSON.stringify(filterFormOf(input))}
        value={filterFormOf(input)}
        options={options}
        onSubmit={(filter) =>
          navigate(listHref({ ...filledOf(filter), sort: input.sort, direction: input.direction }))
        }
      />
      <label className="admin-filters">
        Порядок
        <select
          value={sort}
          onChange={(event) => {
            const [by, direction] = event.target.value.split(':')
            navigate(
              listHref({
                ...input,
                page: undefined,
                sort: by as never,
                direction: direction as never,
              })
            )
          }}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      {list.items.length ? (
        <AdminTable
          caption={`Товары: ${list.count}`}
          columns={[
            'Артикул',
            'Название',
            'Раздел',
            'Бренд',
            { title: 'Цена', numeric: true },
            { title: 'Старая цена', numeric: true },
            { title: 'Остаток', numeric: true },
            'Отметки',
          ]}
        >
          {list.items.map((row) => (
            <tr key={row.id}>
              <td>{row.article}</td>
              <td>
                <Link to={routes.adminProduct({ id: row.id })}>{row.name}</Link>
              </td>
              <td>
                {row.categoryName}
                {row.subcategoryName ? ` / ${row.subcategoryName}` : ''}
              </td>
              <td>{row.brandName ?? '—'}</td>
              <td className="admin-table__number">
                {isPriced(row.price) ? formatTenge(row.price) : 'по запросу'}
              </td>
              <td className="admin-table__number">
                {row.oldPrice ? formatTenge(row.oldPrice) : '—'}
              </td>
              <td className="admin-table__number">
                {row.stockTotal > 0 ? row.stockTotal : <StatusBadge tone="danger">Нет</StatusBadge>}
              </td>
              <td>
                <Flags row={row} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p role="status">Товары не найдены. Измените фильтр.</p>
      )}
      <AdminPager
        page={list.page}
        pageSize={list.pageSize}
        count={list.count}
        hrefOf={(page) => listHref({ ...input, page })}
        label="Страницы списка товаров"
      />
    </>
  )
}
