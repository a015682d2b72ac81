import { useEffect, useRef, useState } from 'react'

import { orderItemQuantityInput } from '@domain/draftOrder'
import { parseWith } from '@domain/inputFields'
import { formatTenge } from '@domain/money'
import { quantityText } from '@domain/productDisplay'
import { checkAll, followChecked, toggleChecked } from '@domain/selection'
import type { OrderFields } from 'types/graphql'

import { Link, navigate } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { DELETE_DRAFT_NOTE, useConfirm } from 'src/components/Modal/ConfirmDialog'
import InvoiceLink from 'src/components/Order/InvoiceLink/InvoiceLink'
import OrderFilesPanel from 'src/components/Order/OrderFilesPanel/OrderFilesPanel'
import {
  CHANGE_ITEM_QUANTITY,
  COPY_ORDER,
  DELETE_ITEMS,
  REMOVE_ORDER,
  START_ORDER_PAYMENT,
} from 'src/components/Order/orderFragments'
import OrderFulfilmentFacts from 'src/components/Order/OrderFulfilmentFacts/OrderFulfilmentFacts'
import OrderHistoryList from 'src/components/Order/OrderHistoryList/OrderHistoryList'
import OrderPayment from 'src/components/Order/OrderPayment/OrderPayment'
import ProductImage from 'src/components/ProductImage/ProductImage'
import { Button } from 'src/components/ui/Button'
import { goToGateway } from 'src/lib/gateway'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { accountPath, checkoutPath, orderPath, productPath } from 'src/lib/links'

import './OrderEditor.css'

type Item = OrderFields['items'][number]

const dateOf = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleDateString('ru-RU') : '—'

/**
 * A typed quantity, sent when the field is left or Enter is pressed; checked
 * first by the api's own schema, so the shopper reads the api's message.
 */
const QuantityInput = ({ orderId, item }: { orderId: number; item: Item }) => {
  const [typed, setTyped] = useState(String(item.quantity))
  useEffect(() => setTyped(String(item.quantity)), [item.quantity])
  const [change, { loading }] = useMutation(CHANGE_ITEM_QUANTITY)
  const commit = async () => {
    const value = typed.trim()
    if (value === String(item.quantity)) return
    const parsed = parseWith(orderItemQuantityInput, { quantity: value })
    if ('fields' in parsed) {
      toast.error(parsed.fields.quantity?.[0] ?? 'Введите целое число от 1 до 100 000.')
      setTyped(String(item.quantity))
      return
    }
    try {
      await change({ variables: { orderId, itemId: item.id, quantity: parsed.data.quantity } })
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось изменить количество.'))
      setTyped(String(item.quantity))
    }
  }
  return (
    <input
      type="text"
      inputMode="numeric"
      className="order-editor__quantity"
      aria-label={`Количество: ${item.product.name}`}
      value={typed}
      disabled={loading}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
    />
  )
}

/**
 * SPEC §2 /order: a draft's lines with the stock cap message, select all or
 * none, delete, place, copy and delete the draft, fill from a file or a
 * pasted list. A placed order is shown read-only and can be repeated.
 */
