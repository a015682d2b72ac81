import type { FindOrderQuery, FindOrderQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import OrderEditor from 'src/components/Order/OrderEditor/OrderEditor'
import { ORDER_FIELDS } from 'src/components/Order/orderFragments'
import { errorCodeOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { richText } from 'src/lib/i18n/richText'
import { accountPath } from 'src/lib/links'

export const QUERY: TypedDocumentNode<FindOrderQuery, FindOrderQueryVariables> = gql`
  query FindOrderQuery($id: Int!) {
    order(id: $id) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('order.loading')}
    </p>
  )
}

export const Failure = ({ error }: CellFailureProps<FindOrderQueryVariables>) => {
  const t = usePagesT()
  const path = useLocalePath()
  // The message's two links: [the drafts] and [the current orders], in that order.
  const links = [path(accountPath('draftorders')), path(accountPath('currentorders'))]
  let next = 0
  return errorCodeOf(error) === 'NOT_FOUND' ? (
    <div className="card">
      <h1>{t('order.notFound')}</h1>
      <p>
        {richText(t('order.notFoundHint'), (text) => (
          <Link to={links[next++]}>{text}</Link>
        ))}
      </p>
    </div>
  ) : (
    <p role="alert" className="cell-status cell-status--error">
      {t('order.loadFailedRefresh')}
    </p>
  )
}

export const Success = ({ order }: CellSuccessProps<FindOrderQuery, FindOrderQueryVariables>) => (
  <OrderEditor order={order} />
)
