import userEvent from '@testing-library/user-event'
import type { UnreadCountQuery } from 'types/graphql'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'
import { useQuery } from '@redwoodjs/web'

import NotificationsCell from 'src/components/Account/NotificationsCell'
import { UNREAD_COUNT } from 'src/components/SiteHeader/ProfileMenu'

import { Empty, Failure, isEmpty, Loading, Success } from './NotificationsCell'
import { allRead, standard } from './NotificationsCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

/** Stands for the header's counter, which reads the same query. */
const HeaderCounter = () => {
  const { data } = useQuery<UnreadCountQuery>(UNREAD_COUNT)
  return <p>Непрочитанных в шапке: {data?.unreadNotificationCount ?? '…'}</p>
}

describe('NotificationsCell', () => {
  it('has Russian loading, empty and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем уведомления…')
    expect(isEmpty({ myNotifications: { ...standard().myNotifications, results: [] } })).toBe(true)
    render(<Empty />)
    expect(screen.getByText('Уведомлений нет.')).toBeInTheDocument()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить уведомления.')
  })

  it('marks unread items for eyes and screen readers, with links on this site', () => {
    render(<Success {...standard()} />)
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveClass('notifications-list__item--unread')
    expect(
      within(items[0]).getByRole('heading', { name: 'Новое: Заказ A-001057 собирается' })
    ).toBeInTheDocument()
    expect(within(items[0]).getByRole('link', { name: 'Открыть' })).toHaveAttribute(
      'href',
      '/personal-account?tab=currentorders'
    )
    expect(items[2]).not.toHaveClass('notifications-list__item--unread')
    expect(within(items[2]).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Прочитать все' })).toBeInTheDocument()
  })

  it('offers no «Прочитать все» when all is read', () => {
    render(<Success {...allRead()} />)
    expect(screen.queryByRole('button', { name: 'Прочитать все' })).not.toBeInTheDocument()
  })

  it('marks one read, then all, refetching the list and the header counter', async () => {
    const read = new Set<number>()
    mockGraphQLQuery('NotificationsQuery', () => {
      const data = standard()
      data.myNotifications.results = data.myNotifications.results.map((item) => ({
        ...item,
        isRead: item.isRead || read.has(item.id),
      }))
      return data
    })
    mockGraphQLQuery('UnreadCountQuery', () => {
      return { unreadNotificationCount: 2 - read.size }
    })
    const markedOne = jest.fn()
    mockGraphQLMutation('MarkNotificationReadMutation', ({ id }) => {
      markedOne(id)
      read.add(id)
      return { markNotificationRead: { __typename: 'Notification', id, isRead: true } }
    })
    const markedAll = jest.fn()
    mockGraphQLMutation('MarkAllNotificationsReadMutation', () => {
      markedAll()
      read.add(14).add(13)
      return { markAllNotificationsRead: 1 }
    })
    render(
      <>
        <HeaderCounter />
        <NotificationsCell />
      </>
    )
    expect(await screen.findByText('Непрочитанных в шапке: 2')).toBeInTheDocument()
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Отметить прочитанным: Заказ A-001057 оформлен',
      })
    )
    expect(markedOne).toHaveBeenCalledWith(13)
    expect(await screen.findByText('Непрочитанных в шапке: 1')).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Отметить прочитанным: Заказ A-001057 оформлен' })
      ).not.toBeInTheDocument()
    )
    await userEvent.click(screen.getByRole('button', { name: 'Прочитать все' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Прочитать все' })).not.toBeInTheDocument()
    )
    expect(markedAll).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Непрочитанных в шапке: 0')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Отметить прочитанным/ })).not.toBeInTheDocument()
  })
})
