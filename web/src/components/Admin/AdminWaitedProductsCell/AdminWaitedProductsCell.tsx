import { CATALOGUE_STAFF_ROLES } from '@domain/staffRoles'
import type { AdminWaitedProductsQuery, AdminWaitedProductsQueryVariables } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { useAuth } from 'src/auth'

export const WAITED_LABEL = 'Ждут поступления'

/** Managers' purchasing signal (issue 34 §3): the goods shoppers asked to be told of. */
export const QUERY: TypedDocumentNode<AdminWaitedProductsQuery, AdminWaitedProductsQueryVariables> =
  gql`
    query AdminWaitedProductsQuery {
      waitedProducts(limit: 10) {
        total
        items {
          productId
          article
          name
          waiting
        }
      }
    }
  `

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем ожидаемые товары…
  </p>
)

export const isEmpty = (data: AdminWaitedProductsQuery) => data.waitedProducts.total === 0

export const Empty = () => (
  <section className="card admin-dashboard__refunds" aria-label={WAITED_LABEL}>
    <h2>{WAITED_LABEL}</h2>
    <p>Никто не ждёт поступления товаров.</p>
  </section>
)

export const Failure = ({ error }: CellFailureProps<AdminWaitedProductsQueryVariables>) => {
  console.error('waited products', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить ожидаемые товары.
    </p>
  )
}

/** The most-waited goods with how many shoppers wait; catalogue staff open each product. */
export const Success = ({
  waitedProducts,
}: CellSuccessProps<AdminWaitedProductsQuery, AdminWaitedProductsQueryVariables>) => {
  const { hasRole } = useAuth()
  const editsCatalogue = hasRole([...CATALOGUE_STAFF_ROLES])
  return (
    <section className="card admin-dashboard__refunds" aria-label={WAITED_LABEL}>
      <h2>{WAITED_LABEL}</h2>
      <p>
        Покупатели просят сообщить о поступлении: {waitedProducts.total} в ожидании. Письмо уйдёт
        само, как только товар появится в магазине.
      </p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col">Артикул</th>
            <th scope="col">Ждут</th>
          </tr>
        </thead>
        <tbody>
          {waitedProducts.items.map((item) => (
            <tr key={item.productId}>
              <td>
                {editsCatalogue ? (
                  <Link to={routes.adminProduct({ id: item.productId })}>{item.name}</Link>
                ) : (
                  item.name
                )}
              </td>
              <td>{item.article}</td>
              <td>{item.waiting}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
