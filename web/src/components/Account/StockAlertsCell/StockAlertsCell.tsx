import { formatShopTime } from '@domain/shopTime'
import type { MyStockAlertsQuery, MyStockAlertsQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import ProductImage from 'src/components/ProductImage/ProductImage'
import { Button } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { richText } from 'src/lib/i18n/richText'
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

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('stockAlerts.loading')}
    </p>
  )
}

export const isEmpty = (data: MyStockAlertsQuery) => data.myStockAlerts.length === 0

export const Empty = () => {
  const t = usePagesT()
  const path = useLocalePath()
  return (
    <p className="cell-status">
      {richText(t('stockAlerts.empty'), (text) => (
        <Link to={path(PATHS.precatalog)}>{text}</Link>
      ))}
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps<MyStockAlertsQueryVariables>) => {
  const t = usePagesT()
  console.error('stock alerts', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('stockAlerts.loadFailed')}
    </p>
  )
}

export const Success = ({
  myStockAlerts,
}: CellSuccessProps<MyStockAlertsQuery, MyStockAlertsQueryVariables>) => {
  const [cancel] = useMutation(CANCEL_STOCK_ALERT, { refetchQueries: ['MyStockAlertsQuery'] })
  const t = usePagesT()
  const path = useLocalePath()
  return (
    <>
      <p className="cell-status">{t('stockAlerts.lead')}</p>
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
              <Link to={path(productPath(product.article))}>{product.name}</Link>
              <p className="text-muted">
                {t('stockAlerts.since', { time: formatShopTime(createdAt) })}
              </p>
            </div>
            <div className="favorites-list__actions">
              <Button
                variant="link"
                aria-label={t('stockAlerts.cancelOf', { name: product.name })}
                onClick={async () => {
                  try {
                    await cancel({ variables: { id } })
                    toast.success(t('stockAlerts.cancelled'))
                  } catch {
                    toast.error(t('stockAlerts.cancelFailed'))
                  }
                }}
              >
                {t('stockAlerts.cancel')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
