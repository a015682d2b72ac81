import type { FindOrderQuery, FindOrderQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import OrderEditor from 'src/components/Order/OrderEditor/OrderEditor'
import { ORDER_FIELDS } from 'src/components/Order/orderFragments'
import { errorCodeOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { accountPath } from 'src/lib/links'

export const QUERY: TypedDocumentNode<FindOrderQuery, FindOrderQueryVariables> = gql`
  query FindOrderQuery($id: Int!) {
    order(id: $id) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем заказ…
  </p>
)

export const Failure = ({ error }: CellFailureProps<FindOrderQueryVariables>) => {
  const to = useLocalePath()
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <div className="card">
      <h1>Заказ не найден</h1>
      <p>
        Проверьте ссылку или откройте <Link to={to(accountPath('draftorders'))}>черновики</Link> и{' '}
        <Link to={to(accountPath('currentorders'))}>текущие заказы</Link>.
      </p>
    </div>
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить заказ. Обновите страницу.
    </p>
  )
}

export const Success = ({ order }: CellSuccessProps<FindOrderQuery, FindOrderQueryVariables>) => (
  <OrderEditor order={order} />
)
