import { useEffect, useId, useState } from 'react'

import { lineTotal } from '@domain/money'
import { ORDER_LINE_MESSAGES } from '@domain/orderLineMessages'
import { shortName } from '@domain/productDisplay'

import { Link } from '@redwoodjs/router'

import { useOrderWords } from 'src/components/Order/orderWords'
import NextBreakNote from 'src/components/PriceBlock/NextBreakNote'
import { ProductCardPrice } from 'src/components/ProductCard/ProductCard'
import ProductImage from 'src/components/ProductImage/ProductImage'
import { useCart, type CartLineData } from 'src/components/ShopState/CartProvider'
import StockList from 'src/components/StockList/StockList'
import { Button } from 'src/components/ui/Button'
import { useLocalePath, useT, useTextLang } from 'src/lib/i18n'
import { useMessagesOf } from 'src/lib/i18n/useSharedMessage'
import { productPath } from 'src/lib/links'
import { breakOfLine } from 'src/lib/priceBreaks'

interface Props {
  line: CartLineData
  /** The cart page checks lines to order; the popover does not. */
  selection?: { checked: boolean; onToggle: () => void }
  /** The cart page spells out «N × price = line total»; the narrow popover does not. */
  withSum?: boolean
}

/**
 * One cart line: picture, name cut at 115, stepper, typed quantity, prices,
 * stock on hover. The price is the api's unit price at this quantity: a
 * quantity break («цена от 10 шт.») lowers it below the product's own.
 */
const CartLineRow = ({ line, selection, withSum }: Props) => {
  const cart = useCart()
  const t = useT()
  const path = useLocalePath()
  const langOf = useTextLang()
  const words = useOrderWords()
  const inLanguage = useMessagesOf(ORDER_LINE_MESSAGES)
  const { product } = line
  const stockId = useId()
  const hintId = useId()
  const [typed, setTyped] = useState(String(line.quantity))
  useEffect(() => setTyped(String(line.quantity)), [line.quantity])
  const name = shortName(product.name)
  const applied = breakOfLine(line, product)
  const total = withSum ? lineTotal(line.unitPrice, line.quantity) : null
  const sum =
    total === null
      ? null
      : `${line.quantity} × ${words.tenge(line.unitPrice)} = ${words.tenge(total)}`
  const commit = () => {
    if (typed.trim() !== String(line.quantity)) {
      cart.setQuantity(product.article, typed).then(() => setTyped(String(line.quantity)))
    }
  }
  return (
    <li className="cart-line">
      {selection ? (
        <input
          type="checkbox"
          className="cart-line__check"
          checked={selection.checked}
          onChange={selection.onToggle}
          aria-label={t('cart.choose', { name })}
        />
      ) : null}
      <ProductImage
        images={product.images}
        name={product.name}
        width={64}
        height={64}
        className="cart-line__image"
        lang={langOf(product.nameLang)}
      />
      <div className="cart-line__main">
        <Link
          to={path(productPath(product.article))}
          className="cart-line__name"
          title={product.name}
          lang={langOf(product.nameLang)}
        >
          {name}
        </Link>
        <ProductCardPrice product={product} unitPrice={line.unitPrice} />
        {applied ? (
          <p className="cart-line__break">
            {t('cart.priceFrom', { quantity: words.quantity(applied.minQuantity, product.unit) })}
          </p>
        ) : null}
        <NextBreakNote breaks={product.priceBreaks} quantity={line.quantity} unit={product.unit} />
        {sum ? <p className="cart-line__sum">{sum}</p> : null}
        <div className="cart-line__controls">
          <div className="stepper" role="group" aria-label={t('cart.quantityOf', { name })}>
            <button
              type="button"
              className="stepper__button"
              aria-label={t('cart.decrease')}
              onClick={() => cart.decrement(product.article)}
            >
              −
            </button>
            <input
              className="stepper__input"
              inputMode="numeric"
              aria-label={t('cart.quantity')}
              aria-describedby={line.stockMessage ? hintId : undefined}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit()
              }}
            />
            <button
              type="button"
              className="stepper__button"
              aria-label={t('cart.increase')}
              onClick={() => cart.add(product.article)}
            >
              +
            </button>
          </div>
          {line.stockMessage ? (
            <span id={hintId} className="cart-line__hint" role="status">
              {inLanguage(line.stockMessage)}
            </span>
          ) : null}
          {/* SPEC §2: stock per shop in a popover on hover (and on keyboard focus). */}
          <span className="cart-line__stock">
            <Button variant="link" aria-describedby={stockId}>
              {t('cart.stock')}
            </Button>
            <span role="tooltip" id={stockId} className="cart-line__stock-popover">
              <StockList balance={product.balance} />
            </span>
          </span>
          <Button
            variant="link"
            className="cart-line__remove"
            onClick={() => cart.remove(product.article)}
          >
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  )
}

export default CartLineRow
