import { Link, navigate } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { useConfirm } from 'src/components/Modal/ConfirmDialog'
import InvoiceLink from 'src/components/Order/InvoiceLink/InvoiceLink'
import { COPY_ORDER, REMOVE_ORDER } from 'src/components/Order/orderFragments'
import { useOrderWords } from 'src/components/Order/orderWords'
import { Button } from 'src/components/ui/Button'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { formatDate, useLocale, useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
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

/**
 * Column names (`orders.column.<key>`): the header row, and each cell's
 * label on phones (data-label, `.stack-table`).
 */
const COLUMN_KEYS = ['number', 'date', 'status', 'count', 'total'] as const

/** The account's order lists: number, date, status, count and total, with their actions. */
const OrderList = ({ orders, kind, page, pageCount, onPage }: Props) => {
  const [copy] = useMutation(COPY_ORDER)
  const [remove] = useMutation(REMOVE_ORDER, { refetchQueries: ['DraftOrdersQuery'] })
  const { confirm, dialog } = useConfirm()
  const t = usePagesT()
  const locale = useLocale()
  const path = useLocalePath()
  const inLanguage = useSharedMessage()
  const words = useOrderWords()
  const column = (key: (typeof COLUMN_KEYS)[number]) => t(`orders.column.${key}`)
  const repeat = async (order: OrderRowData) => {
    try {
      const { data } = await copy({ variables: { id: order.id } })
      toast.success(t('orders.copied', { number: data.copyOrderToDraft.number }))
      navigate(path(orderPath(data.copyOrderToDraft.id)))
    } catch (error) {
      toast.error(inLanguage(shopMessageOf(error, t('orders.copyFailed'))))
    }
  }
  const removeDraft = async (order: OrderRowData) => {
    const ok = await confirm({
      title: t('drafts.removeQuestion', { number: order.number }),
      description: t('drafts.removeNote'),
      confirmLabel: t('cart.remove'),
      cancelLabel: t('modal.cancel'),
      tone: 'danger',
    })
    if (!ok) return
    try {
      await remove({ variables: { id: order.id } })
      toast.success(t('drafts.removed'))
    } catch (error) {
      toast.error(inLanguage(shopMessageOf(error, t('drafts.removeFailed'))))
    }
  }
  return (
    <>
      {dialog}
      <table className="order-list stack-table">
        <thead>
          <tr>
            {COLUMN_KEYS.map((key) => (
              <th key={key} scope="col">
                {column(key)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('orders.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" data-label={column('number')}>
                {order.number}
              </th>
              <td data-label={column('date')}>
                {formatDate(locale, order.placedAt ?? order.createdAt, {
                  day: '2-digit',
                  month: '2-digit',
                  year: 'numeric',
                })}
              </td>
              <td data-label={column('status')}>
                {inLanguage(order.statusTitle)}
                {order.paymentStatusTitle ? ` · ${inLanguage(order.paymentStatusTitle)}` : ''}
              </td>
              <td data-label={column('count')}>{order.count}</td>
              <td data-label={column('total')}>{words.tenge(order.total)}</td>
              <td className="order-list__actions">
                <Link
                  to={path(orderPath(order.id))}
                  aria-label={t('orders.openOf', { number: order.number })}
                >
                  {t('orders.open')}
                </Link>
                <InvoiceLink order={order} />
                {kind === 'drafts' ? (
                  <Button
                    variant="link"
                    aria-label={t('drafts.removeOf', { number: order.number })}
                    onClick={() => removeDraft(order)}
                  >
                    {t('cart.remove')}
                  </Button>
                ) : (
                  <Button
                    variant="link"
                    aria-label={t('orders.repeatOf', { number: order.number })}
                    onClick={() => repeat(order)}
                  >
                    {t('orders.repeat')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageCount > 1 ? (
        <nav aria-label={t('orders.pages')} className="order-list__pages">
          <Button variant="link" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('orders.previous')}
          </Button>
          <span>{t('orders.pageOf', { page, pageCount })}</span>
          <Button variant="link" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {t('orders.next')}
          </Button>
        </nav>
      ) : null}
    </>
  )
}

export default OrderList
