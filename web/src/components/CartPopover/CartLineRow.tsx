import { useEffect, useId, useState } from 'react'

import { lineSumText } from '@domain/money'
import { quantityText, shortName } from '@domain/productDisplay'

import { Link } from '@redwoodjs/router'

import NextBreakNote from 'src/components/PriceBlock/NextBreakNote'
import { ProductCardPrice } from 'src/components/ProductCard/ProductCard'
import ProductImage from 'src/components/ProductImage/ProductImage'
import { useCart, type CartLineData } from 'src/components/ShopState/CartProvider'
import StockList from 'src/components/StockList/StockList'
import { Button } from 'src/components/ui/Button'
import { useLocalePath, useT } from 'src/lib/i18n'
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
  const t = useT()
  const to = useLocalePath()
  const cart = useCart()
  const { product } = line
  const stockId = useId()
  const hintId = useId()
  const [typed, setTyped] = useState(String(line.quantity))
  useEffect(() => setTyped(String(line.quantity)), [line.quantity])
  const name = shortName(product.name)
  const applied = breakOfLine(line, product)
  const sum = withSum ? lineSumText(line.unitPrice, line.quantity) : null
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
          aria-label={t('cartLine.select', { name })}
        />
      ) : null}
      <ProductImage
        images={product.images}
        name={product.name}
        width={64}
        height={64}
        className="cart-line__image"
      />
      <div className="cart-line__main">
        <Link
          to={to(productPath(product.article))}
          className="cart-line__name"
          title={product.name}
        >
          {name}
        </Link>
        <ProductCardPrice product={product} unitPrice={line.unitPrice} />
        {applied ? (
          <p className="cart-line__break">
            {t('cartLine.priceFrom', { quantity: quantityText(applied.minQuantity, product.unit) })}
          </p>
        ) : null}
        <NextBreakNote breaks={product.priceBreaks} quantity={line.quantity} unit={product.unit} />
        {sum ? <p className="cart-line__sum">{sum}</p> : null}
        <div className="cart-line__controls">
          <div className="stepper" role="group" aria-label={t('cartLine.quantityOf', { name })}>
            <button
              type="button"
              className="stepper__button"
              aria-label={t('cartLine.decrease')}
              onClick={() => cart.decrement(product.article)}
            >
              −
            </button>
            <input
              className="stepper__input"
              inputMode="numeric"
              aria-label={t('cartLine.quantity')}
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
              aria-label={t('cartLine.increase')}
              onClick={() => cart.add(product.article)}
            >
              +
            </button>
          </div>
          {line.stockMessage ? (
            <span id={hintId} className="cart-line__hint" role="status">
              {line.stockMessage}
            </span>
          ) : null}
          {/* SPEC §2: stock per shop in a popover on hover (and on keyboard focus). */}
          <span className="cart-line__stock">
            <Button variant="link" aria-describedby={stockId}>
              {t('cartLine.stock')}
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
            {t('cartLine.remove')}
          </Button>
        </div>
      </div>
    </li>
  )
}

export default CartLineRow
