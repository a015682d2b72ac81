import type { NotificationsQuery, NotificationsQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { Button } from 'src/components/ui/Button'

import './NotificationsCell.css'

export const QUERY: TypedDocumentNode<NotificationsQuery, NotificationsQueryVariables> = gql`
  query NotificationsQuery {
    myNotifications(pageSize: 50) {
      count
      results {
        id
        title
        body
        link
        isRead
        createdAt
      }
    }
  }
`

const refetchQueries = ['NotificationsQuery', 'UnreadCountQuery']

const MARK_READ = gql`
  mutation MarkNotificationReadMutation($id: Int!) {
    markNotificationRead(id: $id) {
      id
      isRead
    }
  }
`

const MARK_ALL_READ = gql`
  mutation MarkAllNotificationsReadMutation {
    markAllNotificationsRead
  }
`

export const Loading = () => (
  <p role="status" className="cell-status">
    Загружаем уведомления…
  </p>
)

export const isEmpty = (data: NotificationsQuery) => data.myNotifications.results.length === 0

export const Empty = () => <p className="cell-status">Уведомлений нет.</p>

export const Failure = ({ error }: CellFailureProps<NotificationsQueryVariables>) => {
  console.error('notifications', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      Не удалось загрузить уведомления. Обновите страницу.
    </p>
  )
}

export const Success = ({
  myNotifications,
}: CellSuccessProps<NotificationsQuery, NotificationsQueryVariables>) => {
  const [markRead] = useMutation(MARK_READ, { refetchQueries })
  const [markAll, marking] = useMutation(MARK_ALL_READ, { refetchQueries })
  const unread = myNotifications.results.filter((item) => !item.isRead).length
  const failed = () => toast.error('Не удалось отметить уведомление.')
  return (
    <>
      {unread ? (
        <Button
          variant="secondary"
          size="small"
          busy={marking.loading}
          onClick={() => markAll().catch(failed)}
        >
          Прочитать все
        </Button>
      ) : null}
      <ul className="notifications-list">
        {myNotifications.results.map((item) => (
          <li
            key={item.id}
            className={`notifications-list__item${item.isRead ? '' : ' notifications-list__item--unread'}`}
          >
            <h3>
              {item.isRead ? null : <span className="visually-hidden">Новое: </span>}
              {item.title}
            </h3>
            <p className="notifications-list__date">
              {new Date(item.createdAt).toLocaleString('ru-RU')}
            </p>
            <p>{item.body}</p>
            <div className="notifications-list__actions">
              {item.link?.startsWith('/') ? <Link to={item.link}>Открыть</Link> : null}
              {item.isRead ? null : (
                <Button
                  variant="link"
                  aria-label={`Отметить прочитанным: ${item.title}`}
                  onClick={() => markRead({ variables: { id: item.id } }).catch(failed)}
                >
                  Отметить прочитанным
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
