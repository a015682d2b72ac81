import type { OrderFields } from 'types/graphql'

import { Link } from '@redwoodjs/router'

import { useOrderWords } from 'src/components/Order/orderWords'
import ProductImage from 'src/components/ProductImage/ProductImage'
import { Button } from 'src/components/ui/Button'
import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { richText } from 'src/lib/i18n/richText'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { productPath } from 'src/lib/links'

import { useQuantityField } from './useQuantityField'

export type OrderLine = OrderFields['items'][number]

/** A draft line's quantity, typed and sent when left or on Enter (useQuantityField). */
export const QuantityInput = ({ orderId, item }: { orderId: number; item: OrderLine }) => {
  const { typed, setTyped, commit, saving } = useQuantityField(orderId, item)
  const t = usePagesT()
  return (
    <input
      type="text"
      inputMode="numeric"
      className="order-editor__quantity"
      aria-label={t('cart.quantityOf', { name: item.product.name })}
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
}) => {
  const t = usePagesT()
  return (
    <div className="order-editor__bulk">
      <Button variant="link" onClick={onCheckAll}>
        {t('cart.chooseAll')}
      </Button>
      <Button variant="link" onClick={onCheckNone}>
        {t('cart.chooseNone')}
      </Button>
      <Button variant="link" disabled={!canDelete} onClick={onDeleteChosen}>
        {t('cart.removeChosen')}
      </Button>
    </div>
  )
}

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
  const t = usePagesT()
  const path = useLocalePath()
  const langOf = useTextLang()
  const words = useOrderWords()
  const inLanguage = useSharedMessage()
  return (
    <li className={`order-line${item.correct ? '' : ' order-line--incorrect'}`}>
      {editing ? (
        <input
          type="checkbox"
          checked={editing.isChecked(item.id)}
          disabled={!item.correct}
          onChange={() => editing.toggle(item.id)}
          aria-label={t('cart.choose', { name: item.product.name })}
        />
      ) : null}
      <ProductImage
        images={item.product.images}
        name={item.product.name}
        width={56}
        height={56}
        lang={langOf(item.product.nameLang)}
      />
      <div className="order-line__main">
        <Link to={path(productPath(item.product.article))} lang={langOf(item.product.nameLang)}>
          {item.product.name}
        </Link>
        <span className="order-line__article">
          {t('order.article', { article: item.product.article })}
        </span>
        {item.errorMessage ? (
          <span className="order-line__message" role="note">
            {inLanguage(item.errorMessage)}
          </span>
        ) : null}
        {!item.correct ? <span className="order-line__message">{t('order.noStock')}</span> : null}
      </div>
      <div className="order-line__numbers cell-labels">
        <span data-label={t('cart.quantity')}>
          {editing ? (
            <QuantityInput orderId={editing.orderId} item={item} />
          ) : (
            words.quantity(item.quantity)
          )}
        </span>
        <span data-label={t('order.price')}>{words.tenge(item.price)}</span>
        <strong data-label={t('orders.column.total')}>
          {item.lineTotal === null ? '—' : words.tenge(item.lineTotal)}
        </strong>
      </div>
    </li>
  )
}

/** The order's lines, or for a draft without any a hint where lines come from. */
export const OrderLineList = ({
  items,
  editing,
}: {
  items: OrderLine[]
  editing?: LineEditing
}) => {
  const t = usePagesT()
  const path = useLocalePath()
  return items.length === 0 ? (
    <p className="card">
      {richText(t('order.noLines'), (text) => (
        <Link to={path('/cart')}>{text}</Link>
      ))}
    </p>
  ) : (
    <ul className="order-editor__lines" aria-label={t('order.linesLabel')}>
      {items.map((item) => (
        <OrderLineRow key={item.id} item={item} editing={editing} />
      ))}
    </ul>
  )
}
