import { lazy, Suspense, useState } from 'react'

import { characteristicValueText } from '@domain/characteristicText'
import { NO_SUBCATEGORY } from '@domain/compare'
import { MAX_LINE_QUANTITY } from '@domain/orderLineLimits'
import { canAskForArrival } from '@modules/stockAlerts/rules/arrival'

import { Link } from '@redwoodjs/router'

import { useAuth } from 'src/auth'
import FavoriteButton from 'src/components/FavoriteButton/FavoriteButton'
import NextBreakNote from 'src/components/PriceBlock/NextBreakNote'
import ProductGallery from 'src/components/ProductGallery/ProductGallery'
import { useCart } from 'src/components/ShopState/CartProvider'
import { useCompare } from 'src/components/ShopState/CompareProvider'
import { useUi } from 'src/components/ShopState/UiProvider'
import StockList, { type StockLineData } from 'src/components/StockList/StockList'
import { Button } from 'src/components/ui/Button'
import { QuantityField } from 'src/components/ui/QuantityField'
import { useLocalePath, useTextLang, useUnitWords } from 'src/lib/i18n'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { catalogPath, productTrail } from 'src/lib/links'
import type { PriceBreakData } from 'src/lib/priceBreaks'

import InstallmentNote from './InstallmentNote'
import ProductDetailsPrice from './ProductDetailsPrice'

import './ProductDetails.css'

// The arrival dialog (a form, its zod schema, the consent row: ~45 kB gzip)
// arrives when a shopper asks for it, not with every product page.
const StockAlertModal = lazy(() => import('src/components/StockAlertModal/StockAlertModal'))

export interface ProductDetailsData {
  id: number
  article: string
  name: string
  /** The language `name` is in (the api's `nameLang`): a Russian fallback on a Kazakh page is marked. */
  nameLang?: string | null
  description: string
  descriptionLang?: string | null
  currentPrice: number
  lastPrice?: number | null
  /** Retail for reference; the api sends it only when the viewer's price type gives another. */
  retailPrice?: number | null
  /** Lower unit prices from a quantity on, in the viewer's price type. */
  priceBreaks?: PriceBreakData[]
  /** The viewer's price type («Оптовая»). */
  priceTypeName?: string
  unit: string
  category: { name: string }
  subcategory?: { name: string } | null
  brand?: { name: string } | null
  images: { file: string; alt: string }[]
  /** Total of all shops; null for guests (SPEC §6). */
  quantity?: number | null
  balance: StockLineData[]
  characteristics: {
    name: string
    nameLang?: string | null
    value: string
    /** The language `value` is in (the api's `valueLang`): the maker's Russian words are marked on a Kazakh page. */
    valueLang?: string | null
    unit?: string | null
  }[]
}

