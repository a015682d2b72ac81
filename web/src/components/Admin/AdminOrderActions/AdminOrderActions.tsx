import { useEffect, useRef, useState } from 'react'

import { staffOrderMoveInput } from '@modules/orders/rules/staffOrderList'
import type { AdminOrderFields } from 'types/graphql'

import { FieldError, Form, Label, TextAreaField } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import { MOVE_ADMIN_ORDER } from 'src/components/Admin/AdminOrderCell/adminOrderFragment'
import Modal from 'src/components/Modal/Modal'
import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useSchemaForm } from 'src/lib/schemaResolver'

/** The move form asks only for the comment; the rest comes from the page. */
const commentSchema = staffOrderMoveInput.pick({ comment: true })

type Move = AdminOrderFields['moves'][number]

export interface AdminOrderActionsProps {
  order: Pick<AdminOrderFields, 'id' | 'number' | 'status' | 'moves'>
  /** The order moved meanwhile (409): the page fetches it as it is now. */
  onStale: () => void
}

/**
 * A button for each move the lifecycle allows staff from this status
 * («Подтвердить», «Начать сборку», …, «Отменить заказ»). A button opens a
 * short form in the shop's dialog (Modal: focus starts in the comment, Esc,
 * «Отмена» or the backdrop close it and focus returns to the button) with an
 * optional comment for the customer; «Выполнить» makes the move. The status
 * the page shows goes with it: if another manager was quicker, the api
 * refuses (409), the alert says so and the page reloads the order.
 */
const AdminOrderActions = ({ order, onStale }: AdminOrderActionsProps) => {
  const [chosen, setChosen] = useState<Move | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { formMethods, onValid } = useSchemaForm(commentSchema, {
    defaultValues: { comment: '' },
  })
  // Where focus lands when the button that opened the form is gone.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const close = () => {
    setChosen(null)
    formMethods.reset({ comment: '' })
  }
  // The opener is still on the page when the dialog closes, and goes with the
  // order's new moves a moment later: focus the section once a move is made.
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (!moved || chosen) return
    headingRef.current?.focus()
    setMoved(false)
  }, [moved, chosen])
  const [move, { loading }] = useMutation(MOVE_ADMIN_ORDER, {
    onCompleted: () => {
      close()
      setMoved(true)
    },
    onError: (error) => {
      setProblem(shopMessageOf(error, 'Не удалось изменить статус. Повторите попытку.'))
      if (errorCodeOf(error) === 'CONFLICT') {
        setChosen(null)
        onStale()
      }
    },
  })

  if (order.moves.length === 0 && !problem) {
    return <p className="admin-order-actions__none">Заказ завершён: статус больше не меняется.</p>
  }

  const submit = onValid(({ comment }) => {
    if (!chosen) return
    setProblem(null)
    return move({
      variables: {
        id: order.id,
        status: chosen.status,
        expectedStatus: order.status,
        comment,
      },
    })
  })

  return (
    <section className="admin-order-actions admin-no-print" aria-labelledby="admin-order-actions">
      <h2 id="admin-order-actions" ref={headingRef} tabIndex={-1}>
        Действия
      </h2>
      {problem ? (
        <p role="alert" className="cell-status cell-status--error">
          {problem}
        </p>
      ) : null}
      <div className="admin-order-actions__buttons">
        {order.moves.map((option) => (
          <button
            key={option.status}
            type="button"
            className={`button button--small${
              option.status === 'cancelled' ? ' button--danger' : ''
            }`}
            aria-haspopup="dialog"
            onClick={() => {
              setProblem(null)
              setChosen(option)
            }}
            disabled={loading}
          >
            {option.label}
          </button>
        ))}
      </div>
      <Modal
        isOpen={chosen !== null}
        title={chosen ? `${chosen.label}: заказ ${order.number}` : ''}
        onClose={close}
        returnFocusTo={headingRef}
      >
        {chosen ? (
          <Form
            formMethods={formMethods}
            onSubmit={submit}
            className="admin-order-actions__form"
            aria-label={`${chosen.label}: заказ ${order.number}`}
          >
            <p>
              Заказ {order.number} получит статус «{chosen.statusTitle}». Покупатель с аккаунтом
              получит уведомление.
            </p>
            <Label name="comment" htmlFor="admin-order-move-comment">
              Комментарий для покупателя (необязательно)
            </Label>
            <TextAreaField
              name="comment"
              id="admin-order-move-comment"
              className="field__input"
              rows={3}
              data-autofocus
            />
            <FieldError name="comment" className="field__error" role="alert" />
            <div className="admin-order-actions__buttons">
              <button type="submit" className="button button--small" disabled={loading}>
                Выполнить
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={close}
              >
                Отмена
              </button>
            </div>
          </Form>
        ) : null}
      </Modal>
    </section>
  )
}

export default AdminOrderActions
