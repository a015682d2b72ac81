import { formatShopTime } from '@domain/shopTime'
import type { MyStockAlertsQuery, MyStockAlertsQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import ProductImage from 'src/components/ProductImage/ProductImage'
import { Button } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS, productPath } from 'src/lib/links'

import 'src/components/Account/FavoritesCell/FavoritesCell.css'

/** «Ожидаемые товары» (issue 34 §3): the products the customer asked to be told of. */
export const QUERY: TypedDocumentNode<MyStockAlertsQuery, MyStockAlertsQueryVariables> = gql`
  query MyStockAlertsQuery {
    myStockAlerts {
      id
      createdAt
      product {
        article
        name
        image
      }
    }
  }
`

const CANCEL_STOCK_ALERT = gql`
  mutation CancelMyStockAlertMutation($id: Int!) {
    cancelMyStockAlert(id: $id)
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем ожидаемые товары…
  </p>
)

export const isEmpty = (data: MyStockAlertsQuery) => data.myStockAlerts.length === 0

export const Empty = () => {
  const to = useLocalePath()
  return (
    <p className="cell-status">
      Вы не ждёте ни одного товара. Если товара нет в наличии, нажмите «Сообщить о поступлении» на
      его странице в <Link to={to(PATHS.precatalog)}>каталоге</Link> — мы напишем, когда он
      поступит.
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps<MyStockAlertsQueryVariables>) => {
  console.error('stock alerts', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить ожидаемые товары. Обновите страницу.
    </p>
  )
}

export const Success = ({
  myStockAlerts,
}: CellSuccessProps<MyStockAlertsQuery, MyStockAlertsQueryVariables>) => {
  const to = useLocalePath()
  const [cancel] = useMutation(CANCEL_STOCK_ALERT, { refetchQueries: ['MyStockAlertsQuery'] })
  return (
    <>
      <p className="cell-status">Мы напишем один раз, когда товар поступит в один из магазинов.</p>
      <ul className="favorites-list">
        {myStockAlerts.map(({ id, createdAt, product }) => (
          <li key={id} className="favorites-list__item">
            <ProductImage
              images={product.image ? [{ file: product.image }] : []}
              name={product.name}
              width={72}
              height={72}
            />
            <div className="favorites-list__main">
              <Link to={to(productPath(product.article))}>{product.name}</Link>
              <p className="text-muted">Ждёте с {formatShopTime(createdAt)}</p>
            </div>
            <div className="favorites-list__actions">
              <Button
                variant="link"
                aria-label={`Не сообщать о поступлении: ${product.name}`}
                onClick={async () => {
                  try {
                    await cancel({ variables: { id } })
                    toast.success('Подписка отменена')
                  } catch {
                    toast.error('Не удалось отменить подписку. Попробуйте ещё раз.')
                  }
                }}
              >
                Не сообщать
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