/** SPEC §2 product page: gallery, price, discount, availability per shop, characteristics, actions. */
const ProductDetails = ({ product }: { product: ProductDetailsData }) => {
  const to = useLocalePath()
  const t = useCatalogueT()
  const units = useUnitWords()
  const langOf = useTextLang()
  const cart = useCart()
  const compare = useCompare()
  const { openCallbackAbout } = useUi()
  const inCart = cart.cart.lines.find((line) => line.product.article === product.article)
  const compared = compare.isCompared(product.article)
  const subcategory = product.subcategory?.name ?? NO_SUBCATEGORY
  const inStock = product.balance.some((line) => line.isAvailable)
  // A buyer whose price type has quantity breaks (the wholesale customer)
  // chooses how many to add; everyone else adds one at a time.
  const byQuantity = Boolean(product.priceBreaks?.length)
  const held = inCart?.quantity ?? 0
  // The line's own limit, less what the cart already holds.
  const most = Math.max(1, MAX_LINE_QUANTITY - held)
  const [chosen, setChosen] = useState(1)
  const { currentUser } = useAuth()
  // «Сообщить о поступлении» (issue 34 §3): offered exactly when the api takes it.
  const canWait = canAskForArrival({
    isActive: true,
    currentPrice: product.currentPrice,
    availableTotal: inStock ? 1 : 0,
  })
  const [askingForArrival, setAskingForArrival] = useState(false)
  const [arrivalSaved, setArrivalSaved] = useState<string | null>(null)
  const adding = Math.min(chosen, most)
  const addToCart = () =>
    byQuantity
      ? cart.setQuantity(product.article, held + adding).then(() => setChosen(1))
      : cart.add(product.article)
  return (
    <article className="product-details" aria-labelledby="product-title">
      <nav aria-label={t('product.breadcrumbs')} className="breadcrumbs">
        <ol>
          {/* The trail up to the product, whose name is the heading below. */}
          {productTrail(product)
            .slice(0, -1)
            .map((step, index) => (
              <li key={step.path}>
                <Link to={to(step.path)}>{index === 0 ? t('product.catalog') : step.name}</Link>
              </li>
            ))}
        </ol>
      </nav>
      <div className="product-details__top">
        {/* Keyed by article: another product opens at its first photo, not the last one chosen. */}
        <ProductGallery
          key={product.article}
          images={product.images}
          name={product.name}
          lang={langOf(product.nameLang)}
        />
        <div className="product-details__summary">
          <h1 id="product-title" className="product-details__name" lang={langOf(product.nameLang)}>
            {product.name}
          </h1>
          <dl className="product-details__facts">
            <dt>{t('product.article')}</dt>
            <dd>{product.article}</dd>
            {product.brand ? (
              <>
                <dt>{t('product.brand')}</dt>
                <dd>
                  <Link to={to(catalogPath({ brand__name: product.brand.name }))}>
                    {product.brand.name}
                  </Link>
                </dd>
              </>
            ) : null}
          </dl>
          <ProductDetailsPrice product={product} />
          <InstallmentNote price={product.currentPrice} />
          <p className={`product-details__stock${inStock ? ' product-details__stock--in' : ''}`}>
            {inStock
              ? typeof product.quantity === 'number'
                ? t('product.inStockCount', {
                    quantity: units.quantity(product.quantity, product.unit),
                  })
                : t('product.inStock')
              : t('product.outOfStock')}
          </p>
          {byQuantity ? (
            <NextBreakNote
              breaks={product.priceBreaks}
              quantity={held + adding}
              unit={product.unit}
            />
          ) : null}
          <div className="product-details__actions">
            {byQuantity ? (
              <QuantityField
                label={t('product.quantity')}
                value={adding}
                onChange={setChosen}
                max={most}
                unitLabel={units.unit(product.unit)}
                disabled={cart.loading}
              />
            ) : null}
            <Button onClick={addToCart} disabled={cart.loading}>
              {t('product.addToCart')}
            </Button>
            <FavoriteButton article={product.article} name={product.name} />
            <Button
              variant="secondary"
              aria-pressed={compared}
              onClick={() => compare.toggle(subcategory, product.article)}
            >
              {compared ? t('product.compared') : t('product.compare')}
            </Button>
            <Button variant="secondary" onClick={() => openCallbackAbout(product.article)}>
              {t('product.callMe')}
            </Button>
            {canWait ? (
              <Button variant="secondary" onClick={() => setAskingForArrival(true)}>
                {t('product.stockAlert')}
              </Button>
            ) : null}
          </div>
          {arrivalSaved ? (
            <p className="product-details__in-cart" role="status">
              {arrivalSaved}
            </p>
          ) : null}
          {canWait && askingForArrival ? (
            <Suspense fallback={null}>
              <StockAlertModal
                isOpen
                onClose={() => setAskingForArrival(false)}
                article={product.article}
                name={product.name}
                accountEmail={currentUser?.email ?? null}
                onSaved={setArrivalSaved}
              />
            </Suspense>
          ) : null}
          {inCart ? (
            <p className="product-details__in-cart" role="status">
              {t('product.inCart', { quantity: units.quantity(inCart.quantity, product.unit) })}
            </p>
          ) : null}
          <section aria-labelledby="stock-title" className="product-details__shops">
            <h2 id="stock-title">{t('product.shops')}</h2>
            <StockList balance={product.balance} unit={product.unit} />
          </section>
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby="description-title" className="product-details__section">
          <h2 id="description-title">{t('product.description')}</h2>
          <div lang={langOf(product.descriptionLang)}>
            {product.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="characteristics-title" className="product-details__section">
        <h2 id="characteristics-title">{t('product.characteristics')}</h2>
        {product.characteristics.length ? (
          <table className="characteristics">
            <tbody>
              {product.characteristics.map((row) => (
                <tr key={row.name}>
                  <th scope="row" lang={langOf(row.nameLang)}>
                    {row.name}
                  </th>
                  <td lang={langOf(row.valueLang)}>{characteristicValueText(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('product.noCharacteristics')}</p>
        )}
      </section>
    </article>
  )
}

export default ProductDetails
