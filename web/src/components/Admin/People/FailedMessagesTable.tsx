import { useState } from 'react'

import { canRetry, OUTBOX_KIND_TITLES, type DeliveryStateName } from '@domain/adminPeople'
import { deliveryProblemText } from '@domain/deliveryProblems'
import type { RetryOutboxMessageMutation, RetryOutboxMessageMutationVariables } from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import AdminNotice, { alertOf } from 'src/components/Admin/ui/AdminNotice'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import { shopMessageOf } from 'src/lib/graphqlErrors'

import { formatShopTime } from './adminTime'
import DeliveryBadge from './DeliveryBadge'

export const RETRY_OUTBOX_MESSAGE = gql`
  mutation RetryOutboxMessageMutation($id: Int!) {
    retryOutboxMessage(id: $id) {
      id
      state
      attempts
      nextAttemptAt
    }
  }
`

export interface MessageRow {
  id: number
  kind: string
  key: string
  topic: string
  state: string
  attempts: number
  lastError?: string | null
  createdAt: string
}

export const RETRY_FAILED = 'Не удалось поставить сообщение в очередь. Попробуйте ещё раз.'

/**
 * Messages the worker gave up on, each with why in words («CRM отказала в
 * доступе», «Почта не настроена») and «Повторить»: the message goes
 * back to the queue at once (and its lead with it). The row stays and reads
 * «в очереди» (not refetched away), so the staff member sees what happened;
 * the next load shows what the worker made of it.
 */
const FailedMessagesTable = ({ messages }: { messages: MessageRow[] }) => {
  const [error, setError] = useState<string | null>(null)
  const [retry, { loading }] = useMutation<
    RetryOutboxMessageMutation,
    RetryOutboxMessageMutationVariables
  >(RETRY_OUTBOX_MESSAGE)
  const [retried, setRetried] = useState<Record<number, string>>({})

  const onRetry = async (id: number) => {
    setError(null)
    try {
      const { data } = await retry({ variables: { id } })
      if (data) setRetried((done) => ({ ...done, [id]: data.retryOutboxMessage.state }))
    } catch (failure) {
      setError(shopMessageOf(failure, RETRY_FAILED))
    }
  }

  return (
    <>
      <AdminNotice notice={alertOf(error)} />
      <AdminTable
        caption="Сообщения с ошибкой"
        columns={[
          'Вид',
          'О чём',
          { title: 'Попыток', numeric: true },
          'Причина',
          'Создано',
          'Состояние',
          { title: 'Действие', hidden: true },
        ]}
      >
        {messages.map((message) => {
          const state = retried[message.id] ?? message.state
          // What went wrong in words; the stored technical reason is the administrator's (server log).
          const problem = deliveryProblemText(message.kind, message.lastError)
          return (
            <tr key={message.id}>
              <td>{OUTBOX_KIND_TITLES[message.kind] ?? message.kind}</td>
              {/* The topic says what it is; the technical key only when there is none. */}
              <td>{message.topic || message.key}</td>
              <td className="admin-table__number">{message.attempts}</td>
              <td>
                {problem ? (
                  <>
                    {problem.title}
                    <br />
                    <small>{problem.advice}</small>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>{formatShopTime(message.createdAt)}</td>
              <td>
                <DeliveryBadge state={state} />
              </td>
              <td>
                {canRetry(state as DeliveryStateName) ? (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={loading}
                    aria-label={`Повторить: ${message.topic || message.key}`}
                    onClick={() => onRetry(message.id)}
                  >
                    Повторить
                  </button>
                ) : null}
              </td>
            </tr>
          )
        })}
      </AdminTable>
    </>
  )
}

export default FailedMessagesTable
