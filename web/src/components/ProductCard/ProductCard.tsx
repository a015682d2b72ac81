import { memo } from 'react'

import { NO_SUBCATEGORY } from '@domain/compare'
import { toTiyn } from '@domain/money'
import type { ProductCardFields, ProductCardPriceFields } from 'types/graphql'

import { Link } from '@redwoodjs/router'

import NextBreakNote from 'src/components/PriceBlock/NextBreakNote'
import PriceBlock from 'src/components/PriceBlock/PriceBlock'
import ProductImage from 'src/components/ProductImage/ProductImage'
import { useCartContents } from 'src/components/ShopState/CartProvider'
import { useCompare } from 'src/components/ShopState/CompareProvider'
import { Button } from 'src/components/ui/Button'
import { useLocalePath, useT, useTextLang } from 'src/lib/i18n'
import { productPath } from 'src/lib/links'

import './ProductCard.css'

/** A product as every tile and row reads it: the `ProductCardFields` fragment (productCardFragment.ts). */
export type ProductCardData = ProductCardFields

/**
 * The price of a product tile or row, from the fragment's price fields: the
 * viewer's price, the struck old price with the discount, and for a wholesale
 * customer retail for reference (SPEC §9, issue 20). A cart line passes
 * `unitPrice`, one piece's price at its quantity: when a quantity break makes
 * it lower than the product's own price it is shown alone, because the old
 * price and the retail reference compare single pieces.
 */
export const ProductCardPrice = ({
  product,
  unitPrice,
}: {
  product: ProductCardPriceFields
  unitPrice?: number
}) => {
  const ownPrice = unitPrice === undefined || toTiyn(unitPrice) === toTiyn(product.currentPrice)
  return (
    <PriceBlock
      price={unitPrice ?? product.currentPrice}
      lastPrice={ownPrice ? product.lastPrice : null}
      retailPrice={ownPrice ? product.retailPrice : null}
    />
  )
}

/**
 * A button's words named with the product for screen readers: «В корзину:
 * <name>» as its aria-label; where the name is a Russian fallback on a
 * Kazakh page, the name follows the words in a hidden span marked lang="ru"
 * instead (an aria-label cannot say that half of it is Russian).
 */
export const namedWith = (
  words: string,
  label: string,
  product: { name: string; nameLang?: string | null },
  langOf: (lang: unknown) => string | undefined
) => {
  const foreign = langOf(product.nameLang)
  return foreign
    ? {
        children: (
          <>
            {words}
            <span className="visually-hidden">
              : <span lang={foreign}>{product.name}</span>
            </span>
          </>
        ),
      }
    : { 'aria-label': label, children: words }
}

/** «В корзину» of a tile or row, named with the product for screen readers. */
export const AddToCartButton = ({
  product,
}: {
  product: Pick<ProductCardData, 'article' | 'name'> & { nameLang?: string | null }
}) => {
  const cart = useCartContents()
  const t = useT()
  const langOf = useTextLang()
  return (
    <Button
      size="small"
      onClick={() => cart.add(product.article)}
      {...namedWith(
        t('card.addToCart'),
        t('card.addToCartOf', { name: product.name }),
        product,
        langOf
      )}
    />
  )
}

/**
 * A product in a listing: picture, name, price, availability, cart and
 * compare. Two to a row in a phone's grid (issue 30 §5) it shows picture,
 * name (three lines at most), price and «В корзину» only: CatalogPage.css and
 * ProductCard.css hide the rest at that width, so the page's prerendered cards
 * are the phone's cards and nothing is drawn again once the width is known.
 */
const ProductCard = ({
  product,
  layout = 'grid',
}: {
  product: ProductCardData
  layout?: 'grid' | 'list'
}) => {
  const to = useLocalePath()
  const t = useT()
  const langOf = useTextLang()
  const compare = useCompare()
  const cart = useCartContents()
  // The next break counts from what the cart already holds of this product.
  const held = cart.cart.lines.find((line) => line.product.article === product.article)
  const inStock = product.balance.some((line) => line.isAvailable)
  const compared = compare.isCompared(product.article)
  const subcategory = product.subcategory?.name ?? NO_SUBCATEGORY
  return (
    <article
      className={`product-card product-card--${layout}`}
      aria-labelledby={`product-${product.id}`}
    >
      <Link
        to={to(productPath(product.article))}
        className="product-card__image-link"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage
          images={product.images}
          name={product.name}
          width={200}
          height={200}
          className="product-card__image"
          lang={langOf(product.nameLang)}
        />
      </Link>
      <div className="product-card__body">
        <h3
          id={`product-${product.id}`}
          className="product-card__name"
          lang={langOf(product.nameLang)}
        >
          <Link to={to(productPath(product.article))}>{product.name}</Link>
        </h3>
        <p className="product-card__article">{t('card.article', { article: product.article })}</p>
        <ProductCardPrice product={product} />
        <NextBreakNote breaks={product.priceBreaks} quantity={held?.quantity ?? 0} />
        <p className={`product-card__stock${inStock ? ' product-card__stock--in' : ''}`}>
          {inStock ? t('card.inStock') : t('card.outOfStock')}
        </p>
        <div className="product-card__actions">
          <AddToCartButton product={product} />
          <Button
            variant="secondary"
            size="small"
            className="product-card__compare"
            aria-pressed={compared}
            onClick={() => compare.toggle(subcategory, product.article)}
            {...namedWith(
              compared ? t('card.compared') : t('card.compare'),
              t(compared ? 'card.uncompareOf' : 'card.compareOf', { name: product.name }),
              product,
              langOf
            )}
          />
        </div>
      </div>
    </article>
  )
}

// A card is drawn again only for a new product object or layout (or
// the cart, compare or language it reads): an answer asked again that did not
// change keeps its objects (lib/graphql keepEqualParts), so the page's cards
// are not drawn twice while a phone adopts it.
export default memo(ProductCard)
