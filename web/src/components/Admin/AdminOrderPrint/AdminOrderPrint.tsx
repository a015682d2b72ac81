import { formatTenge } from '@domain/money'
import type { AdminOrderFields } from 'types/graphql'

import { Metadata } from '@redwoodjs/web'

import AdminOrderFacts from 'src/components/Admin/AdminOrderFacts/AdminOrderFacts'

import 'src/components/Admin/ui/admin-ui.css'
import './AdminOrderPrint.css'

/**
 * An order on paper (/admin/orders/{id}/print): number, date, customer,
 * contacts, shop, lines and total (with the on-request note), without the
 * back office around it.
 */
const AdminOrderPrint = ({ order }: { order: AdminOrderFields }) => (
  <article className="admin-order-print" aria-labelledby="admin-order-print-title">
    <Metadata title={`Заказ ${order.number} — печать`} robots="noindex" />
    <button
      type="button"
      className="button button--small admin-no-print"
      onClick={() => window.print()}
    >
      Напечатать
    </button>
    <h1 id="admin-order-print-title">Заказ {order.number}</h1>
    <dl className="admin-order-print__facts">
      <dt>Статус</dt>
      <dd>{order.statusTitle}</dd>
    </dl>
    <AdminOrderFacts order={order} links={false} className="admin-order-print__facts" />
    <table className="admin-order-print__lines">
      <caption>Позиции заказа</caption>
      <thead>
        <tr>
          <th scope="col">№</th>
          <th scope="col">Артикул</th>
          <th scope="col">Товар</th>
          <th scope="col">Цена</th>
          <th scope="col">Кол-во</th>
          <th scope="col">Сумма</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((line, index) => (
          <tr key={line.id}>
            <td>{index + 1}</td>
            <td>{line.product.article}</td>
            <td>{line.product.name}</td>
            <td>{formatTenge(line.price)}</td>
            <td>{line.quantity}</td>
            <td>{formatTenge(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Итого
          </th>
          <td>{order.count}</td>
          <td>{formatTenge(order.total)}</td>
        </tr>
      </tfoot>
    </table>
    {/* The total counts priced lines only; the paper says so, as the order page does. */}
    {order.hasUnpriced ? <p>В заказе есть позиции с ценой по запросу: сумма без них.</p> : null}
  </article>
)

export default AdminOrderPrint
