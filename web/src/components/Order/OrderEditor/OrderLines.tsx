import { formatTenge } from '@domain/money'
import { quantityText } from '@domain/productDisplay'
import type { OrderFields } from 'types/graphql'

import { Link } from '@redwoodjs/router'

import ProductImage from 'src/components/ProductImage/ProductImage'
import { Button } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { productPath } from 'src/lib/links'

import { useQuantityField } from './useQuantityField'

export type OrderLine = OrderFields['items'][number]

/** A draft line's quantity, typed and sent when left or on Enter (useQuantityField). */
export const QuantityInput = ({ orderId, item }: { orderId: number; item: OrderLine }) => {
  const { typed, setTyped, commit, saving } = useQuantityField(orderId, item)
  return (
    <input
      type="text"
      inputMode="numeric"
      className="order-editor__quantity"
      aria-label={`Количество: ${item.product.name}`}
      value={typed}
      disabled={saving}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
    />
  )
}

/** «Выбрать все», «Снять выбор», «Удалить выбранные» above a draft's lines. */
export const LineBulkActions = ({
  onCheckAll,
  onCheckNone,
  onDeleteChosen,
  canDelete,
}: {
  onCheckAll: () => void
  onCheckNone: () => void
  onDeleteChosen: () => void
  /** Something is checked and no deletion is under way. */
  canDelete: boolean
}) => (
  <div className="order-editor__bulk">
    <Button variant="link" onClick={onCheckAll}>
      Выбрать все
    </Button>
    <Button variant="link" onClick={onCheckNone}>
      Снять выбор
    </Button>
    <Button variant="link" disabled={!canDelete} onClick={onDeleteChosen}>
      Удалить выбранные
    </Button>
  </div>
)

/** A draft's line has a check box and a quantity field; a placed order's line is read-only. */
export interface LineEditing {
  orderId: number
  isChecked: (id: number) => boolean
  toggle: (id: number) => void
}

/**
 * One line: picture, name, article, the api's stock message, and the
 * quantity, price and sum (named on phones through data-label, index.css
 * .cell-labels).
 */
export const OrderLineRow = ({ item, editing }: { item: OrderLine; editing?: LineEditing }) => {
  const to = useLocalePath()
  return (
    <li className={`order-line${item.correct ? '' : ' order-line--incorrect'}`}>
      {editing ? (
        <input
          type="checkbox"
          checked={editing.isChecked(item.id)}
          disabled={!item.correct}
          onChange={() => editing.toggle(item.id)}
          aria-label={`Выбрать: ${item.product.name}`}
        />
      ) : null}
      <ProductImage images={item.product.images} name={item.product.name} width={56} height={56} />
      <div className="order-line__main">
        <Link to={to(productPath(item.product.article))}>{item.product.name}</Link>
        <span className="order-line__article">Артикул: {item.product.article}</span>
        {item.errorMessage ? (
          <span className="order-line__message" role="note">
            {item.errorMessage}
          </span>
        ) : null}
        {!item.correct ? <span className="order-line__message">Нет в наличии</span> : null}
      </div>
      <div className="order-line__numbers cell-labels">
        <span data-label="Количество">
          {editing ? (
            <QuantityInput orderId={editing.orderId} item={item} />
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
  )
}

/** The order's lines, or for a draft without any a hint where lines come from. */
export const OrderLineList = ({ items, editing }: { items: OrderLine[]; editing?: LineEditing }) =>
  items.length === 0 ? (
    <p className="card">
      В заказе пока нет товаров. Добавьте их из <Link to="/cart">корзины</Link> или загрузите список
      ниже.
    </p>
  ) : (
    <ul className="order-editor__lines" aria-label="Позиции заказа">
      {items.map((item) => (
        <OrderLineRow key={item.id} item={item} editing={editing} />
      ))}
    </ul>
  )
