import { formatTenge } from '@domain/money'
import type { AdminOrderFields } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'

import AdminOrderActions from 'src/components/Admin/AdminOrderActions/AdminOrderActions'
import AdminOrderFacts from 'src/components/Admin/AdminOrderFacts/AdminOrderFacts'
import { OrderStatusBadge, shopTime } from 'src/components/Admin/AdminOrderList/AdminOrderList'
import AdminOrderPayment from 'src/components/Admin/AdminOrderPayment/AdminOrderPayment'
import AdminPage from 'src/components/Admin/ui/AdminPage'
import AdminTable from 'src/components/Admin/ui/AdminTable'
import InvoiceLink from 'src/components/Order/InvoiceLink/InvoiceLink'

import './AdminOrderView.css'

/** Who made a move, as staff read it. */
const ACTORS: Record<string, string> = {
  customer: 'покупатель',
  guest: 'гость',
  staff: 'сотрудник',
  gateway: 'платёжный сервис',
  exchange: '1С',
}

/** Shown beside the customer's original file (issue 28 §3): staff open the safe copy by default. */
export const ORIGINAL_FILE_WARNING =
  'Исходный файл покупателя: может содержать формулы и макросы — открывайте с осторожностью'

const sizeOf = (bytes: number) =>
  bytes < 1024 ? `${bytes} Б` : `${Math.ceil(bytes / 1024).toLocaleString('ru-RU')} КБ`

export interface AdminOrderViewProps {
  order: AdminOrderFields
  onStale: () => void
}

/**
 * The staff page of one order: its status and the moves allowed from it,
 * everything the buyer gave (AdminOrderFacts), the lines with today's stock in every shop,
 * the uploaded files and the history.
 */
const AdminOrderView = ({ order, onStale }: AdminOrderViewProps) => {
  const shops = order.items[0]?.stock ?? []
  return (
    <AdminPage
      title={`Заказ ${order.number}`}
      actions={
        <>
          <Link to={routes.adminOrders()} className="button button--secondary button--small">
            Все заказы
          </Link>
          <Link
            to={routes.adminOrderPrint({ id: order.id })}
            className="button button--secondary button--small"
          >
            Печать
          </Link>
          <InvoiceLink order={order} className="button button--secondary button--small" />
        </>
      }
    >
      <p role="status" className="admin-order__status">
        Статус заказа: <OrderStatusBadge status={order.status} title={order.statusTitle} />
      </p>
      <AdminOrderPayment order={order} onStale={onStale} />
      <AdminOrderActions order={order} onStale={onStale} />

      <section aria-labelledby="admin-order-customer" className="admin-order__section">
        <h2 id="admin-order-customer">Покупатель</h2>
        <AdminOrderFacts order={order} />
      </section>

      <section aria-labelledby="admin-order-lines" className="admin-order__section">
        <h2 id="admin-order-lines">Позиции</h2>
        <AdminTable
          caption="Позиции заказа и остатки в магазинах на сегодня"
          columns={[
            'Артикул',
            'Товар',
            { title: 'Цена', numeric: true },
            { title: 'Количество', numeric: true },
            { title: 'Сумма', numeric: true },
            ...shops.map((shop) => ({ title: `Остаток: ${shop.shopName}`, numeric: true })),
          ]}
          foot={
            <tr>
              <th scope="row" colSpan={3}>
                Итого
              </th>
              <td className="admin-table__number">{order.count}</td>
              <td className="admin-table__number">{formatTenge(order.total)}</td>
              {shops.map((shop) => (
                <td key={shop.shopId} />
              ))}
            </tr>
          }
        >
          {order.items.map((line) => (
            <tr key={line.id}>
              <td>{line.product.article}</td>
              <th scope="row">
                <Link to={routes.product({ article: line.product.article })}>
                  {line.product.name}
                </Link>
              </th>
              <td className="admin-table__number">{formatTenge(line.price)}</td>
              <td className="admin-table__number">{line.quantity}</td>
              <td className="admin-table__number">{formatTenge(line.lineTotal)}</td>
              {line.stock.map((stock) => (
                <td
                  key={stock.shopId}
                  className={`admin-table__number${
                    stock.count < line.quantity ? ' admin-order__short' : ''
                  }`}
                >
                  {stock.count}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
        {order.hasUnpriced ? <p>В заказе есть позиции с ценой по запросу: сумма без них.</p> : null}
      </section>

      <section aria-labelledby="admin-order-files" className="admin-order__section">
        <h2 id="admin-order-files">Файлы заказа</h2>
        {order.files.length === 0 ? (
          <p>Покупатель не прикладывал файлов.</p>
        ) : (
          <ul className="admin-order__files">
            {order.files.map((file) => (
              <li key={file.id}>
                {/* By default the safe copy: the rows as read, formulas neutralised. */}
                <a href={file.safeCopyUrl} download>
                  {file.fileName} — безопасная копия
                </a>{' '}
                ({sizeOf(file.size)}; строки файла в XLSX, формулы обезврежены)
                <details className="admin-order__original">
                  <summary>Исходный файл</summary>
                  <p id={`order-file-warning-${file.id}`} className="admin-order__warning">
                    {ORIGINAL_FILE_WARNING}
                  </p>
                  <a
                    href={file.downloadUrl}
                    download
                    aria-describedby={`order-file-warning-${file.id}`}
                  >
                    Скачать исходный файл «{file.fileName}»
                  </a>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="admin-order-history" className="admin-order__section">
        <h2 id="admin-order-history">История заказа</h2>
        {order.history.length === 0 ? (
          <p>Статус ещё не менялся.</p>
        ) : (
          <ol className="admin-order__history">
            {order.history.map((move) => (
              <li key={`${move.toStatus}-${move.createdAt}`}>
                <time dateTime={move.createdAt}>{shopTime(move.createdAt)}</time> —{' '}
                <strong>{move.toStatusTitle}</strong> ({ACTORS[move.actor] ?? move.actor})
                {move.comment ? <p className="admin-order__comment">{move.comment}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </AdminPage>
  )
}

export default AdminOrderView