const OrderEditor = ({ order }: { order: OrderFields }) => {
  const ids = order.items.map((item) => item.id)
  const isValid = (id: number) => order.items.find((item) => item.id === id)?.correct ?? false
  // SPEC §4: only valid items are pre-checked.
  const [checked, setChecked] = useState<Set<number>>(() => checkAll(ids, isValid))
  const previous = useRef(ids)
  const idsKey = ids.join(',')
  useEffect(() => {
    const next = idsKey ? idsKey.split(',').map(Number) : []
    const before = previous.current
    setChecked((current) => followChecked(current, before, next, isValid))
    previous.current = next
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey])

  const [deleteItems, deleting] = useMutation(DELETE_ITEMS)
  const [copy, copying] = useMutation(COPY_ORDER)
  const [remove, removing] = useMutation(REMOVE_ORDER, {
    refetchQueries: ['DraftOrdersQuery', 'CurrentOrdersQuery'],
  })

  const [startPayment, startingPayment] = useMutation(START_ORDER_PAYMENT)

  const { confirm, dialog } = useConfirm()
  const chosen = order.items.filter((item) => checked.has(item.id))
  const unchosen = order.items.filter((item) => !checked.has(item.id))

  const deleteLines = async (items: Item[]) => {
    if (!items.length) return true
    try {
      await deleteItems({ variables: { orderId: order.id, itemIds: items.map((i) => i.id) } })
      return true
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось удалить позиции.'))
      return false
    }
  }

  const place = async () => {
    if (!chosen.length) {
      toast.error('Отметьте товары, которые хотите заказать.')
      return
    }
    if (unchosen.length) {
      const ok = await confirm({
        title: 'Удалить позиции без отметки?',
        description: `Позиции без отметки (${unchosen.length}) будут удалены из заказа.`,
        confirmLabel: 'Удалить и продолжить',
        tone: 'danger',
      })
      if (!ok || !(await deleteLines(unchosen))) return
    }
    navigate(checkoutPath(order.id))
  }

  const copyOrder = async () => {
    try {
      const { data } = await copy({ variables: { id: order.id } })
      toast.success(`Создан черновик ${data.copyOrderToDraft.number}`)
      navigate(orderPath(data.copyOrderToDraft.id))
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось скопировать заказ.'))
    }
  }

  // The gateway's own page takes the customer from here; it sends them back to the order.
  const payOnline = async () => {
    try {
      const { data } = await startPayment({ variables: { id: order.id } })
      goToGateway(data.startOrderPayment.redirectUrl)
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось перейти к оплате. Повторите попытку.'))
    }
  }

  const removeOrder = async () => {
    const ok = await confirm(
      order.isEditable
        ? {
            title: `Удалить черновик ${order.number}?`,
            description: DELETE_DRAFT_NOTE,
            confirmLabel: 'Удалить',
            tone: 'danger',
          }
        : {
            title: `Отменить заказ ${order.number}?`,
            // Issue 28 §1: a paid order's payment goes back on cancel; say so before.
            description:
              order.paymentStatus === 'paid'
                ? 'Магазин получит отмену и не будет собирать заказ. Оплата вернётся на карту через платёжный сервис.'
                : 'Магазин получит отмену и не будет собирать заказ.',
            confirmLabel: 'Отменить заказ',
            cancelLabel: 'Не отменять',
            tone: 'danger',
          }
    )
    if (!ok) return
    try {
      await remove({ variables: { id: order.id } })
      toast.success(order.isEditable ? 'Черновик удалён' : 'Заказ отменён')
      navigate(accountPath(order.isEditable ? 'draftorders' : 'historyorders'))
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось выполнить действие.'))
    }
  }

  return (
    <article className="order-editor" aria-labelledby="order-title">
      {dialog}
      <h1 id="order-title" className="page__title">
        {order.isEditable ? 'Черновик заказа' : 'Заказ'} {order.number}
      </h1>
      <p className="order-editor__meta">
        Статус: <strong>{order.statusTitle}</strong> · Создан: {dateOf(order.createdAt)}
        {order.placedAt ? ` · Оформлен: ${dateOf(order.placedAt)}` : ''}
        {order.shop && order.isEditable
          ? ` · Магазин: ${order.shop.nameForGuest || order.shop.name}`
          : ''}
      </p>
      <InvoiceLink order={order} className="order-editor__invoice" />
      {order.isEditable ? null : <OrderFulfilmentFacts order={order} />}
      {order.items.length === 0 ? (
        <p className="card">
          В заказе пока нет товаров. Добавьте их из <Link to="/cart">корзины</Link> или загрузите
          список ниже.
        </p>
      ) : (
        <>
          {order.isEditable ? (
            <div className="order-editor__bulk">
              <Button variant="link" onClick={() => setChecked(checkAll(ids, isValid))}>
                Выбрать все
              </Button>
              <Button variant="link" onClick={() => setChecked(new Set())}>
                Снять выбор
              </Button>
              <Button
                variant="link"
                disabled={!chosen.length || deleting.loading}
                onClick={async () => {
                  if (await deleteLines(chosen)) toast.success('Позиции удалены')
                }}
              >
                Удалить выбранные
              </Button>
            </div>
          ) : null}
          <ul className="order-editor__lines" aria-label="Позиции заказа">
            {order.items.map((item) => (
              <li
                key={item.id}
                className={`order-line${item.correct ? '' : ' order-line--incorrect'}`}
              >
                {order.isEditable ? (
                  <input
                    type="checkbox"
                    checked={checked.has(item.id)}
                    disabled={!item.correct}
                    onChange={() => setChecked((current) => toggleChecked(current, item.id))}
                    aria-label={`Выбрать: ${item.product.name}`}
                  />
                ) : null}
                <ProductImage
                  images={item.product.images}
                  name={item.product.name}
                  width={56}
                  height={56}
                />
                <div className="order-line__main">
                  <Link to={productPath(item.product.article)}>{item.product.name}</Link>
                  <span className="order-line__article">Артикул: {item.product.article}</span>
                  {item.errorMessage ? (
                    <span className="order-line__message" role="note">
                      {item.errorMessage}
                    </span>
                  ) : null}
                  {!item.correct ? (
                    <span className="order-line__message">Нет в наличии</span>
                  ) : null}
                </div>
                {/* Phones name each figure (index.css .cell-labels); wider screens read them in place. */}
                <div className="order-line__numbers cell-labels">
                  <span data-label="Количество">
                    {order.isEditable ? (
                      <QuantityInput orderId={order.id} item={item} />
                    ) : (
                      quantityText(item.quantity)
                    )}
                  </span>
                  <span data-label="Цена">{formatTenge(item.price)}</span>
                  <strong data-label="Сумма">
                    {item.lineTotal === null ? '—' : formatTenge(item.lineTotal)}
                  </strong>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="order-editor__summary card">
        <p>
          Товаров: {order.count} · Итого: <strong>{formatTenge(order.total)}</strong>
        </p>
        {order.hasUnpriced ? (
          <p className="order-editor__note">
            Цена части товаров уточняется у менеджера и не вошла в сумму.
          </p>
        ) : null}
        <OrderPayment
          paymentStatus={order.paymentStatus}
          paymentStatusTitle={order.paymentStatusTitle}
          canPayOnline={order.canPayOnline}
          paying={startingPayment.loading}
          onPay={payOnline}
        />
        <div className="order-editor__actions">
          {order.isEditable ? (
            <Button onClick={place} disabled={deleting.loading}>
              Оформить заказ
            </Button>
          ) : null}
          <Button variant="secondary" onClick={copyOrder} busy={copying.loading}>
            {order.isEditable ? 'Копировать' : 'Повторить заказ'}
          </Button>
          {order.isEditable || order.status === 'placed' ? (
            <Button variant="danger" onClick={removeOrder} busy={removing.loading}>
              {order.isEditable ? 'Удалить черновик' : 'Отменить заказ'}
            </Button>
          ) : null}
        </div>
      </div>
      {order.isEditable ? <OrderFilesPanel orderId={order.id} /> : null}
      <OrderHistoryList history={order.history} />
    </article>
  )
}

export default OrderEditor
