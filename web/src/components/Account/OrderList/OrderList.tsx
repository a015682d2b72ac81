import { priceView } from '@domain/productDisplay'

import { Link, navigate } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { DELETE_DRAFT_NOTE, useConfirm } from 'src/components/Modal/ConfirmDialog'
import InvoiceLink from 'src/components/Order/InvoiceLink/InvoiceLink'
import { COPY_ORDER, REMOVE_ORDER } from 'src/components/Order/orderFragments'
import { Button } from 'src/components/ui/Button'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { orderPath } from 'src/lib/links'

import './OrderList.css'

export interface OrderRowData {
  id: number
  number: string
  status: string
  statusTitle: string
  /** A price on request: no invoice until the manager names it. */
  hasUnpriced: boolean
  /** «Оплачен», …: the order's online payment, when it has one. */
  paymentStatusTitle?: string | null
  isEditable: boolean
  createdAt: string
  placedAt?: string | null
  total: number
  count: number
}

/** The account's three order lists: current orders, drafts and history. */
export type OrderListKind = 'current' | 'drafts' | 'history'

interface Props {
  orders: OrderRowData[]
  /** Drafts can be deleted; placed orders repeated. */
  kind: OrderListKind
  page: number
  pageCount: number
  onPage: (page: number) => void
}

/** Column names: the header row, and each cell's label on phones (data-label, `.stack-table`). */
const COLUMNS = {
  number: 'Заказ',
  date: 'Дата',
  status: 'Статус',
  count: 'Товаров',
  total: 'Сумма',
} as const

/** The account's order lists: number, date, status, count and total, with their actions. */
const OrderList = ({ orders, kind, page, pageCount, onPage }: Props) => {
  const to = useLocalePath()
  const [copy] = useMutation(COPY_ORDER)
  const [remove] = useMutation(REMOVE_ORDER, { refetchQueries: ['DraftOrdersQuery'] })
  const { confirm, dialog } = useConfirm()
  const repeat = async (order: OrderRowData) => {
    try {
      const { data } = await copy({ variables: { id: order.id } })
      toast.success(`Создан черновик ${data.copyOrderToDraft.number}`)
      navigate(to(orderPath(data.copyOrderToDraft.id)))
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось повторить заказ.'))
    }
  }
  const removeDraft = async (order: OrderRowData) => {
    const ok = await confirm({
      title: `Удалить черновик ${order.number}?`,
      description: DELETE_DRAFT_NOTE,
      confirmLabel: 'Удалить',
      tone: 'danger',
    })
    if (!ok) return
    try {
      await remove({ variables: { id: order.id } })
      toast.success('Черновик удалён')
    } catch (error) {
      toast.error(shopMessageOf(error, 'Не удалось удалить черновик.'))
    }
  }
  return (
    <>
      {dialog}
      <table className="order-list stack-table">
        <thead>
          <tr>
            {Object.values(COLUMNS).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Действия</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" data-label={COLUMNS.number}>
                {order.number}
              </th>
              <td data-label={COLUMNS.date}>
                {new Date(order.placedAt ?? order.createdAt).toLocaleDateString('ru-RU')}
              </td>
              <td data-label={COLUMNS.status}>
                {order.statusTitle}
                {order.paymentStatusTitle ? ` · ${order.paymentStatusTitle}` : ''}
              </td>
              <td data-label={COLUMNS.count}>{order.count}</td>
              <td data-label={COLUMNS.total}>{priceView(order.total).current}</td>
              <td className="order-list__actions">
                <Link to={to(orderPath(order.id))} aria-label={`Открыть заказ ${order.number}`}>
                  Открыть
                </Link>
                <InvoiceLink order={order} />
                {kind === 'drafts' ? (
                  <Button
                    variant="link"
                    aria-label={`Удалить черновик ${order.number}`}
                    onClick={() => removeDraft(order)}
                  >
                    Удалить
                  </Button>
                ) : (
                  <Button
                    variant="link"
                    aria-label={`Повторить заказ ${order.number}`}
                    onClick={() => repeat(order)}
                  >
                    Повторить заказ
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageCount > 1 ? (
        <nav aria-label="Страницы" className="order-list__pages">
          <Button variant="link" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Назад
          </Button>
          <span>
            Страница {page} из {pageCount}
          </span>
          <Button variant="link" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Далее
          </Button>
        </nav>
      ) : null}
    </>
  )
}

export default OrderList
