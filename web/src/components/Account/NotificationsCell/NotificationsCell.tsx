import type { NotificationsQuery, NotificationsQueryVariables } from 'types/graphql'

import { Link } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { Button } from 'src/components/ui/Button'
import { formatDate, useLocale, useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'

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

export const Loading = () => {
  const t = usePagesT()
  return (
    <p role="status" className="cell-status">
      {t('notifications.loading')}
    </p>
  )
}

export const isEmpty = (data: NotificationsQuery) => data.myNotifications.results.length === 0

export const Empty = () => {
  const t = usePagesT()
  return <p className="cell-status">{t('notifications.empty')}</p>
}

export const Failure = ({ error }: CellFailureProps<NotificationsQueryVariables>) => {
  const t = usePagesT()
  console.error('notifications', error)
  return (
    <p role="alert" className="cell-status cell-status--error">
      {t('notifications.loadFailed')}
    </p>
  )
}

export const Success = ({
  myNotifications,
}: CellSuccessProps<NotificationsQuery, NotificationsQueryVariables>) => {
  const t = usePagesT()
  const locale = useLocale()
  const path = useLocalePath()
  const [markRead] = useMutation(MARK_READ, { refetchQueries })
  const [markAll, marking] = useMutation(MARK_ALL_READ, { refetchQueries })
  const unread = myNotifications.results.filter((item) => !item.isRead).length
  const failed = () => toast.error(t('notifications.markFailed'))
  return (
    <>
      {unread ? (
        <Button
          variant="secondary"
          size="small"
          busy={marking.loading}
          onClick={() => markAll().catch(failed)}
        >
          {t('notifications.readAll')}
        </Button>
      ) : null}
      <ul className="notifications-list">
        {myNotifications.results.map((item) => (
          <li
            key={item.id}
            className={`notifications-list__item${item.isRead ? '' : ' notifications-list__item--unread'}`}
          >
            <h3>
              {item.isRead ? null : (
                <span className="visually-hidden">{t('notifications.newHidden')}</span>
              )}
              {item.title}
            </h3>
            <p className="notifications-list__date">
              {formatDate(locale, item.createdAt, {
                day: '2-digit',
                month: '2-digit',
                year: 'numeric',
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
              })}
            </p>
            <p>{item.body}</p>
            <div className="notifications-list__actions">
              {item.link?.startsWith('/') ? (
                <Link to={path(item.link)}>{t('notifications.open')}</Link>
              ) : null}
              {item.isRead ? null : (
                <Button
                  variant="link"
                  aria-label={t('notifications.markReadOf', { title: item.title })}
                  onClick={() => markRead({ variables: { id: item.id } }).catch(failed)}
                >
                  {t('notifications.markRead')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
